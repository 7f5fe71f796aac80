// The parsing pool's thread when the server runs from its TypeScript sources (vitest): loads the
// worker module named by PARSING_WORKER_SOURCE through tsx, with core from its sources, and runs
// the export a task names. The built server's threads load the compiled worker and never this.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport(process.env.PARSING_WORKER_SOURCE, { parentURL: import.meta.url, tsconfig: process.env.TSX_TSCONFIG_PATH });

export function runExport({ name, task }) {
  return worker[name](task);
}
