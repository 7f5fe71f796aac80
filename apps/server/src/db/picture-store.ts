import { createHash } from 'node:crypto';

/**
 * Where pictures' bytes are kept, out of any one server's disk, so that a picture uploaded
 * through one process is served by every other (docs/decisions/030). Keys are made from the
 * bytes themselves (pictureKeyOf): a key always means the same bytes, so a write is safe to repeat
 * and a read safe to cache.
 */
export interface PictureStore {
  /** Keeps bytes under their key; a key already kept is left as it is. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes kept under a key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  /** Lets go of connections; the database store has none of its own. */
  close?(): Promise<void>;
}

/** The key of some bytes in every picture store: their SHA-256, in hex. */
export function pictureKeyOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Whether a text is a key pictureKeyOf made (rows from before the stores hold file names). */
export function isPictureKey(text: string): boolean {
  return /^[0-9a-f]{64}$/.test(text);
}
