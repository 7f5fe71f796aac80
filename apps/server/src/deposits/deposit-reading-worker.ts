import type { DepositReading } from '@backroom/core/emt/deposit';
import { parseDepositCsv } from '@backroom/core/emt/deposit-csv';
import { parseDepositEmail } from '@backroom/core/emt/deposit-email';
import { parseInteracNotifications } from '@backroom/core/emt/interac-notification';

/**
 * What the parsing pool's threads run (apps/server/src/parsing/parsing-pool.ts): the reading of
 * what staff bring in, away from the thread that serves requests. Each export is one task by name.
 */

/** A file to read: its kind from its name, its bytes. */
export interface DepositFileTask {
  kind: 'eml' | 'csv';
  bytes: Uint8Array;
}

/** A bank file's text: UTF-8 (with or without a byte-order mark), else Windows-1252 as older exports are. */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads one uploaded .eml notice or bank .csv file. */
export async function depositFileReading(task: DepositFileTask): Promise<DepositReading> {
  return task.kind === 'eml' ? parseDepositEmail(task.bytes) : parseDepositCsv(csvText(task.bytes));
}

/** Reads pasted notices; a notice that states no date is dated `receivedOn` (the shop's today). */
export function pastedNoticesReading(task: { text: string; receivedOn: string }): DepositReading {
  return parseInteracNotifications(task.text, { receivedOn: task.receivedOn });
}
