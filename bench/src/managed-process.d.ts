import { type ChildProcess } from 'node:child_process';
/** A child process this run started; it is stopped at the end of the run, whatever happens. */
export interface ManagedProcess {
    readonly name: string;
    readonly child: ChildProcess;
    /** The last few thousand characters the process wrote, for error messages. */
    outputTail(): string;
    stop(): Promise<void>;
}
export interface ManagedProcessOptions {
    name: string;
    command: string;
    args: readonly string[];
    env: NodeJS.ProcessEnv;
    cwd?: string;
}
export declare function startManagedProcess(options: ManagedProcessOptions): ManagedProcess;
/** Stops every process still running, e.g. after an error. */
export declare function stopAllManagedProcesses(): Promise<void>;
/** Polls `url` until it answers 200; fails early if the process exits or the time runs out. */
export declare function waitUntilReady(managed: ManagedProcess, url: string, timeoutMs: number): Promise<void>;
