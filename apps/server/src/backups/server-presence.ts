import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MARK = /^server-(\d+)\.pid$/;

/**
 * Marks DATA_DIR as served by this process until the returned function runs (or the process
 * ends), so that a restore knows not to swap the database under a running server. One file per
 * process: several servers may share one SQLite folder. The mark holds the process's start time
 * too, where the system tells it, so that another process given the same number later (a
 * container restarted: its server is process 1 again) is not taken for it.
 */
export function markServerRunning(dataDir: string, pid = process.pid): () => void {
  const file = path.join(dataDir, `server-${pid}.pid`);
  writeFileSync(file, `${pid} ${startTimeOf(pid) ?? ''}`.trim() + '\n');
  return () => rmSync(file, { force: true });
}

/**
 * The processes whose mark is in dataDir and that are still alive. A mark left by a server that
 * crashed names a process that is gone, or one started since, and is not counted.
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
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return [];
    const [, markedStart] = readMark(path.join(dataDir, name)).split(' ');
    const start = startTimeOf(pid);
    return markedStart && start && markedStart !== start ? [] : [pid];
  });
}

function readMark(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/** When the process started, in clock ticks since boot (Linux's /proc); undefined elsewhere. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name (2nd field) may hold spaces and brackets: count from after its closing bracket.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
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
