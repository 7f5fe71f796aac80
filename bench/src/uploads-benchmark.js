import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sampleCatalogue } from './catalogue-sample.js';
import { prepareDatabase } from './database-target.js';
import { latencySummary } from './latency-sample.js';
import { startManagedProcess } from './managed-process.js';
import { seedCatalogue } from './seed-catalogue.js';
import { serverEnv, startServer } from './server-process.js';
const STAFF_ENTRY = fileURLToPath(new URL('../../apps/server/dist/identity/staff-cli.js', import.meta.url));
const STORE_ID = 'uploads';
const STORE_ITEMS = 2_000;
const STAFF_EMAIL = 'bench-staff@example.ca';
const STAFF_PASSWORD = 'bench-uploads-password';
/** The upload limit: 50 files of at most 2 MiB (deposit-contract.ts). */
export const UPLOAD_FILES = 50;
const FILE_BYTES = 2_000_000;
/** Shoppers asking one request at a time each, as the latency sample's clients do. */
const SHOPPERS = 4;
const QUIET_SECONDS = 5;
const REQUEST_TIMEOUT_MS = 60_000;
/** An Interac notice as an .eml of about `bytes`: a base64 text part, the notice then a long quoted thread. */
function bulkyNotice(index, bytes) {
    const notice = [
        `INTERAC e-Transfer: KIM LEE ${index} sent you money.`,
        '',
        `KIM LEE ${index} sent you $${(10 + index).toFixed(2)} (CAD) and the money has been automatically deposited into your bank account.`,
        '',
        `Message: bench upload ${index}`,
        '',
        `Reference Number: CAbench${randomBytes(4).toString('hex')}`,
        '',
        'Date: Nov 20, 2026',
        '',
    ].join('\r\n');
    const headers = ['From: notify@payments.interac.ca', 'To: shop@example.ca', `Subject: INTERAC e-Transfer ${index}`, 'Date: Fri, 20 Nov 2026 10:03:11 -0400', 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', ''].join('\r\n');
    // Base64 of n bytes takes 4n/3 characters and a CRLF every 76: the text that fills `bytes`.
    const textBytes = Math.floor(((bytes - headers.length) * 3 * 76) / (4 * 78)) - 3;
    const quoted = `${notice}${'> An earlier message of this thread, quoted as mail programs do.\r\n'.repeat(Math.ceil(textBytes / 66))}`.slice(0, textBytes);
    const body = Buffer.from(quoted).toString('base64').replace(/.{76}/g, '$&\r\n');
    return Buffer.from(`${headers}${body}\r\n`);
}
export async function staffToken(target, baseUrl) {
    const adding = startManagedProcess({
        name: 'staff account',
        command: process.execPath,
        args: [STAFF_ENTRY, 'add', STAFF_EMAIL, '--role', 'staff'],
        env: serverEnv(target, { STAFF_PASSWORD }),
    });
    // A second run finds the account there already: signing in is what counts.
    await new Promise((resolve) => adding.child.once('close', resolve));
    const response = await fetch(`${baseUrl}/api/v1/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }) });
    if (!response.ok)
        throw new Error(`staff sign-in answered ${response.status}: ${await response.text()}`);
    return (await response.json()).token;
}
/** Shoppers asking for `paths` in turn, one request at a time each, until `until` resolves. */
export async function shoppersUntil(baseUrl, paths, until) {
    let done = false;
    void until.finally(() => (done = true));
    const all = [];
    const healthz = [];
    let errors = 0;
    let next = 0;
    const shopper = async () => {
        while (!done) {
            const path = paths[next++ % paths.length];
            const started = performance.now();
            try {
                const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
                await response.arrayBuffer();
                if (response.status !== 200)
                    errors += 1;
                const took = performance.now() - started;
                all.push(took);
                if (path === '/healthz')
                    healthz.push(took);
            }
            catch {
                errors += 1;
            }
        }
    };
    await Promise.all(Array.from({ length: SHOPPERS }, shopper));
    return { all, healthz, errors };
}
/**
 * Staff upload 50 notices of 2 MB (base64 bodies), twice, to the built server on SQLite while
 * shoppers ask for category listings and /healthz; first the shoppers alone, for comparison.
 */
export async function runUploadsBenchmark(log, nodeFlags = []) {
    const target = await prepareDatabase('sqlite', 'uploads');
    log(`${target.label}: seeding ${STORE_ITEMS.toLocaleString('en-US')} items into store '${STORE_ID}' if missing…`);
    log(`  ${await seedCatalogue(target, STORE_ITEMS, STORE_ID)}`);
    const server = await startServer(target, nodeFlags);
    try {
        const storePath = `/${STORE_ID}/api/v1`;
        const sample = await sampleCatalogue(`${server.baseUrl}${storePath}`, STORE_ITEMS);
        const paths = [...sample.leafCategoryIds.slice(0, 8).map((id) => `${storePath}/items/category/${encodeURIComponent(id)}`), '/healthz'];
        for (const path of paths)
            await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
        const token = await staffToken(target, server.baseUrl);
        log(`  shoppers alone for ${QUIET_SECONDS} s`);
        const quiet = await shoppersUntil(server.baseUrl, paths, new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000)));
        // Made before the shoppers start: building 100 MB of notices would stall this process's shoppers, not the server's.
        const forms = [0, 1].map((round) => {
            const form = new FormData();
            for (let index = 0; index < UPLOAD_FILES; index += 1) {
                form.append('files', new Blob([bulkyNotice(round * UPLOAD_FILES + index, FILE_BYTES)], { type: 'message/rfc822' }), `notice-${round}-${index}.eml`);
            }
            return form;
        });
        const uploads = [];
        const uploadAll = async () => {
            for (const [round, form] of forms.entries()) {
                const started = performance.now();
                const response = await fetch(`${server.baseUrl}${storePath}/deposits/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
                const answer = (await response.json());
                uploads.push({ files: UPLOAD_FILES, fileBytes: FILE_BYTES, seconds: (performance.now() - started) / 1000, status: response.status, imported: answer.deposits?.length ?? 0 });
                log(`  upload ${round + 1}: ${UPLOAD_FILES} × ${(FILE_BYTES / 1e6).toFixed(1)} MB answered ${response.status} in ${uploads.at(-1).seconds.toFixed(1)} s`);
            }
        };
        log(`  shoppers while staff upload 2 × ${UPLOAD_FILES} notices`);
        const during = await shoppersUntil(server.baseUrl, paths, uploadAll());
        return {
            quiet: latencySummary(quiet.all, SHOPPERS, quiet.errors),
            duringUploads: latencySummary(during.all, SHOPPERS, during.errors),
            healthzDuringUploads: latencySummary(during.healthz, SHOPPERS, 0),
            uploads,
        };
    }
    finally {
        await server.process.stop();
    }
}
//# sourceMappingURL=uploads-benchmark.js.map