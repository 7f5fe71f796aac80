import type { StaffItem } from '@backroom/core/catalog';
import type { RequestContext } from '../request-context.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import { attachItemImage, checkEditedVersion } from '../catalog/staff-item.service.js';
import type { ShopDatabase, Tx } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { acceptPicture } from '../images/image-acceptance.js';
import { fetchImageFromUrl, type ImageFetchPolicy } from '../images/image-url-fetch.js';
import { encodeImage, keepPictures, recordImage, type EncodedImage } from '../images/image.service.js';

/**
 * Makes a picture an item's image: checked by its bytes, re-encoded as WebP with its metadata
 * dropped, its card rendition made and both kept in the picture store, then attached over the
 * version the editor saw. A store that cannot be reached fails the upload and changes nothing.
 * `shop` holds the picture store the bytes go to.
 */
export async function setItemImage(
  ctx: RequestContext,
  catalog: CatalogChanges,
  shop: ShopDatabase,
  itemId: string,
  bytes: Buffer,
  editedVersion: string,
  source: string,
): Promise<StaffItem> {
  await checkEditedVersion(ctx, itemId, editedVersion);
  await acceptPicture(bytes);
  let image: EncodedImage;
  try {
    image = await encodeImage(ctx.storeId, bytes, ctx.now().toISOString());
  } catch (error) {
    ctx.log.info({ err: error }, 'picture could not be encoded');
    throw new AppError(422, 'IMAGE_REJECTED', 'This picture cannot be read: it is damaged or incomplete.');
  }
  await keepPictures(shop, image);
  const { id, width, height } = image.row;
  const picture = { id, width, height, record: (tx: Tx) => recordImage(tx, image) };
  return attachItemImage(ctx, catalog, itemId, picture, editedVersion, source);
}

/** PATCH /items/{id}/image: the picture at a public web address becomes the item's image. */
export async function setItemImageFromUrl(
  ctx: RequestContext,
  catalog: CatalogChanges,
  shop: ShopDatabase,
  itemId: string,
  imageUrl: string,
  editedVersion: string,
  policy: ImageFetchPolicy,
): Promise<StaffItem> {
  // Nothing is fetched for an item that cannot take the picture.
  await checkEditedVersion(ctx, itemId, editedVersion);
  const bytes = await fetchImageFromUrl(imageUrl, policy);
  return setItemImage(ctx, catalog, shop, itemId, bytes, editedVersion, `url ${imageUrl}`);
}
