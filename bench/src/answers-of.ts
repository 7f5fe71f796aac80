import type { BaselineAnswer } from './baseline-answers.js';

const CLIENTS = 4;

/**
 * The server's answer to each path, asked a few at a time, as a client sends it that takes no
 * compression (as wrk does); every answer must be a 200.
 */
export async function answersOf(baseUrl: string, paths: readonly string[]): Promise<Map<string, BaselineAnswer>> {
  const answers = new Map<string, BaselineAnswer>();
  let next = 0;
  const client = async () => {
    while (next < paths.length) {
      const path = paths[next] as string;
      next += 1;
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
      answers.set(path, { contentType: response.headers.get('content-type') ?? 'application/octet-stream', body });
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return answers;
}
