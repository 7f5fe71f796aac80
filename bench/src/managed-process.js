import { spawn } from 'node:child_process';
const STOP_GRACE_MS = 5_000;
const READY_POLL_MS = 100;
const OUTPUT_TAIL_CHARS = 4_000;
const running = new Set();
// A crash of the benchmark must not leave servers holding a core; 'exit' only allows sync work.
process.once('exit', () => {
    for (const managed of running)
        managed.child.kill('SIGKILL');
});
export function startManagedProcess(options) {
    const child = spawn(options.command, options.args, {
        cwd: options.cwd,
        env: options.env,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keepTail = (chunk) => {
        tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout?.on('data', keepTail);
    child.stderr?.on('data', keepTail);
    const exited = new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null)
            resolve();
        else
            child.once('exit', () => resolve());
    });
    const managed = {
        name: options.name,
        child,
        outputTail: () => tail,
        stop: async () => {
            running.delete(managed);
            if (child.exitCode !== null || child.signalCode !== null)
                return;
            child.kill('SIGTERM');
            const forced = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
            await exited;
            clearTimeout(forced);
        },
    };
    child.once('exit', () => running.delete(managed));
    running.add(managed);
    return managed;
}
/** Stops every process still running, e.g. after an error. */
export async function stopAllManagedProcesses() {
    await Promise.all([...running].map((managed) => managed.stop()));
}
/** Polls `url` until it answers 200; fails early if the process exits or the time runs out. */
export async function waitUntilReady(managed, url, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        if (managed.child.exitCode !== null || managed.child.signalCode !== null) {
            throw new Error(`${managed.name} exited before it was ready:\n${managed.outputTail()}`);
        }
        try {
            const response = await fetch(url, { signal: AbortSignal.timeout(READY_POLL_MS * 10) });
            await response.arrayBuffer();
            if (response.status === 200)
                return;
        }
        catch {
            // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
    throw new Error(`${managed.name} was not ready within ${timeoutMs / 1000} s:\n${managed.outputTail()}`);
}
//# sourceMappingURL=managed-process.js.map