import { accessSync, constants } from 'node:fs';
import os from 'node:os';
const TASKSET = '/usr/bin/taskset';
/**
 * The CPUs each side runs on, or null when the machine cannot keep them apart (one CPU, or no
 * taskset). The load generator gets CPU 0 and the server the rest, so the two never take turns on
 * one core and what is measured is the server, not the client's share of a core.
 */
export function cpuPinning() {
    const cpus = os.availableParallelism();
    if (cpus < 2 || !isExecutable(TASKSET))
        return null;
    return { load: '0', server: cpus === 2 ? '1' : `1-${cpus - 1}` };
}
export function pinned(role, command, args) {
    const pinning = cpuPinning();
    if (pinning === null)
        return { command, args: [...args] };
    return { command: TASKSET, args: ['--cpu-list', pinning[role], command, ...args] };
}
/** How a report says where each side ran. */
export function describePinning() {
    const pinning = cpuPinning();
    if (pinning === null)
        return 'not pinned (the machine has one CPU or no taskset): client and server share the CPUs';
    return `pinned with taskset: wrk on CPU ${pinning.load}, each server process on CPU ${pinning.server}`;
}
function isExecutable(file) {
    try {
        accessSync(file, constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=cpu-pinning.js.map