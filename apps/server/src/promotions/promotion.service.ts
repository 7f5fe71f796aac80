import { randomUUID } from 'node:crypto';
import type { ErrorDetail } from '@backroom/core/api-error';
import { displayName } from '@backroom/core/item-display';
import { describePromotion, PROMOTION_TIME_ZONE } from '@backroom/core/promotions/describe-promotion';
import {
  type ActivePromotions,
  type CombiningRules,
  DEFAULT_PROMOTIONS_WITH_CODES,
  type Promotion,
  type PromotionBody,
  PromotionRule,
  type PromotionRuleBody,
  type PromotionsWithCodes,
  type PromotionTarget,
  type PromotionTargetBody,
  promotionStatus,
  type StaffPromotion,
  type StaffPromotionList,
} from '@backroom/core/promotions/promotion';
import { recordAudit } from '../audit/audit-log.js';
import { commitCatalogChange } from '../catalog/catalog-change.js';
import { getCategories } from '../catalog/category.service.js';
import { findOrderableItems } from '../catalog/item.service.js';
import type { Db, Tx } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import { readSettings } from '../store-settings/store-settings.service.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import {
  countPromotionUses,
  deletePromotionRow,
  insertOrderPromotions,
  findPromotionRow,
  insertPromotionRow,
  listCurrentPromotionRows,
  listOrderPromotions,
  listPromotionRows,
  returnPromotionUse,
  updatePromotionRow,
  usePromotion,
} from './promotion.repository.js';
import type { PromotionRow } from './promotion.table.js';

type StaffCtx = Pick<RequestContext, 'db' | 'dialect' | 'storeId' | 'actor' | 'now' | 'log'>;

/** Rules already read, by store and id with the text they were read from: every submission reads the promotions in effect. */
const parsedRules = new Map<string, { text: string; rule: PromotionRule }>();
const MAX_PARSED_RULES = 2_000;

function ruleOf(row: PromotionRow): PromotionRule {
  const key = `${row.store_id}\u0000${row.id}`;
  const known = parsedRules.get(key);
  if (known && known.text === row.rule) return known.rule;
  const rule = PromotionRule.parse(JSON.parse(row.rule));
  if (parsedRules.size >= MAX_PARSED_RULES) parsedRules.clear();
  parsedRules.set(key, { text: row.rule, rule });
  return rule;
}

/** A stored promotion as the engine reads it. */
export function promotionOf(row: PromotionRow): Promotion {
  return {
    id: row.id,
    name: row.name,
    rule: ruleOf(row),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    combinesWithPromotions: row.combines_with_promotions === 1,
  };
}

