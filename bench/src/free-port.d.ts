export declare const LOOPBACK = "127.0.0.1";
/** A loopback port nobody listens on right now (the OS picks it). */
export declare function findFreePort(): Promise<number>;
