import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A built storefront's folder for the tests of the describe block this is called in: written
 * before them with `files` (paths inside it, such as 'index.html' or '.vite/manifest.json'),
 * removed after. Call it before the shop's own hooks, so that the folder outlives the shop.
 */
export function testWebRoot(files: Record<string, string>): { readonly path: string } {
  let folder: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'backroom-web-'));
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await writeFile(path.join(folder, name), content);
    }
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return {
    get path() {
      if (!folder) throw new Error('the web root is written in beforeAll: read it in a test or a hook');
      return folder;
    },
  };
}
