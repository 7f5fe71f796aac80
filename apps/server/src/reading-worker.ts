/**
 * What the parsing pool's threads run: every reading of what staff upload, each export one task
 * by name (deposits' notices and bank files, catalogue files). It sits at the top, beside app.ts
 * which names it, because it gathers the modules' readers; `parsing/` below them only runs threads.
 */
export * from './deposits/deposit-reading-worker.js';
export * from './catalog-import/catalog-file-reading-worker.js';