/** Staff's view; `uses`: the orders that got it, for a promotion without a limit (a limited one counts its uses itself). */
function staffView(row: PromotionRow, now: Date, uses?: ReadonlyMap<string, number>): StaffPromotion {
  const stored = promotionOf(row);
  const promotion = stored.usageLimit === null && uses ? { ...stored, usedCount: uses.get(row.id) ?? 0 } : stored;
  return {
    ...promotion,
    summary: { en: describePromotion(promotion, 'en', PROMOTION_TIME_ZONE, { now }), fr: describePromotion(promotion, 'fr', PROMOTION_TIME_ZONE, { now }) },
    status: promotionStatus(promotion, now),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The combining rules of decision 066 in sentences, with the store's choice for codes. */
export function combiningRules(withCodes: PromotionsWithCodes): CombiningRules {
  return {
    withCodes,
    rules: {
      en: [
        'A line of the cart gets at most one promotion, unless every promotion on it is marked "combines with other promotions".',
        'When several promotions could apply, the cart gets the set that takes the most off; on a tie, the fewer promotions.',
        withCodes === 'combine'
          ? 'A discount code applies on top of the promotions, on what is left after them.'
          : 'A discount code does not combine with promotions: the cart gets whichever takes more off (the promotions on a tie), and says so.',
        'A promotion with a limit of uses counts one use per order; when its uses run out as an order is placed, the shopper is asked to review the new price.',
      ],
      fr: [
        'Une ligne du panier reçoit au plus une promotion, sauf si chaque promotion sur la ligne est cumulable avec les autres promotions.',
        'Quand plusieurs promotions peuvent s’appliquer, le panier reçoit l’ensemble qui donne le plus grand rabais; à égalité, le moins de promotions.',
        withCodes === 'combine'
          ? 'Un code de réduction s’ajoute aux promotions, sur le montant qui reste après elles.'
          : 'Un code de réduction ne se cumule pas avec les promotions : le panier reçoit le plus grand des deux rabais (les promotions à égalité), et l’indique.',
        'Une promotion à nombre d’utilisations limité compte une utilisation par commande; si elle s’épuise au moment de la commande, on demande au client de revoir le nouveau prix.',
      ],
    },
  };
}

export const withCodesOf = (general: { promotions_with_codes?: PromotionsWithCodes | undefined }): PromotionsWithCodes =>
  general.promotions_with_codes ?? DEFAULT_PROMOTIONS_WITH_CODES;

/** The store's choice for codes, from its general configuration. */
export async function storeWithCodes(db: Db, storeId: string): Promise<PromotionsWithCodes> {
  return withCodesOf((await readSettings(db, storeId, 'general')).settings.general);
}

/**
 * A rule as staff sent it, resolved against the catalogue: each target's names (the summary's
 * words) and, for categories, every sub-category below the chosen ones (a promotion on a category
 * covers its sub-categories). Unknown items or categories are refused, naming them.
 */
async function resolveRule(db: Db, storeId: string, body: PromotionRuleBody): Promise<PromotionRule> {
  const categories = await getCategories(db, storeId);
  const problems: ErrorDetail[] = [];
  const resolve = async (target: PromotionTargetBody, path: string): Promise<PromotionTarget> => {
    switch (target.kind) {
      case 'items': {
        const ids = [...new Set(target.itemIds)];
        const rows = await findOrderableItems(db, storeId, ids);
        // Named as shoppers read them ('Big Bloom', not 'FoxFarm>Liquid>Big Bloom').
        const names = new Map(rows.map((row) => [row.id, displayName(row.name)]));
        ids.forEach((id, index) => {
          if (!names.has(id)) problems.push({ path: `${path}.itemIds.${String(index)}`, message: `There is no item '${id}'.` });
        });
        return { kind: 'items', itemIds: ids, names: ids.flatMap((id) => names.get(id) ?? []) };
      }
      case 'categories': {
        const ids = [...new Set(target.categoryIds)];
        const byId = new Map(categories.map((row) => [row.id, row]));
        ids.forEach((id, index) => {
          if (!byId.has(id)) problems.push({ path: `${path}.categoryIds.${String(index)}`, message: `There is no category '${id}'.` });
        });
        const expanded = new Set(ids.filter((id) => byId.has(id)));
        for (let grew = true; grew; ) {
          grew = false;
          for (const row of categories) {
            if (expanded.has(row.parentId) && !expanded.has(row.id)) {
              expanded.add(row.id);
              grew = true;
            }
          }
        }
        return { kind: 'categories', categoryIds: [...expanded].sort(), names: ids.flatMap((id) => byId.get(id)?.name ?? []) };
      }
      case 'brands': {
        const brands = [...new Set(target.brands.map((brand) => brand.trim()))];
        return { kind: 'brands', brands, names: brands };
      }
    }
  };
  let rule: PromotionRule;
  switch (body.kind) {
    case 'buy-x-get-y':
      rule = {
        kind: 'buy-x-get-y',
        buy: { target: await resolve(body.buy.target, 'rule.buy.target'), quantity: body.buy.quantity },
        get: { target: body.get.target === null ? null : await resolve(body.get.target, 'rule.get.target'), quantity: body.get.quantity, percentOff: body.get.percentOff },
      };
      break;
    case 'off':
      rule = { kind: 'off', target: await resolve(body.target, 'rule.target'), reward: body.reward };
      break;
    case 'spend':
      rule = { ...body };
      break;
  }
  if (problems.length > 0) {
    throw new AppError(400, 'PROMOTION_TARGET_UNKNOWN', problems.map((problem) => problem.message).join(' '), problems);
  }
  return rule;
}

/**
 * How long a process keeps a store's promotions for pricing orders: every submission needs them,
 * and on SQLite each query waits its turn on the one connection. Starts and ends are read against
 * the order's own clock, so they take effect on time; a staff change made in this process is seen
 * at once (the store's entry is dropped), in another process within this time. A use limit is
 * never passed: uses are taken by a conditional update in the order's transaction.
 */
export const PROMOTIONS_KEPT_MS = 1_000;
const keptPromotions = new Map<string, { until: number; rows: PromotionRow[] }>();

/** After a staff change commits: this process forgets what it kept of the store's promotions. */
async function changedPromotions<T>(storeId: string, change: Promise<T>): Promise<T> {
  try {
    return await change;
  } finally {
    keptPromotions.delete(storeId);
  }
}

const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** The columns staff set, from their body and its resolved rule. */
const columnsOf = (body: PromotionBody, rule: PromotionRule) => ({
  name: body.name,
  rule: JSON.stringify(rule),
  starts_at: instant(body.startsAt),
  ends_at: instant(body.endsAt),
  usage_limit: body.usageLimit,
  combines_with_promotions: body.combinesWithPromotions ? 1 : 0,
});

/** GET promotions: every promotion of the store, oldest first, with the combining rules. */
export async function listPromotions(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>): Promise<StaffPromotionList> {
  const now = ctx.now();
  const rows = await listPromotionRows(ctx.db, ctx.storeId);
  const uses = await countPromotionUses(ctx.db, ctx.storeId);
  return { promotions: rows.map((row) => staffView(row, now, uses)), combining: combiningRules(await storeWithCodes(ctx.db, ctx.storeId)) };
}

async function rowOrNotFound(db: Db, storeId: string, id: string): Promise<PromotionRow> {
  const row = await findPromotionRow(db, storeId, id);
  if (!row) throw notFound(`There is no promotion '${id}'.`);
  return row;
}

export async function getPromotion(ctx: Pick<RequestContext, 'db' | 'storeId' | 'now'>, id: string): Promise<StaffPromotion> {
  return staffView(await rowOrNotFound(ctx.db, ctx.storeId, id), ctx.now(), await countPromotionUses(ctx.db, ctx.storeId));
}

/** POST promotions: a new promotion, audited; the storefront's carts see it at once (the catalogue version moves). */
export async function createPromotion(ctx: StaffCtx, catalog: CatalogChanges, body: PromotionBody): Promise<StaffPromotion> {
  const rule = await resolveRule(ctx.db, ctx.storeId, body.rule);
  const now = ctx.now();
  const at = now.toISOString();
  const id = randomUUID();
  return changedPromotions(ctx.storeId, commitCatalogChange(ctx, catalog, async (tx) => {
    await insertPromotionRow(tx, { store_id: ctx.storeId, id, ...columnsOf(body, rule), created_at: at, updated_at: at });
    const after = staffView((await findPromotionRow(tx, ctx.storeId, id))!, now);
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, action: 'create', entity: 'promotion', entityId: id, before: null, after, at });
    return after;
  }));
}

