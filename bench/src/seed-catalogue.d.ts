import type { DatabaseTarget } from './database-target.js';
/** The store the generated catalogue goes in; another size gets its own store so sizes never mix. */
export declare function benchStoreId(items: number): string;
/**
 * Runs the seed command for a generated catalogue; it does nothing when the store exists, so
 * a second run is quick. Returns the line the command printed.
 */
export declare function seedCatalogue(target: DatabaseTarget, items: number, storeId?: string): Promise<string>;
