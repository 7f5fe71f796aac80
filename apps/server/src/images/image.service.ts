import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ShopDatabase } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { findImage, insertImage } from './image.repository.js';
import type { ImageRow } from './image.table.js';

/** Height of the rendition shown on item cards (SPEC section 9). */
export const CARD_IMAGE_HEIGHT = 180;
const MAX_IMAGE_SIDE = 1600;
/** Most pixels a picture may have before it is decoded: refuses decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const WEBP = 'image/webp';

export type ImageSize = 'full' | 'card';

function storeImageDir(shop: ShopDatabase, storeId: string): string {
  return path.join(shop.imageDir, storeId);
}

/**
 * Re-encodes an image as WebP (at most 1600 px a side, metadata dropped), makes its card
 * rendition and writes both under DATA_DIR; the caller records the returned row. The id comes
 * from the content, so the same picture twice gives one image.
 */
export async function encodeImage(
  shop: ShopDatabase,
  storeId: string,
  input: Buffer,
  now: string,
  { effort = 4 }: { effort?: number } = {},
): Promise<ImageRow> {
  const full = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort })
    .toBuffer({ resolveWithObject: true });
  const card = await cardRendition(full.data, effort);
  const hash = createHash('sha256').update(full.data).digest('hex');
  const id = `img-${hash.slice(0, 24)}`;
  const dir = storeImageDir(shop, storeId);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${id}.webp`), full.data);
  await writeFile(path.join(dir, `${id}-card.webp`), card);
  return {
    store_id: storeId,
    id,
    content_type: WEBP,
    width: full.info.width,
    height: full.info.height,
    byte_size: full.data.length,
    file_name: `${id}.webp`,
    card_file_name: `${id}-card.webp`,
    card_content_type: WEBP,
    etag: `"${hash.slice(0, 32)}"`,
    created_at: now,
  };
}

async function cardRendition(full: Buffer, effort: number): Promise<Buffer> {
  return sharp(full).resize({ height: CARD_IMAGE_HEIGHT }).webp({ quality: 80, effort }).toBuffer();
}

/** Makes an image's renditions again from its full picture, e.g. after they were lost or changed size. */
export async function renderImageRenditions(shop: ShopDatabase, storeId: string, imageId: string): Promise<void> {
  const image = await findImage(shop.db, storeId, imageId);
  if (!image) throw notFound(`There is no image '${imageId}'.`);
  const dir = storeImageDir(shop, storeId);
  let full: Buffer;
  try {
    full = await readFile(path.join(dir, image.file_name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(`The file of image '${imageId}' is missing.`);
    throw error;
  }
  await writeFile(path.join(dir, image.card_file_name), await cardRendition(full, 4));
}

/** Encodes an image and records it; returns its id. */
export async function storeImage(shop: ShopDatabase, storeId: string, input: Buffer, now: string): Promise<string> {
  const image = await encodeImage(shop, storeId, input, now);
  await insertImage(shop.db, image);
  return image.id;
}

export interface ImageFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

export async function readImage(shop: ShopDatabase, storeId: string, imageId: string, size: ImageSize): Promise<ImageFile> {
  const image = await findImage(shop.db, storeId, imageId);
  if (!image) throw notFound(`There is no image '${imageId}'.`);
  const fileName = size === 'card' ? image.card_file_name : image.file_name;
  try {
    const body = await readFile(path.join(storeImageDir(shop, storeId), fileName));
    return {
      body,
      contentType: size === 'card' ? image.card_content_type : image.content_type,
      etag: size === 'card' ? image.etag.replace(/"$/, '-card"') : image.etag,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(`The file of image '${imageId}' is missing.`);
    throw error;
  }
}
