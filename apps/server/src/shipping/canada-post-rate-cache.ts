import type { CanadaPostMethodCode, CanadaPostRate } from './canada-post-rates.js';

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 1_000;

type Rates = ReadonlyMap<CanadaPostMethodCode, CanadaPostRate>;

/**
 * Live rates this process asked Canada Post for lately, by parcel. A checkout asks for the same
 * parcel several times, and an order submitted inside a database transaction may read what the
 * checkout was shown without calling out.
 */
export class CanadaPostRateCache {
  private readonly entries = new Map<string, { rates: Rates; expires: number }>();

  get(key: string, now = Date.now()): Rates | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.rates;
  }

  set(key: string, rates: Rates, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { rates, expires: now + TTL_MS });
  }

  clear(): void {
    this.entries.clear();
  }
}
