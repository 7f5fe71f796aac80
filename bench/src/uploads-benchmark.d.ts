import { type DatabaseTarget } from './database-target.js';
import { type LatencySummary } from './latency-sample.js';
/** The upload limit: 50 files of at most 2 MiB (deposit-contract.ts). */
export declare const UPLOAD_FILES = 50;
/** Shoppers' latencies on their own, then while staff upload; the uploads' own times. */
export interface UploadsBenchmarkResult {
    quiet: LatencySummary;
    duringUploads: LatencySummary;
    /** Of the shoppers' requests during uploads: /healthz alone. */
    healthzDuringUploads: LatencySummary;
    uploads: {
        files: number;
        fileBytes: number;
        seconds: number;
        status: number;
        imported: number;
    }[];
}
export declare function staffToken(target: DatabaseTarget, baseUrl: string): Promise<string>;
/** Shoppers asking for `paths` in turn, one request at a time each, until `until` resolves. */
export declare function shoppersUntil(baseUrl: string, paths: readonly string[], until: Promise<unknown>): Promise<{
    all: number[];
    healthz: number[];
    errors: number;
}>;
/**
 * Staff upload 50 notices of 2 MB (base64 bodies), twice, to the built server on SQLite while
 * shoppers ask for category listings and /healthz; first the shoppers alone, for comparison.
 */
export declare function runUploadsBenchmark(log: (line: string) => void, nodeFlags?: string[]): Promise<UploadsBenchmarkResult>;
