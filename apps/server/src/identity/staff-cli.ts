import path from 'node:path';
import { readServerEnv } from '../config/env.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { runStaffCommand, StaffCommandError } from './staff-command.js';

// `npm run staff -- …`: the process around runStaffCommand.

/** A password typed at a terminal without echo, or the first line of standard input. */
async function readPasswordFromUser(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return done(typed);
        if (key === '\u0003') return done(new StaffCommandError('Cancelled.'));
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<void> {
  const env = readServerEnv();
  const shop = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    await migrateToLatest(shop);
    await runStaffCommand(shop, process.argv.slice(2), { env: process.env, readPassword: readPasswordFromUser, print: (line) => console.log(line) });
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  // Mistakes in the command line (ours, and parseArgs' own) are told plainly; anything else in full.
  const plain = error instanceof StaffCommandError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
  console.error(plain ? (error as Error).message : error);
  process.exit(1);
});
