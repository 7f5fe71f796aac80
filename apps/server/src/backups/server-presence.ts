import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MARK = /^server-(\d+)\.pid$/;

/**
 * Marks DATA_DIR as served by this process until the returned function runs (or the process
 * ends), so that a restore knows not to swap the database under a running server. One file per
 * process: several servers may share one SQLite folder.
 */
export function markServerRunning(dataDir: string, pid = process.pid): () => void {
  const file = path.join(dataDir, `server-${pid}.pid`);
  writeFileSync(file, `${pid}\n`);
  return () => rmSync(file, { force: true });
}

/**
 * The processes whose mark is in dataDir and that are still alive. A mark left by a server that
 * crashed names a process that is gone, and is not counted.
 */
export function serversRunningIn(dataDir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const pid = Number(MARK.exec(name)?.[1]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? [pid] : [];
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
