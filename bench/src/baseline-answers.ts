import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

/** One answer a baseline server gives: the bytes Backroom sent, with their type and coding. */
export interface BaselineAnswer {
  contentType: string;
  /** The body's content coding (e.g. br for a page), when it is compressed. */
  contentEncoding?: string;
  body: Buffer;
}

/**
 * Writes the answers a baseline server gives, by request path: the very bytes Backroom sent for
 * each path, so a baseline and Backroom are loaded with the same requests and send the same
 * bodies. One line a path: path, content type, content coding (or nothing) and the body in base64,
 * separated by tabs.
 */
export async function writeBaselineAnswers(file: string, answers: ReadonlyMap<string, BaselineAnswer>): Promise<void> {
  const lines = [...answers].map(([path, answer]) => {
    if (/[\t\n]/.test(path) || /[\t\n]/.test(answer.contentType)) throw new Error(`the answer to ${path} has a tab or newline`);
    return `${path}\t${answer.contentType}\t${answer.contentEncoding ?? ''}\t${answer.body.toString('base64')}\n`;
  });
  await writeFile(file, lines.join(''));
}

export function readBaselineAnswers(file: string): Map<string, BaselineAnswer> {
  const answers = new Map<string, BaselineAnswer>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [path, contentType, contentEncoding, body] = line.split('\t');
    if (path === undefined || contentType === undefined || body === undefined) continue;
    answers.set(path, { contentType, ...(contentEncoding ? { contentEncoding } : {}), body: Buffer.from(body, 'base64') });
  }
  return answers;
}
