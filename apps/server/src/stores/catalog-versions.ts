import type { Db } from '../db/database.js';
import { bumpCatalogVersion, findCatalogState, setNextSaleBoundary } from './store.repository.js';

/** How long a process trusts the catalogue version it read; bounds how stale an answer can be. */
export const CATALOG_VERSION_TTL_MS = 250;

/** What a change to what shoppers see needs of the catalogue versions: raising a store's, after the commit. */
export type CatalogChanges = Pick<CatalogVersions, 'changed'>;

/** The sale clock (docs/decisions/065): what brings a store's sale prices up to date once a sale started or ended. */
export interface SaleClock {
  /** The time now, as the app reads it (tests move it). */
  now: () => Date;
  /** Brings the store's sale prices up to date at now, raising the catalogue version when a price changed. */
  settle: (storeId: string) => Promise<void>;
}

/**
 * Each store's catalogue version as this process last read it. Reading it for every request
 * would cost PostgreSQL a round trip per answer; reading it at most four times a second per
 * store keeps every process within a quarter second of any change, wherever it was made.
 */
export class CatalogVersions {
  private readonly known = new Map<string, { version: number; readAt: number; nextSaleBoundary: number | null }>();
  /** The settling under way per store: requests meanwhile wait for it. */
  private readonly settling = new Map<string, Promise<void>>();
  private readonly raising = new Map<string, Promise<void>>();
  private readonly queued = new Map<string, Promise<void>>();
  /** The read under way per store: requests arriving meanwhile wait for it rather than each asking the database. */
  private readonly reading = new Map<string, Promise<number | undefined>>();

  /**
   * `sales`: the sale clock. A store's version is read with the next start or end of a sale; once
   * the app's clock reaches it, no answer is given under the version read before: the process
   * first brings the sale prices up to date (which raises the version when a price changed) and
   * reads the version again. So every process changes prices and version at the moment itself,
   * not at its next read; without `sales`, sales are not watched.
   */
  constructor(
    private readonly db: Db,
    private readonly sales: SaleClock | null = null,
  ) {}

  /** Whether a sale started or ended since the version was read: the version read is no longer the one to serve. */
  private salePassed(nextSaleBoundary: number | null): boolean {
    return this.sales !== null && nextSaleBoundary !== null && this.sales.now().getTime() >= nextSaleBoundary;
  }

  /** The store's version, or undefined for an unknown store. */
  async current(storeId: string): Promise<number | undefined> {
    const now = Date.now();
    const known = this.known.get(storeId);
    if (known && now - known.readAt < CATALOG_VERSION_TTL_MS && !this.salePassed(known.nextSaleBoundary)) return known.version;
    // Under load, a read that takes longer than a request used to be joined by every request
    // arriving meanwhile, each with a query of its own; a slow database then got slower still.
    const underWay = this.reading.get(storeId);
    if (underWay) return underWay;
    const read = this.readSettled(storeId).then((state) => {
      // A forget() meanwhile (this process changed the catalogue) outdates this read: it is not kept.
      if (this.reading.get(storeId) === read) {
        if (state === undefined) this.known.delete(storeId);
        else this.known.set(storeId, { version: state.version, readAt: now, nextSaleBoundary: state.nextSaleBoundary });
      }
      return state?.version;
    });
    this.reading.set(storeId, read);
    const clear = () => {
      if (this.reading.get(storeId) === read) this.reading.delete(storeId);
    };
    read.then(clear, clear);
    return read;
  }

  /** The version and next sale boundary, the sale prices brought up to date first when a sale started or ended since. */
  private async readSettled(storeId: string) {
    const state = await findCatalogState(this.db, storeId);
    if (!state || !this.salePassed(state.nextSaleBoundary)) return state;
    await this.settle(storeId);
    return findCatalogState(this.db, storeId);
  }

  /** One settling at a time per store and process; it is idempotent, so a late one finds nothing to do. */
  private settle(storeId: string): Promise<void> {
    const underWay = this.settling.get(storeId);
    if (underWay) return underWay;
    const settling = this.sales!.settle(storeId).finally(() => {
      if (this.settling.get(storeId) === settling) this.settling.delete(storeId);
    });
    this.settling.set(storeId, settling);
    return settling;
  }

  /** The store's version as read less than CATALOG_VERSION_TTL_MS ago (and no sale started or ended since), without waiting; else undefined (then ask current). */
  freshVersion(storeId: string): number | undefined {
    const known = this.known.get(storeId);
    return known && Date.now() - known.readAt < CATALOG_VERSION_TTL_MS && !this.salePassed(known.nextSaleBoundary) ? known.version : undefined;
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

/**
 * Raises the store's catalogue version in the caller's transaction: for a change whose new data
 * and new version must be seen together (the sale clock's, catalog/sale-clock.ts).
 */
export async function raiseCatalogVersionIn(tx: Db, storeId: string): Promise<void> {
  await bumpCatalogVersion(tx, storeId);
}

/** Records when the store's sale prices next need bringing up to date (epoch ms; null: no sale is to start or end). */
export async function recordNextSaleBoundary(tx: Db, storeId: string, next: number | null): Promise<void> {
  await setNextSaleBoundary(tx, storeId, next === null ? null : new Date(next).toISOString());
}
