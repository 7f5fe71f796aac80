import { type ComponentType, type JSX, lazy } from 'react';

/** How long a screen's script may take to arrive before it counts as failed (SPEC section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's script that did not arrive, with the spec's message: 'Loading chunk {n} failed'. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly type: 'missing' | 'timeout',
  ) {
    super(`Loading chunk ${chunk} failed. (${type})`);
    this.name = 'ChunkLoadError';
  }
}

// The promise says how it ended, so a screen whose chunk was preloaded renders at once.
type TrackedPromise<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A component whose code is its own chunk, downloaded when first rendered or preloaded. */
export interface LazyScreen<Props> {
  (props: Props): JSX.Element;
  /** Starts downloading the chunk; resolves when it is there (or has failed). */
  preload(): Promise<void>;
}

/**
 * A screen in its own chunk. A chunk that fails to download ('missing') or takes longer than the
 * timeout throws a ChunkLoadError, which the screen error boundary shows.
 */
export function lazyScreen<Props extends object>(
  chunk: string,
  load: () => Promise<ComponentType<Props>>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyScreen<Props> {
  let loading: TrackedPromise<ComponentType<Props>> | null = null;
  function start(): TrackedPromise<ComponentType<Props>> {
    if (loading) return loading;
    const promise: TrackedPromise<ComponentType<Props>> = Object.assign(
      new Promise<ComponentType<Props>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
        load()
          .then(resolve, () => reject(new ChunkLoadError(chunk, 'missing')))
          .finally(() => clearTimeout(timer));
      }),
      { status: 'pending' as const },
    );
    promise.then(
      (value) => {
        Object.assign(promise, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(promise, { status: 'rejected', reason });
      },
    );
    loading = promise;
    return promise;
  }
  // Not yet here: React.lazy waits for it (it also resumes in tests, where `use` would wait for an
  // awaited act). Already here (preloaded): it renders in the same pass, without suspending.
  const Pending = lazy(async () => ({ default: await start() }));
  function Screen(props: Props) {
    const Component = loading?.status === 'fulfilled' ? loading.value : undefined;
    if (Component) return <Component {...props} />;
    return <Pending {...props} />;
  }
  Screen.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Screen;
}
