import type { DatabaseTarget } from './database-target.js';
import { type ManagedProcess } from './managed-process.js';
/** The built Backroom server, running as a child process on a loopback port. */
export interface ServerProcess {
    baseUrl: string;
    process: ManagedProcess;
}
/** Environment for the built server and seed command: the database's, quiet logs, no demo shop. */
export declare function serverEnv(target: DatabaseTarget, extra?: Record<string, string>): NodeJS.ProcessEnv;
/**
 * The built server on a free loopback port, pinned apart from the load generator where the
 * machine allows (`pin`: false lets it use every CPU, e.g. when several servers share them).
 */
export declare function startServer(target: DatabaseTarget, nodeFlags?: readonly string[], pin?: boolean): Promise<ServerProcess>;