async function changePromotion(ctx: StaffCtx, catalog: CatalogChanges, id: string, action: string, changes: (before: PromotionRow) => Parameters<typeof updatePromotionRow>[3]): Promise<StaffPromotion> {
  const now = ctx.now();
  const at = now.toISOString();
  return changedPromotions(ctx.storeId, commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await rowOrNotFound(tx, ctx.storeId, id);
    await updatePromotionRow(tx, ctx.storeId, id, { ...changes(before), updated_at: at });
    const after = staffView((await findPromotionRow(tx, ctx.storeId, id))!, now);
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, action, entity: 'promotion', entityId: id, before: staffView(before, now), after, at });
    return after;
  }));
}

/** PUT promotions/{id}: replaces what it gives and when; its count of uses stays. Audited. */
export async function updatePromotion(ctx: StaffCtx, catalog: CatalogChanges, id: string, body: PromotionBody): Promise<StaffPromotion> {
  await rowOrNotFound(ctx.db, ctx.storeId, id);
  const rule = await resolveRule(ctx.db, ctx.storeId, body.rule);
  return changePromotion(ctx, catalog, id, 'update', () => columnsOf(body, rule));
}

/** POST promotions/{id}/end: ends it now (an end already past stays). Audited. */
export async function endPromotion(ctx: StaffCtx, catalog: CatalogChanges, id: string): Promise<StaffPromotion> {
  const at = ctx.now().toISOString();
  return changePromotion(ctx, catalog, id, 'end', (before) => ({
    ends_at: before.ends_at !== null && before.ends_at <= at ? before.ends_at : at,
    starts_at: before.starts_at !== null && before.starts_at > at ? at : before.starts_at,
  }));
}

