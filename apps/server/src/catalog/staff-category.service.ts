import type { Category } from '@backroom/core/catalog';
import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';
import { categorySlug, type CreateCategoryBody, type RenameCategoryBody } from '@backroom/core/staff-catalog';
import { recordAudit } from '../audit/audit-log.js';
import type { Db, Tx } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import {
  countCategoryItems,
  deleteCategoryRow,
  findCategory,
  insertCategories,
  listChildCategories,
  updateCategory,
} from './category.repository.js';
import { toCategory } from './category.service.js';
import type { CategoryRow } from './category.table.js';
import type { RequestContext } from '../request-context.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import { commitCatalogChange } from './catalog-change.js';

/** Deeper than any real shop's tree: a walk up that goes on longer has met a loop in old data. */
const MAX_DEPTH = 64;

const invalid = (path: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

async function requireCategory(db: Db, storeId: string, categoryId: string): Promise<CategoryRow> {
  const row = await findCategory(db, storeId, categoryId);
  if (!row) throw notFound(`There is no category '${categoryId}'.`);
  return row;
}

/** The parent a category path names: each id must sit inside the one before it. */
async function parentOfPath(db: Db, storeId: string, path: string): Promise<string> {
  const steps = path.split('/').map((step) => step.trim()).filter((step) => step !== '');
  if (steps[0] === TOP_LEVEL_PARENT_ID) steps.shift();
  let parentId = TOP_LEVEL_PARENT_ID;
  for (const step of steps) {
    const category = await findCategory(db, storeId, step);
    if (!category) throw notFound(`The path names category '${step}', which does not exist.`);
    if (category.parent_id !== parentId) {
      throw invalid('body/path', `Category '${step}' is not inside '${parentId === TOP_LEVEL_PARENT_ID ? 'the top level' : parentId}'.`);
    }
    parentId = step;
  }
  return parentId;
}

async function freeCategoryId(db: Db, storeId: string, name: string): Promise<string> {
  const slug = categorySlug(name);
  for (let suffix = 1; ; suffix++) {
    const id = suffix === 1 ? slug : `${slug}-${suffix}`;
    if (!(await findCategory(db, storeId, id))) return id;
  }
}

/** Numbers a parent's children 0, 1, 2… in the order given, writing only those that moved. */
async function renumber(tx: Tx, storeId: string, ordered: readonly CategoryRow[], now: string) {
  for (const [position, category] of ordered.entries()) {
    if (category.position !== position) await updateCategory(tx, storeId, category.id, { position, updated_at: now });
  }
}

const placement = (row: CategoryRow) => ({ parentId: row.parent_id, position: row.position });

/** PUT /categories: a new category at the end of its parent's children. */
export async function createCategory(ctx: RequestContext,
  catalog: CatalogChanges, body: CreateCategoryBody): Promise<Category> {
  const { storeId } = ctx;
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const parentId = await parentOfPath(tx, storeId, body.path);
    const id = await freeCategoryId(tx, storeId, body.name);
    const siblings = await listChildCategories(tx, storeId, parentId);
    const now = ctx.now().toISOString();
    await insertCategories(tx, [
      {
        store_id: storeId,
        id,
        name: body.name,
        short_name: body.shortName ?? body.name,
        parent_id: parentId,
        position: siblings.length,
        image_id: null,
        created_at: now,
        updated_at: now,
      },
    ]);
    const after = toCategory(await requireCategory(tx, storeId, id));
    await recordAudit(tx, { storeId, actor: ctx.actor, action: 'create', entity: 'category', entityId: id, before: null, after, at: now });
    return after;
  });
}

/** PUT /categories/{id}: a new name (and short name, which follows the name unless given). */
export async function renameCategory(ctx: RequestContext,
  catalog: CatalogChanges, categoryId: string, body: RenameCategoryBody): Promise<Category> {
  if (body.id !== categoryId) throw invalid('body/id', `The body names category '${body.id}' but the path names '${categoryId}'.`);
  const { storeId } = ctx;
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await requireCategory(tx, storeId, categoryId);
    const now = ctx.now().toISOString();
    await updateCategory(tx, storeId, categoryId, { name: body.name, short_name: body.shortName ?? body.name, updated_at: now });
    const after = toCategory(await requireCategory(tx, storeId, categoryId));
    await recordAudit(tx, {
      storeId,
      actor: ctx.actor,
      action: 'rename',
      entity: 'category',
      entityId: categoryId,
      before: { name: before.name, shortName: before.short_name },
      after: { name: after.name, shortName: after.shortName },
      at: now,
    });
    return after;
  });
}

