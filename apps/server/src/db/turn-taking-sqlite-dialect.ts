import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/** How long the process may run queries without letting the event loop take in new requests. */
export const TURN_MS = 10;

/**
 * Kysely's SQLite driver runs each query at once and resolves it as a microtask, since
 * better-sqlite3 is synchronous. Under load the requests in flight then carry each other through
 * their queries one microtask after another, and the event loop does not come round to read a new
 * request or a new connection until all of them are done: for hundreds of milliseconds, on a busy
 * shop for seconds (docs/decisions/087). This driver lets the loop take its turn before a query
 * once TURN_MS have passed since it last did.
 */
class TurnTakingSqliteDriver extends SqliteDriver {
  #lastTurn = performance.now();
  #marking = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    // Only the mark says when the loop came round, not each waiter resuming after it: the waiters
    // resume one after another in the same check phase, and each starting a budget of its own would
    // keep the loop there for TURN_MS per request (the visitor's wait went back to 347 ms).
    if (performance.now() - this.#lastTurn > TURN_MS) await new Promise((resolve) => setImmediate(resolve));
    this.#markTurn();
    return super.acquireConnection();
  }

  /** Notes when the event loop next comes round (its check phase, where setImmediate runs). */
  #markTurn(): void {
    if (this.#marking) return;
    this.#marking = true;
    setImmediate(() => {
      this.#marking = false;
      this.#lastTurn = performance.now();
    });
  }
}

/** Kysely's SQLite dialect with the driver above. */
export class TurnTakingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new TurnTakingSqliteDriver(this.#config);
  }
}
