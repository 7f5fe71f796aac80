import type { Db } from './database.js';
import type { PictureStore } from './picture-store.js';

/**
 * Pictures kept in the shop's own database (table picture_bytes): every process that reaches the
 * database reaches them, and one backup holds the shop and its pictures.
 */
export class DatabasePictureStore implements PictureStore {
  constructor(private readonly db: Db) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.db
      .insertInto('picture_bytes')
      .values({ key, content_type: contentType, byte_size: bytes.length, bytes, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }

  async get(key: string): Promise<Buffer | undefined> {
    const row = await this.db.selectFrom('picture_bytes').select('bytes').where('key', '=', key).executeTakeFirst();
    return row?.bytes;
  }

  async has(key: string): Promise<boolean> {
    const row = await this.db.selectFrom('picture_bytes').select('key').where('key', '=', key).executeTakeFirst();
    return row !== undefined;
  }
}