/** DELETE /categories/{id}: only an empty category, so nothing is left without a shelf. */
export async function deleteCategory(ctx: RequestContext,
  catalog: CatalogChanges, categoryId: string): Promise<void> {
  const { storeId } = ctx;
  await commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await requireCategory(tx, storeId, categoryId);
    const children = (await listChildCategories(tx, storeId, categoryId)).length;
    const items = await countCategoryItems(tx, storeId, categoryId);
    if (children > 0 || items > 0) {
      const holds = [items > 0 ? `${items} item(s)` : '', children > 0 ? `${children} subcategory(ies)` : ''].filter(Boolean);
      throw conflict(`Category '${categoryId}' still holds ${holds.join(' and ')}: move or delete them before deleting it.`);
    }
    await deleteCategoryRow(tx, storeId, categoryId);
    const now = ctx.now().toISOString();
    await renumber(tx, storeId, await listChildCategories(tx, storeId, before.parent_id), now);
    await recordAudit(tx, {
      storeId,
      actor: ctx.actor,
      action: 'delete',
      entity: 'category',
      entityId: categoryId,
      before: toCategory(before),
      after: null,
      at: now,
    });
  });
}

/**
 * POST /categories/{id}/move/{position}: puts a category at a place among its siblings (0 is
 * first; past the end means last) and answers the siblings in their new order.
 */
export async function moveCategory(ctx: RequestContext,
  catalog: CatalogChanges, categoryId: string, position: number): Promise<Category[]> {
  const { storeId } = ctx;
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await requireCategory(tx, storeId, categoryId);
    const siblings = (await listChildCategories(tx, storeId, before.parent_id)).filter((row) => row.id !== categoryId);
    const at = Math.min(position, siblings.length);
    const now = ctx.now().toISOString();
    await renumber(tx, storeId, [...siblings.slice(0, at), before, ...siblings.slice(at)], now);
    const reordered = await listChildCategories(tx, storeId, before.parent_id);
    await recordAudit(tx, {
      storeId,
      actor: ctx.actor,
      action: 'move',
      entity: 'category',
      entityId: categoryId,
      before: placement(before),
      after: { parentId: before.parent_id, position: at },
      at: now,
    });
    return reordered.map(toCategory);
  });
}

/** Refuses to put a category inside itself or inside one of its own descendants. */
async function refuseLoop(db: Db, storeId: string, childId: string, parentId: string) {
  if (parentId === childId) throw conflict(`Category '${childId}' cannot be inside itself.`);
  let ancestor = parentId;
  for (let depth = 0; ancestor !== TOP_LEVEL_PARENT_ID; depth++) {
    const row = await findCategory(db, storeId, ancestor);
    if (!row || depth > MAX_DEPTH) return;
    if (row.parent_id === childId) {
      throw conflict(`Category '${parentId}' is inside '${childId}': moving '${childId}' under it would make a loop.`);
    }
    ancestor = row.parent_id;
  }
}

/** PUT /categories/{childId}/{parentId}: moves a category under another ('1': the top level), last among its new siblings. */
export async function reparentCategory(ctx: RequestContext,
  catalog: CatalogChanges, childId: string, parentId: string): Promise<Category> {
  const { storeId } = ctx;
  return commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await requireCategory(tx, storeId, childId);
    if (parentId !== TOP_LEVEL_PARENT_ID) await requireCategory(tx, storeId, parentId);
    await refuseLoop(tx, storeId, childId, parentId);
    if (before.parent_id === parentId) return toCategory(before);
    const now = ctx.now().toISOString();
    const newSiblings = await listChildCategories(tx, storeId, parentId);
    await updateCategory(tx, storeId, childId, { parent_id: parentId, position: newSiblings.length, updated_at: now });
    await renumber(tx, storeId, await listChildCategories(tx, storeId, before.parent_id), now);
    const after = await requireCategory(tx, storeId, childId);
    await recordAudit(tx, {
      storeId,
      actor: ctx.actor,
      action: 'reparent',
      entity: 'category',
      entityId: childId,
      before: placement(before),
      after: placement(after),
      at: now,
    });
    return toCategory(after);
  });
}
