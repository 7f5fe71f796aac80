import { StoreName } from '@backroom/core/catalog';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { findStore } from './store.repository.js';

const KNOWN_STORE_TTL_MS = 30_000;

/**
 * Answers whether a store exists, remembering stores it has seen for a short while so that a
 * busy shop does not ask the database on every request. Unknown names are never remembered.
 */
export class StoreResolver {
  private readonly known = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /**
   * The store's name when it was seen to exist within the last 30 s, else undefined (then ask
   * requireStore). Synchronous, so that most requests reach their route without waiting a turn.
   */
  rememberedStore(storeName: string): string | undefined {
    const seenUntil = this.known.get(storeName);
    return seenUntil !== undefined && seenUntil > Date.now() ? storeName : undefined;
  }

  /** Throws a 404 STORE_NOT_FOUND unless the store exists. */
  async requireStore(storeName: string): Promise<string> {
    if (this.rememberedStore(storeName) !== undefined) return storeName;
    if (!StoreName.safeParse(storeName).success || !(await findStore(this.db, storeName))) {
      throw new AppError(404, 'STORE_NOT_FOUND', `There is no store named '${storeName.slice(0, 40)}'.`);
    }
    this.known.set(storeName, Date.now() + KNOWN_STORE_TTL_MS);
    return storeName;
  }
}