/** DELETE promotions/{id}: gone from carts at once; orders keep their promotion lines. Audited. */
export async function deletePromotion(ctx: StaffCtx, catalog: CatalogChanges, id: string): Promise<void> {
  const now = ctx.now();
  await changedPromotions(ctx.storeId, commitCatalogChange(ctx, catalog, async (tx) => {
    const before = await rowOrNotFound(tx, ctx.storeId, id);
    await deletePromotionRow(tx, ctx.storeId, id);
    await recordAudit(tx, { storeId: ctx.storeId, actor: ctx.actor, action: 'delete', entity: 'promotion', entityId: id, before: staffView(before, now), after: null, at: now.toISOString() });
  }));
}

/** The promotions in effect at `now` and not used up: what an order is priced with. */
export async function promotionsInEffect(db: Db, storeId: string, now: Date): Promise<Promotion[]> {
  const at = Date.now();
  let kept = keptPromotions.get(storeId);
  if (!kept || kept.until <= at) {
    // Those not ended an hour from now: an entry kept a second covers whatever its clock says.
    kept = { until: at + PROMOTIONS_KEPT_MS, rows: await listCurrentPromotionRows(db, storeId, new Date(now.getTime() - 3_600_000).toISOString()) };
    keptPromotions.set(storeId, kept);
  }
  return kept.rows.map(promotionOf).filter((promotion) => promotionStatus(promotion, now) === 'active');
}

/**
 * GET promotions/active: the promotions not ended yet (in effect, or to come, so that a cached
 * answer stays right when one starts: the cart keeps those in effect at its own clock), not used
 * up, and the store's choice for codes.
 */
export async function activePromotions(db: Db, storeId: string, now: Date, version: string): Promise<ActivePromotions> {
  const rows = await listCurrentPromotionRows(db, storeId, now.toISOString());
  const promotions = rows.map(promotionOf).filter((promotion) => promotionStatus(promotion, now) !== 'used-up');
  return { promotions, withCodes: await storeWithCodes(db, storeId), version };
}

/** The refusal of an order priced otherwise than its review showed: a promotion ran out (or ended) meanwhile. */
export const promotionUsedUp = (promotion: { id: string; label: string }, why = 'has just run out') =>
  new AppError(
    409,
    'PROMOTION_USED_UP',
    promotion.label === promotion.id
      ? `A promotion in your cart ${why}: review your order's new total before placing it.`
      : `The promotion '${promotion.label}' ${why}: review your order's new total before placing it.`,
    [{ path: `promotions.${promotion.id}`, message: why }],
  );

/**
 * Counts one use of each limited promotion an order got, in the order's transaction; 409 when one
 * ran out meanwhile. A promotion without a limit is not counted here (a write per order and
 * promotion for nothing): its uses are its orders' promotion lines.
 */
export async function takePromotionUses(tx: Tx, storeId: string, applied: readonly { id: string; label: string }[], limited: ReadonlySet<string>): Promise<void> {
  for (const promotion of [...applied].filter((each) => limited.has(each.id)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (!(await usePromotion(tx, storeId, promotion.id))) throw promotionUsedUp(promotion);
  }
}

/** Keeps the promotions an order got (label as the shopper saw it, amount), in the order's transaction. */
export async function recordOrderPromotions(tx: Tx, storeId: string, orderId: string, applied: readonly { id: string; label: string; amount: number }[]): Promise<void> {
  await insertOrderPromotions(
    tx,
    applied.map((promotion, position) => ({ store_id: storeId, order_id: orderId, position, promotion_id: promotion.id, label: promotion.label, amount: promotion.amount })),
  );
}

/** An order's promotion lines as its answers show them. */
export async function promotionLinesOfOrder(db: Db, storeId: string, orderId: string): Promise<Array<{ label: string; amount: number }>> {
  return (await listOrderPromotions(db, storeId, [orderId])).map((row) => ({ label: row.label, amount: row.amount }));
}

/** Gives back the uses a cancelled order took of its promotions, in the cancellation's transaction. */
export async function givePromotionUsesBack(tx: Tx, storeId: string, orderId: string): Promise<void> {
  for (const row of await listOrderPromotions(tx, storeId, [orderId])) await returnPromotionUse(tx, storeId, row.promotion_id);
}
