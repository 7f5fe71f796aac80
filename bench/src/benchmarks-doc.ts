import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_DOC = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

const INTRO = `# Benchmarks

What Backroom's server and storefront manage on one machine, measured by the \`bench\` workspace.
Each section below is rewritten by the benchmark that owns it; the rest of the file is left alone.

Run them with \`npm run bench\` (builds first). The API benchmark seeds a generated catalogue of
100,000 items into SQLite and PostgreSQL once (kept under the OS temp folder in
\`backroom-bench/\` and the PostgreSQL database \`backroom_bench\`), starts the built server in a
child process and loads it with wrk, beside a bare \`node:http\` server and a bare Fastify route
serving the same bytes. Options: \`BENCH_DURATION\` (seconds per endpoint,
default 10), \`BENCH_ONLY=sqlite|postgres\`, \`BENCH_ITEMS\` (default 100000),
\`BENCH_CONNECTIONS\` (default 50), \`BENCH_POSTGRES_URL\` (default
\`postgres://postgres@127.0.0.1:5432\`).
`;

/** Puts `section` between `<!-- {name}:start -->` and `<!-- {name}:end -->`, adding them at the end if missing. */
export async function writeDocSection(name: string, section: string, file = BENCHMARKS_DOC): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${section.trim()}\n${end}`;
  const current = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return INTRO;
    throw error;
  });
  const startAt = current.indexOf(start);
  const endAt = current.indexOf(end, startAt);
  const updated =
    startAt >= 0 && endAt >= 0
      ? current.slice(0, startAt) + block + current.slice(endAt + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, updated);
}
