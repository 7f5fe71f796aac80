import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const WEB_APP = fileURLToPath(new URL('../../../web/', import.meta.url));

export interface BuiltServerEntry {
  /** The built entry, for `serverEntry` of buildApp. */
  file: string;
  remove(): Promise<void>;
}

/**
 * Builds the storefront's server entry from today's sources (as apps/web's build does, with its
 * config's plugins and aliases) into a folder of its own, so the server's rendering is tested on
 * the code beside it, never on a stale build.
 */
export async function buildStorefrontServerEntry(): Promise<BuiltServerEntry> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'backroom-ssr-'));
  // Vite builds for production only when NODE_ENV says so, and the test runner says 'test'.
  const testEnvironment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WEB_APP,
      configFile: path.join(WEB_APP, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = testEnvironment;
  }
  return { file: path.join(outDir, 'entry-server.js'), remove: () => rm(outDir, { recursive: true, force: true }) };
}
