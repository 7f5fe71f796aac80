import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The storefront's layers (Bulletproof React): shared (lib/, components/) → features/ → app/.
// A feature imports the shared layer and its own folders, never another feature or the app; the
// shared layer imports neither. The zones are made from the folders, so a new feature is covered.
// The back office is one feature with a folder per screen: a screen imports admin/shared/ and its
// own folder, not another screen.
const WEB = 'apps/web/src';
const foldersIn = (folder) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn(`${WEB}/features`);
const adminScreens = foldersIn(`${WEB}/features/admin`).filter((folder) => folder !== 'shared');
const layerZones = [
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to lib/ or components/.',
  })),
  ...adminScreens.map((screen) => ({
    target: `${WEB}/features/admin/${screen}`,
    from: `${WEB}/features/admin`,
    except: [`./${screen}`, './shared'],
    message: 'A back-office screen does not import another screen: move what both need to admin/shared/.',
  })),
  {
    target: `${WEB}/features/admin/shared`,
    from: `${WEB}/features/admin`,
    except: ['./shared'],
    message: 'admin/shared/ imports no back-office screen.',
  },
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'A feature does not import the app: the app composes the features.' },
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'The shared layer (lib/, components/) imports neither features nor the app.',
  },
];

// The server's plumbing (http/: error handler, headers, serialisation; errors/) knows no feature:
// the app (app.ts, app-decorations.ts) composes the features and the plumbing.
const SERVER = 'apps/server/src';
const serverZones = [
  {
    target: [`${SERVER}/http`, `${SERVER}/errors`],
    from: SERVER,
    except: ['./http', './errors'],
    message: 'http/ and errors/ depend on no feature: pass what they need in from app.ts.',
  },
  ...privateStorageZones(),
  ...serverLayerZones(),
];

// The server's layers (docs/decisions/078), read from the tree: api/ (the HTTP routes, by URL) and
// jobs/ (timed work) at the top, flows/ (work that spans modules) below them, and the modules at
// the bottom (every other folder: its tables, repositories, services and e-mails; db/, http/,
// config/ among them). A layer imports the ones below it, never one above; app.ts and the entry
// files compose them all. testing/ and seed/ may reach any layer.
function serverLayerZones() {
  const top = ['api', 'jobs'];
  const entries = ['app.ts', 'server.ts', 'api-document-command.ts', 'reading-worker.ts'].map((file) => `${SERVER}/${file}`);
  const modules = foldersIn(SERVER).filter((folder) => ![...top, 'flows', 'testing', 'seed'].includes(folder));
  return [
    {
      target: [...modules.map((folder) => `${SERVER}/${folder}`), `${SERVER}/request-context.ts`, `${SERVER}/app-decorations.ts`],
      from: [`${SERVER}/flows`, ...top.map((folder) => `${SERVER}/${folder}`), ...entries],
      message: 'A module imports no flow, route or job: make the work that needs both a flow in flows/, or pass what the module needs in.',
    },
    {
      target: `${SERVER}/flows`,
      from: [...top.map((folder) => `${SERVER}/${folder}`), ...entries],
      message: 'A flow imports no route and no job: routes (api/) and jobs (jobs/) call flows, not the other way round.',
    },
    { target: `${SERVER}/api`, from: [`${SERVER}/jobs`, ...entries], message: 'A route imports no job: what both need is a flow or a module.' },
    { target: `${SERVER}/jobs`, from: [`${SERVER}/api`, ...entries], message: 'A job imports no route: what both need is a flow or a module.' },
  ];
}

// A folder's tables and repositories are its own (docs/decisions/037): another folder calls its
// services, and work that spans folders is a flow in flows/. db/ (the schema gathers every
// table), seed/ and testing/ may reach any table; test files are not linted by this block.
function privateStorageZones() {
  const reachesEveryTable = ['db', 'seed', 'testing'];
  const folders = foldersIn(SERVER);
  return folders
    .filter((owner) => !reachesEveryTable.includes(owner))
    .map((owner) => ({
      target: [`${SERVER}/*.ts`, ...folders.filter((folder) => folder !== owner && !reachesEveryTable.includes(folder)).map((folder) => `${SERVER}/${folder}`)],
      from: [`${SERVER}/${owner}/*.repository.ts`, `${SERVER}/${owner}/*.table.ts`],
      message: `${owner}/'s tables and repositories are its own: call a service of ${owner}/, or make the work a flow in flows/.`,
    }));
}

// Browser-only state is read and written through lib/browser-state.ts, which answers with the
// defaults on the server (it renders the same modules in Node, with no window).
const BROWSER_STATE = 'Use lib/browser-state.ts: the server renders this module too, and has no window.';
const browserStateGlobals = ['localStorage', 'sessionStorage', 'navigator', 'matchMedia'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      // Type-only imports (skipped by the rule) are erased, so they make no cycle at run time; nor
      // does a chain with a dynamic import in it (app/screens.ts loads each screen on demand, and
      // the listing screen names the item dialog's lazy screen), since both ends have been
      // evaluated by the time it runs. Packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [
      `${WEB}/lib/browser-state.ts`,
      `${WEB}/**/*.test.{ts,tsx}`,
      `${WEB}/testing/**`,
    ],
    rules: {
      'no-restricted-globals': ['error', ...browserStateGlobals.map((name) => ({ name, message: BROWSER_STATE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => browserStateGlobals.map((property) => ({ object, property, message: BROWSER_STATE }))),
        { object: 'document', property: 'cookie', message: BROWSER_STATE },
      ],
    },
  },
  {
    // The storefront's test files share one process (docs/decisions/083): vi.mock reaches only the
    // modules not loaded yet, so it would mock for some files and not others. Stub what the page
    // offers (fetch, a script's load event) instead.
    files: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/testing/**`],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({ object: 'vi', property, message: 'Web tests share a process: stub the page (fetch, events), not modules.' })),
      ],
    },
  },
  {
    // The store's configuration and settings documents are read and written through store-settings/
    // alone, by kind (docs/decisions/036).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/store-settings/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/store-settings/settings.repository.js'], message: 'Use readSettings, replaceSettings or readStoreSetup (store-settings/).' }] },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/**/*.test.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }] },
  },
  {
    // Kysely migrations are typed against Kysely<any>: they are frozen and must not import app types.
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tool configuration files are loaded by their tools through a default export.
    files: ['**/vite.config.ts', 'vitest.config.ts', 'eslint.config.js', 'e2e/playwright.config.ts', 'e2e/src/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright Test reads which fixtures a test or fixture takes from its first parameter's
    // pattern: one that takes none is written `{}`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
