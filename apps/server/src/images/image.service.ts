import sharp from 'sharp';
import type { Db, ShopDatabase, Tx } from '../db/database.js';
import { notFound } from '../errors/app-error.js';
import { findImage, insertImage, replacePictureKey } from './image.repository.js';
import type { ImageRow } from './image.table.js';
import { isPictureKey, pictureKeyOf } from '../db/picture-store.js';

/** Height of the rendition shown on item cards (SPEC section 9). */
export const CARD_IMAGE_HEIGHT = 180;
const MAX_IMAGE_SIDE = 1600;
/** Most pixels a picture may have before it is decoded: refuses decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const WEBP = 'image/webp';

export type ImageSize = 'full' | 'card';

/** A picture made ready for the shop: its row, and the bytes its keys name. */
export interface EncodedImage {
  row: ImageRow;
  full: Buffer;
  card: Buffer;
}

/** The ids of every picture the store has (an import checks the Image IDs of a file against them). */
export async function storeImageIds(db: Db, storeId: string): Promise<string[]> {
  return (await db.selectFrom('images').select('id').where('store_id', '=', storeId).execute()).map((row) => row.id);
}

/** Whether the store has the picture `imageId`. */
export async function imageExists(db: Db, storeId: string, imageId: string): Promise<boolean> {
  return (await findImage(db, storeId, imageId)) !== undefined;
}

/** Records an encoded picture's row in the caller's transaction; the same picture twice is one row. */
export async function recordImage(tx: Tx, image: EncodedImage): Promise<void> {
  await insertImage(tx, image.row);
}

/**
 * Re-encodes an image as WebP (at most 1600 px a side, metadata dropped) and makes its card
 * rendition; keepPictures then stores both and the caller records the row. The id comes from the
 * content, so the same picture twice gives one image.
 */
export async function encodeImage(storeId: string, input: Buffer, now: string, { effort = 4 }: { effort?: number } = {}): Promise<EncodedImage> {
  const full = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort })
    .toBuffer({ resolveWithObject: true });
  const card = await cardRendition(full.data, effort);
  const hash = pictureKeyOf(full.data);
  const row: ImageRow = {
    store_id: storeId,
    id: `img-${hash.slice(0, 24)}`,
    content_type: WEBP,
    width: full.info.width,
    height: full.info.height,
    byte_size: full.data.length,
    picture_key: hash,
    card_picture_key: pictureKeyOf(card),
    card_content_type: WEBP,
    etag: `"${hash.slice(0, 32)}"`,
    created_at: now,
  };
  return { row, full: full.data, card };
}

/** Puts an encoded image's pictures in the shop's picture store, before its row is recorded. */
export async function keepPictures(shop: ShopDatabase, { row, full, card }: EncodedImage): Promise<void> {
  await shop.pictures.put(row.picture_key, full, row.content_type);
  await shop.pictures.put(row.card_picture_key, card, row.card_content_type);
}

async function cardRendition(full: Buffer, effort: number): Promise<Buffer> {
  return sharp(full).resize({ height: CARD_IMAGE_HEIGHT }).webp({ quality: 80, effort }).toBuffer();
}

/** The bytes a key names, or a 404 saying the picture is missing (or still a file to move). */
async function pictureBytes(shop: ShopDatabase, image: ImageRow, key: string): Promise<Buffer> {
  if (!isPictureKey(key)) {
    throw notFound(`The picture of image '${image.id}' is still a file in the old image folder: run \`npm run images -- move\`.`);
  }
  const bytes = await shop.pictures.get(key);
  if (!bytes) throw notFound(`The picture of image '${image.id}' is missing.`);
  return bytes;
}

/** Makes an image's renditions again from its full picture, e.g. after they were lost or changed size. */
export async function renderImageRenditions(shop: ShopDatabase, storeId: string, imageId: string): Promise<void> {
  const image = await findImage(shop.db, storeId, imageId);
  if (!image) throw notFound(`There is no image '${imageId}'.`);
  const card = await cardRendition(await pictureBytes(shop, image, image.picture_key), 4);
  const key = pictureKeyOf(card);
  await shop.pictures.put(key, card, image.card_content_type);
  if (key !== image.card_picture_key) await replacePictureKey(shop.db, image, 'card_picture_key', key);
}

export interface ImageAnswer {
  contentType: string;
  etag: string;
  /** Null when the client's copy (If-None-Match) is this one: nothing is read. */
  body: Buffer | null;
}

/** An image's picture or card rendition as served, unless the client already has it. */
export async function readImage(
  shop: ShopDatabase,
  storeId: string,
  imageId: string,
  size: ImageSize,
  ifNoneMatch: string | undefined,
): Promise<ImageAnswer> {
  const image = await findImage(shop.db, storeId, imageId);
  if (!image) throw notFound(`There is no image '${imageId}'.`);
  const card = size === 'card';
  const etag = card ? image.etag.replace(/"$/, '-card"') : image.etag;
  return {
    contentType: card ? image.card_content_type : image.content_type,
    etag,
    body: ifNoneMatch === etag ? null : await pictureBytes(shop, image, card ? image.card_picture_key : image.picture_key),
  };
}
