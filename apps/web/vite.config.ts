import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './compiled-catalogues';

const coreSource = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));

export default defineConfig({
  plugins: [react(), compiledCatalogues()],
  resolve: {
    // The storefront compiles the shared rules from source, like the tests do.
    alias: [{ find: /^@backroom\/core\/(.*)$/, replacement: `${coreSource}$1.ts` }],
  },
  // The manifest tells the server which scripts each screen needs, so a page preloads them.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '^/[^/]+/api/': 'http://localhost:3000', '/api/': 'http://localhost:3000' } },
});
