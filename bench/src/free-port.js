import net from 'node:net';
export const LOOPBACK = '127.0.0.1';
/** A loopback port nobody listens on right now (the OS picks it). */
export async function findFreePort() {
    return new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.unref();
        probe.once('error', reject);
        probe.listen(0, LOOPBACK, () => {
            const address = probe.address();
            const port = typeof address === 'object' && address !== null ? address.port : 0;
            probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
        });
    });
}
//# sourceMappingURL=free-port.js.map