import type { Selectable } from 'kysely';

export interface ImageTable {
  store_id: string;
  id: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  /**
   * The full picture's key in the picture store (PictureStore). A row from before migration 0012
   * holds its old file name under DATA_DIR/images/{store}/ until `npm run images -- move`.
   */
  picture_key: string;
  /** The 180-pixel-high card rendition's key, likewise. */
  card_picture_key: string;
  card_content_type: string;
  etag: string;
  created_at: string;
}
export type ImageRow = Selectable<ImageTable>;
