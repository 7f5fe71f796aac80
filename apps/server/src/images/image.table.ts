import type { Selectable } from 'kysely';

export interface ImageTable {
  store_id: string;
  id: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  /** File under DATA_DIR/images/{store}/. */
  file_name: string;
  /** The 180-pixel-high card rendition. */
  card_file_name: string;
  card_content_type: string;
  etag: string;
  created_at: string;
}
export type ImageRow = Selectable<ImageTable>;
