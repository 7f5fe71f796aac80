import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER_ENTRY } from '../testing/built-server.js';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

/** Loads a built module in a Node of its own and answers which of `packages` it loaded with it. */
async function packagesLoadedWith(module: string, packages: string[]): Promise<string[]> {
  const script = `
    const { createRequire } = await import('node:module');
    await import(${JSON.stringify(pathToFileURL(module).href)});
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify(${JSON.stringify(packages)}.filter((name) => loaded.some((file) => file.includes('/node_modules/' + name + '/')))));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO });
  return JSON.parse(stdout) as string[];
}

describe('a server start without a bucket', () => {
  beforeAll(async () => {
    // The modules are the build's: bring it up to date with the sources (a no-op when it is).
    await run(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-b', 'packages/core', 'apps/server'], { cwd: REPO });
  }, 120_000);

  // Fastify, loaded by every start, shows that the check sees what a module loads. The bucket's own
  // tests (s3-pictures, backup-bucket) load the SDK on first use.
  it('does not load the AWS SDK (a tenth of a start\'s CPU)', async () => {
    const app = path.join(path.dirname(BUILT_SERVER_ENTRY), 'app.js');
    expect(await packagesLoadedWith(app, ['@aws-sdk/client-s3', 'fastify'])).toEqual(['fastify']);
  });
});
