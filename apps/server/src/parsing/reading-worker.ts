/**
 * What the parsing pool's threads run: every reading of what staff upload, each export one task
 * by name (deposits' notices and bank files, catalogue files).
 */
export * from '../deposits/deposit-reading-worker.js';
export * from '../catalog-import/catalog-file-reading-worker.js';
