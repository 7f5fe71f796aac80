/**
 * The folder of the server's root modules (app.ts, server.ts) as a URL ending in '/': `src/` under
 * vitest, `dist/` when built by tsc, and `dist/` in the one-file build too (`dist/server.bundle.js`,
 * docs/decisions/089), where every bundled module's `import.meta.url` is the bundle's own. What the
 * server opens by path (its worker threads' modules) is found from here, never from a module's own URL.
 */
export const SERVER_ROOT = new URL('./', import.meta.url);
