import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compiledCatalogues } from './compiled-catalogues';

const coreSource = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));
const domPropFilter = fileURLToPath(new URL('./src/lib/dom-prop-filter.ts', import.meta.url));
const noCssVariablesTheme = fileURLToPath(new URL('./src/app/no-css-variables-theme.ts', import.meta.url));

/**
 * MUI's createTheme builds a CSS-variables theme only when asked (`cssVariables` or
 * `colorSchemes`); the shop never asks (src/app/theme.ts, and MUI's default theme calls it
 * without options), yet the bundle carried that builder (4 KB gzip of every first view). Its
 * import from createTheme is answered with a stub that says so if it is ever called (decision 019).
 */
function withoutCssVariablesTheme(): Plugin {
  return {
    name: 'backroom-without-css-variables-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer?.replaceAll('\\', '/').endsWith('/@mui/material/esm/styles/createTheme.js') ?? false;
      return fromCreateTheme && source === './createThemeWithVars.js' ? noCssVariablesTheme : null;
    },
  };
}

/**
 * The shop's fonts (@fontsource) are shown only if they are there within the first moment
 * (`font-display: optional`) instead of swapped in whenever they arrive: a first visit on a slow
 * line keeps the fallback for that page rather than see the header's words move (CLS); the next
 * page has them from the cache (decision 028).
 */
function fontsWithoutLateSwap(): Plugin {
  return {
    name: 'backroom-fonts-without-late-swap',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/][^?]*\.css(\?|$)/.test(id)) return null;
      return code.replaceAll('font-display: swap;', 'font-display: optional;');
    },
  };
}

/**
 * React Router ships its development build under every export condition a bundler asks for (its
 * production build is only reachable by path). The two differ in one constant, ENABLE_DEV_WARNINGS,
 * which keeps the router's development warnings and their messages in the bundle (decision 072).
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
if (!reactRouterProduction.endsWith('/production/index.mjs')) throw new Error(`React Router's production build not found beside ${reactRouterProduction}`);

/**
 * React Router's production build is one big module whose top level keeps code the shop never
 * runs: it names its contexts and components for React's developer tools
 * (`NavLink.displayName = "NavLink";`), and makes them with calls (`React.forwardRef(...)`,
 * `createContext`, `memo`) that a bundler must assume do something. Each keeps its component and
 * all it uses (NavLink, Form, fetchers, ScrollRestoration...) in the first view. The names (seen
 * only in developer tools) are left out and those calls marked pure, so what the shop does not
 * import is dropped (decision 072).
 */
function reactRouterWithoutDisplayNames(): Plugin {
  return {
    name: 'backroom-react-router-without-display-names',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^?]*\.mjs$/.test(id)) return null;
      const trimmed = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^(var [\w$]+ = )(Object\.getOwnPropertyNames\()/gm, '$1/* @__PURE__ */ $2');
      return { code: trimmed, map: null };
    },
  };
}

const storefrontEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * Puts every module the storefront's entry imports, directly or through others, in one chunk,
 * 'frame', which the entry (main.tsx alone, still the manifest's entry) imports. Rolldown otherwise
 * cut that code into eight files (React with MUI's styling, the query client, the cart, the
 * locale, money...) that every page downloads together, each its own gzip stream with its own
 * import lines (docs/decisions/051).
 */
function frameChunk(): (moduleId: string, context: Rolldown.ChunkingContext) => string | null {
  let frame: Set<string> | null = null;
  return (moduleId, context) => {
    if (!frame) {
      const seen = new Set<string>();
      const visit = (id: string) => {
        // MUI's and TanStack Query's indexes re-export all of it; the bundle keeps only what is
        // used from them, and what a later screen alone uses (useMutation, useQueries) goes with it.
        if (seen.has(id) || FRAME_STOPS.test(id)) return;
        seen.add(id);
        const info = context.getModuleInfo(id);
        const dynamic = new Set(info?.dynamicallyImportedIds);
        for (const imported of info?.importedIds ?? []) if (!dynamic.has(imported)) visit(imported);
      };
      visit(storefrontEntry);
      seen.delete(storefrontEntry);
      frame = seen;
    }
    return frame.has(moduleId) || FRAME_TOO.test(moduleId) ? 'frame' : null;
  };
}

/** Package indexes the frame's walk does not follow (see frameChunk). */
const FRAME_STOPS = /[\\/]node_modules[\\/](@mui[\\/].*|@tanstack[\\/][^\\/]+[\\/]build[\\/]modern)[\\/]index\.js$/;

/**
 * Modules the entry does not import that go with the frame all the same:
 * - the query client that main.tsx makes, with its caches (reached through TanStack Query's index,
 *   which the walk does not follow; decision 072);
 * - the price with a sale struck through, on the listing, the item, the cart, checkout and the
 *   receipt: in a file of its own its import and export lines cost the item page more than its
 *   code (docs/decisions/068).
 */
const FRAME_TOO =
  /([\\/]components[\\/]sale-price\.tsx|[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](queryClient|queryCache|mutationCache|mutation)\.js)$/;

/**
 * Small modules the catalogue's screens share (the listing, the item's dialog, the filter bar, the
 * departments' tree), in one chunk rather than four (docs/decisions/051); with them the picture
 * URLs and the item dialog's Add, Remove and Close icons, each a file of its own otherwise
 * (decision 072). The departments drawer, which needs only the tree's rules, takes the whole chunk
 * (3.1 KB gzip) when first opened, as the cart drawer does for its icons.
 */
const CATALOG_SHARED =
  /([\\/]features[\\/]catalog[\\/](trail-breadcrumbs|catalog\.messages|catalog\.messages\.en|item-card-display|category-tree)\.tsx?|[\\/]core[\\/]src[\\/](listing-filters|category-url)\.ts|[\\/]lib[\\/]item-image-url\.ts|[\\/]@mui[\\/]icons-material[\\/]esm[\\/](Add|Close|Remove)\.js)$/;
/**
 * The shipping rules a listing's estimate, the checkout and the back office share, in one chunk
 * rather than three (the members' page and the payment page, which need only the provinces, take
 * all three: 1.1 KB gzip).
 */
const SHIPPING_SHARED = /([\\/]core[\\/]src[\\/](provinces|shipping[\\/]postal-code)|[\\/]lib[\\/]shipping[\\/]best-shipping-estimate)\.ts$/;

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), compiledCatalogues(), withoutCssVariablesTheme(), fontsWithoutLateSwap(), reactRouterWithoutDisplayNames()],
  // Vite leaves NODE_ENV to Node in a server build; the server entry bundles React, MUI and the
  // router, whose production code is the one to run whatever the server's environment says.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  resolve: {
    // The storefront compiles the shared rules from source, like the tests do.
    alias: [
      { find: /^@backroom\/core\/(.*)$/, replacement: `${coreSource}$1.ts` },
      // Emotion's list of every DOM attribute, for styled tags without a shouldForwardProp: the
      // shop's filter keeps out MUI's styling props instead (src/lib/dom-prop-filter.ts, 2 KB gzip).
      { find: /^@emotion\/is-prop-valid$/, replacement: domPropFilter },
      // React Router's production build (see reactRouterProduction).
      { find: /^react-router$/, replacement: reactRouterProduction },
    ],
    // One react-is (React 19's) instead of two: emotion's hoist-non-react-statics asks for 16's,
    // and reads only ForwardRef, Memo and isMemo, which 19 has the same (0.7 KB of the first view).
    dedupe: ['react-is'],
  },
  // The manifest tells the server which scripts each screen needs, so a page preloads them.
  // No modulepreload polyfill: every browser the shop supports preloads modules itself, and one
  // without would only fetch the first view's scripts one after another (decision 019).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    // Fewer, larger chunks in the browser's first views (docs/decisions/051); the server's build is one file.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: frameChunk() },
                { name: 'catalog-shared', test: CATALOG_SHARED },
                { name: 'shipping-shared', test: SHIPPING_SHARED },
              ],
            },
          },
        },
  },
  // The server entry (`vite build --ssr src/entry-server.tsx`, into dist-server) bundles its
  // dependencies too, so the aliases and plugins above shape the server's markup exactly as they
  // shape the browser's (the DOM attributes emotion passes, the theme builder).
  ssr: { noExternal: true },
  server: { proxy: { '^/[^/]+/api/': 'http://localhost:3000', '/api/': 'http://localhost:3000' } },
}));
