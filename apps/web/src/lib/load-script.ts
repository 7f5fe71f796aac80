/** How long a provider's script may take to arrive before it counts as failed. */
const SCRIPT_TIMEOUT_MS = 20_000;

/** The scripts added to the page, by address, and whether each has run. */
const loading = new Map<string, { script: HTMLScriptElement; loaded: Promise<void> }>();

/**
 * Adds `<script src={url}>` to the page once and resolves when it has run. A script that fails
 * or takes too long rejects, and is forgotten so that a later call tries again; so is one that is
 * no longer in the page (the page's own record of it, not this module's, says what is loaded).
 */
export function loadScript(url: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  const known = loading.get(url);
  if (known?.script.isConnected) return known.loaded;
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
    if (loading.get(url)?.script === script) loading.delete(url);
    script.remove();
    throw error;
  });
  loading.set(url, { script, loaded });
  script.src = url;
  script.async = true;
  document.head.append(script);
  return loaded;
}
