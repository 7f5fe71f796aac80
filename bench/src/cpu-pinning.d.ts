/** Which side of a load test a process is on: the server under test or the load generator. */
export type PinnedRole = 'server' | 'load';
/** A command as it is started: with `taskset` in front when the process is pinned. */
export interface PinnedCommand {
    command: string;
    args: string[];
}
/**
 * The CPUs each side runs on, or null when the machine cannot keep them apart (one CPU, or no
 * taskset). The load generator gets CPU 0 and the server the rest, so the two never take turns on
 * one core and what is measured is the server, not the client's share of a core.
 */
export declare function cpuPinning(): Record<PinnedRole, string> | null;
export declare function pinned(role: PinnedRole, command: string, args: readonly string[]): PinnedCommand;
/** How a report says where each side ran. */
export declare function describePinning(): string;
