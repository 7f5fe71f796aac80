/** How long a provider's script may take to arrive before it counts as failed. */
const SCRIPT_TIMEOUT_MS = 20_000;

const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src={url}>` to the page once and resolves when it has run. A script that fails
 * or takes too long rejects, and is forgotten so that a later call tries again.
 */
export function loadScript(url: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const script = document.createElement('script');
  const loaded = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${url} took too long to load`)), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(`${url} could not be loaded`));
    });
  }).catch((error: unknown) => {
    loading.delete(url);
    script.remove();
    throw error;
  });
  loading.set(url, loaded);
  script.src = url;
  script.async = true;
  document.head.append(script);
  return loaded;
}
