import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ShopDatabase } from '../db/database.js';
import { type PictureColumn, replacePictureKey } from './image.repository.js';
import type { ImageRow } from './image.table.js';
import { isPictureKey, pictureKeyOf } from '../db/picture-store.js';

export interface ImageMoveReport {
  /** Picture files put in the store. */
  moved: number;
  /** Pictures the store held already. */
  alreadyThere: number;
  /** Files of recorded images not found in the old folder, as {store}/{file}. */
  missing: string[];
}

/** A mistake in what the command was given: told plainly. */
export class ImageMoveError extends Error {}

const BATCH_SIZE = 200;
// A bucket is a round trip away: a few pictures at a time, not thousands.
const PICTURES_AT_ONCE = 4;

/** The name an image's picture had in the old folder (DATA_DIR/images/{store}/). */
function oldFileName(image: ImageRow, column: PictureColumn): string {
  const key = image[column];
  if (!isPictureKey(key)) return key;
  return column === 'picture_key' ? `${image.id}.webp` : `${image.id}-card.webp`;
}

/** Whether a name stays inside its folder: names come from the database, not from the files. */
const isPlainName = (name: string) => name !== '' && name !== '.' && name !== '..' && path.basename(name) === name;

async function movePicture(shop: ShopDatabase, fromDir: string, image: ImageRow, column: PictureColumn, report: ImageMoveReport): Promise<void> {
  const key = image[column];
  if (isPictureKey(key) && (await shop.pictures.has(key))) {
    report.alreadyThere += 1;
    return;
  }
  const name = oldFileName(image, column);
  const where = `${image.store_id}/${name}`;
  if (!isPlainName(image.store_id) || !isPlainName(name)) {
    report.missing.push(where);
    return;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(fromDir, image.store_id, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    report.missing.push(where);
    return;
  }
  const movedKey = pictureKeyOf(bytes);
  await shop.pictures.put(movedKey, bytes, column === 'picture_key' ? image.content_type : image.card_content_type);
  if (movedKey !== key) await replacePictureKey(shop.db, image, column, movedKey);
  report.moved += 1;
}

/**
 * Puts the picture files of every recorded image, from the folder the server kept them in before
 * migration 0012 (DATA_DIR/images/{store}/), into the shop's picture store, and points each image
 * at its pictures' keys. Safe to run again and while servers run: a picture the store holds is
 * counted and left alone. The files stay where they are.
 */
export async function moveImageFiles(shop: ShopDatabase, fromDir: string): Promise<ImageMoveReport> {
  if (!(await stat(fromDir).catch(() => null))?.isDirectory()) throw new ImageMoveError(`There is no folder ${fromDir} to move pictures from.`);
  const report: ImageMoveReport = { moved: 0, alreadyThere: 0, missing: [] };
  let after: { storeId: string; id: string } | null = null;
  for (;;) {
    let query = shop.db.selectFrom('images').selectAll().orderBy('store_id').orderBy('id').limit(BATCH_SIZE);
    if (after) {
      const { storeId, id } = after;
      query = query.where((eb) => eb.or([eb('store_id', '>', storeId), eb.and([eb('store_id', '=', storeId), eb('id', '>', id)])]));
    }
    const images = await query.execute();
    const queue = images.flatMap((image) => (['picture_key', 'card_picture_key'] as const).map((column) => ({ image, column })));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await movePicture(shop, fromDir, next.image, next.column, report);
    };
    await Promise.all(Array.from({ length: PICTURES_AT_ONCE }, worker));
    const last = images.at(-1);
    if (!last || images.length < BATCH_SIZE) return { ...report, missing: report.missing.sort() };
    after = { storeId: last.store_id, id: last.id };
  }
}
