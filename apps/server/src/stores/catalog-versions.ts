import type { Db } from '../db/database.js';
import { bumpCatalogVersion, findCatalogVersion } from './store.repository.js';

/** How long a process trusts the catalogue version it read; bounds how stale an answer can be. */
export const CATALOG_VERSION_TTL_MS = 250;

/** What a change to what shoppers see needs of the catalogue versions: raising a store's, after the commit. */
export type CatalogChanges = Pick<CatalogVersions, 'changed'>;

/**
 * Each store's catalogue version as this process last read it. Reading it for every request
 * would cost PostgreSQL a round trip per answer; reading it at most four times a second per
 * store keeps every process within a quarter second of any change, wherever it was made.
 */
export class CatalogVersions {
  private readonly known = new Map<string, { version: number; readAt: number }>();
  private readonly raising = new Map<string, Promise<void>>();
  private readonly queued = new Map<string, Promise<void>>();
  /** The read under way per store: requests arriving meanwhile wait for it rather than each asking the database. */
  private readonly reading = new Map<string, Promise<number | undefined>>();

  constructor(private readonly db: Db) {}

  /** The store's version, or undefined for an unknown store. */
  async current(storeId: string): Promise<number | undefined> {
    const now = Date.now();
    const known = this.known.get(storeId);
    if (known && now - known.readAt < CATALOG_VERSION_TTL_MS) return known.version;
    // Under load, a read that takes longer than a request used to be joined by every request
    // arriving meanwhile, each with a query of its own; a slow database then got slower still.
    const underWay = this.reading.get(storeId);
    if (underWay) return underWay;
    const read = findCatalogVersion(this.db, storeId).then((version) => {
      // A forget() meanwhile (this process changed the catalogue) outdates this read: it is not kept.
      if (this.reading.get(storeId) === read) {
        if (version === undefined) this.known.delete(storeId);
        else this.known.set(storeId, { version, readAt: now });
      }
      return version;
    });
    this.reading.set(storeId, read);
    const clear = () => {
      if (this.reading.get(storeId) === read) this.reading.delete(storeId);
    };
    read.then(clear, clear);
    return read;
  }

  /** The store's version as read less than CATALOG_VERSION_TTL_MS ago, without waiting; else undefined (then ask current). */
  freshVersion(storeId: string): number | undefined {
    const known = this.known.get(storeId);
    return known && Date.now() - known.readAt < CATALOG_VERSION_TTL_MS ? known.version : undefined;
  }

  /** Forget what was read, e.g. after this process changed the catalogue. */
  forget(storeId: string): void {
    this.known.delete(storeId);
    this.reading.delete(storeId);
  }

  /**
   * Raises the store's version after a change was committed (orders changing stock). Busy
   * stores would otherwise queue every order on the store's row; here at most one raise is in
   * flight per store and process, and a raise covers every change committed before it starts.
   * Resolves once a raise that covers the caller's change is done.
   */
  changed(storeId: string): Promise<void> {
    const queued = this.queued.get(storeId);
    if (queued) return queued;
    const running = this.raising.get(storeId);
    if (!running) return this.raise(storeId);
    // The running raise may have started before the caller's commit: the next one covers it.
    const next = running
      .catch(() => undefined)
      .then(() => {
        this.queued.delete(storeId);
        return this.raise(storeId);
      });
    this.queued.set(storeId, next);
    return next;
  }

  private raise(storeId: string): Promise<void> {
    const raising = bumpCatalogVersion(this.db, storeId)
      .then(() => this.forget(storeId))
      .finally(() => {
        if (this.raising.get(storeId) === raising) this.raising.delete(storeId);
      });
    this.raising.set(storeId, raising);
    return raising;
  }
}
