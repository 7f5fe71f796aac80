import type { Selectable } from 'kysely';

/** Pictures' bytes kept in the database (the default picture store), by their content's key. */
export interface PictureBytesTable {
  /** pictureKeyOf(bytes): the SHA-256 of the bytes, in hex. */
  key: string;
  content_type: string;
  byte_size: number;
  /** blob on SQLite, bytea on PostgreSQL. */
  bytes: Buffer;
  created_at: string;
}
export type PictureBytesRow = Selectable<PictureBytesTable>;
