import type { Db } from '../db/database.js';
import { findCatalogVersion } from '../stores/store.repository.js';

/** How long a process trusts the catalogue version it read; bounds how stale an answer can be. */
export const CATALOG_VERSION_TTL_MS = 250;

/**
 * Each store's catalogue version as this process last read it. Reading it for every request
 * would cost PostgreSQL a round trip per answer; reading it at most four times a second per
 * store keeps every process within a quarter second of any change, wherever it was made.
 */
export class CatalogVersions {
  private readonly known = new Map<string, { version: number; readAt: number }>();

  constructor(private readonly db: Db) {}

  /** The store's version, or undefined for an unknown store. */
  async current(storeId: string): Promise<number | undefined> {
    const now = Date.now();
    const known = this.known.get(storeId);
    if (known && now - known.readAt < CATALOG_VERSION_TTL_MS) return known.version;
    const version = await findCatalogVersion(this.db, storeId);
    if (version === undefined) this.known.delete(storeId);
    else this.known.set(storeId, { version, readAt: now });
    return version;
  }

  /** Forget what was read, e.g. after this process changed the catalogue. */
  forget(storeId: string): void {
    this.known.delete(storeId);
  }
}
