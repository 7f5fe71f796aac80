import { isDeepStrictEqual } from 'node:util';
import { ClientConfig, ConfigName } from '@backroom/core/client-config';
import { roleAllows } from '@backroom/core/identity/account-contract';
import { recordAudit } from '../audit/audit-log.js';
import { nextUpdatedAt } from '../catalog/item-version.js';
import { commitCatalogChange } from '../catalog/catalog-change.js';
import type { Db, Tx } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import { findDocument, findDocuments, replaceDocumentAt, saveDocument } from './settings.repository.js';
import type { RequestContext } from '../request-context.js';
import type { CatalogChanges } from '../stores/catalog-versions.js';
import { SETTINGS_KINDS, type Settings, type SettingsInput, type SettingsKind, type SettingsRead } from './settings-kinds.js';
import { staleSettings } from './settings-version.js';

/** A kind's settings from its stored document, or its defaults (version null) when there is none. */
function settingsOf<K extends SettingsKind>(storeId: string, kind: K, row: { body: string; updated_at: string } | undefined): SettingsRead<K> {
  const { schema, defaults, name } = SETTINGS_KINDS[kind];
  if (!row) {
    if (defaults === null) throw notFound(`Store '${storeId}' has no configuration.`);
    return { settings: defaults, updatedAt: null } as SettingsRead<K>;
  }
  const parsed = schema.safeParse(JSON.parse(row.body));
  // Stored settings that no longer fit their schema are a server fault: a 500, never a shopper's.
  if (!parsed.success) throw new Error(`store '${storeId}' has invalid '${name}' settings: ${parsed.error.message}`);
  return { settings: parsed.data, updatedAt: row.updated_at } as SettingsRead<K>;
}

/**
 * A store's settings of one kind with their version: the defaults (version null) while none are
 * stored; the general configuration has none, and a store without it is a 404.
 */
export async function readSettings<K extends SettingsKind>(db: Db, storeId: string, kind: K): Promise<SettingsRead<K>> {
  const { table, name } = SETTINGS_KINDS[kind];
  return settingsOf(storeId, kind, await findDocument(db, table, storeId, name));
}

/** Several kinds of a store's settings in one query, each as `readSettings` gives it (without versions). */
export async function readSettingsTogether<K extends SettingsKind>(db: Db, storeId: string, kinds: readonly K[]): Promise<{ [P in K]: Settings<P> }> {
  const rows = await findDocuments(db, storeId, kinds.map((kind) => SETTINGS_KINDS[kind]));
  const read: Partial<Record<SettingsKind, unknown>> = {};
  for (const kind of kinds) {
    const { table, name } = SETTINGS_KINDS[kind];
    read[kind] = settingsOf(storeId, kind, rows.find((row) => row.table === table && row.name === name)).settings;
  }
  return read as { [P in K]: Settings<P> };
}

/**
 * A named configuration of the storefront (`GET config/{name}`; `default` is the general kind),
 * checked against its schema.
 */
export async function readClientConfig(db: Db, storeId: string, name: string): Promise<ClientConfig> {
  const row = ConfigName.safeParse(name).success ? await findDocument(db, SETTINGS_KINDS.general.table, storeId, name) : undefined;
  if (!row) throw notFound(`There is no configuration '${name.slice(0, 40)}'.`);
  // A stored configuration that no longer fits the schema is a server fault: it surfaces as a 500.
  return ClientConfig.parse(JSON.parse(row.body));
}

const part = (settings: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], settings);

/** Refuses a change the caller's role may not make: the kind at all, or its admin-only parts. */
function checkRole<K extends SettingsKind>(ctx: RequestContext, kind: K, before: Settings<K>, after: Settings<K>): void {
  const { changedBy, adminParts, what } = SETTINGS_KINDS[kind];
  const role = ctx.staffRole ?? 'viewer';
  if (!roleAllows(role, changedBy)) throw new AppError(403, 'FORBIDDEN', `Changing the ${what} needs the ${changedBy} role; you are ${role}.`);
  const changed = adminParts.filter((path) => !isDeepStrictEqual(part(before, path), part(after, path)));
  if (changed.length > 0 && role !== 'admin') {
    throw new AppError(403, 'FORBIDDEN', `Changing where card payments go (${changed.join(', ')}) needs the admin role; you are ${role}.`);
  }
}

/**
 * Replaces a store's settings of one kind if they are still at `seen` (null: none stored yet),
 * as a compare-and-set on the version, so two edits started from the same version cannot both
 * land: stale, 409. `next` is the settings to store, or makes them from those stored (a kind's
 * own rule: a secret left out is kept). The change and its audit row commit together; settings
 * that shoppers' pages carry then raise the catalogue version, so cached answers go.
 */
export async function replaceSettings<K extends SettingsKind>(
  ctx: RequestContext,
  catalog: CatalogChanges,
  kind: K,
  next: Settings<K> | ((before: Settings<K>) => Settings<K>),
  seen: string | null,
): Promise<SettingsRead<K>> {
  const { table, name, what, auditEntity, shownToShoppers, shown } = SETTINGS_KINDS[kind];
  const show = shown as (settings: Settings<K>) => unknown;
  const change = async (tx: Tx): Promise<SettingsRead<K>> => {
    const before = await readSettings(tx, ctx.storeId, kind);
    if (before.updatedAt !== seen) throw staleSettings(what);
    const settings = typeof next === 'function' ? next(before.settings) : next;
    checkRole(ctx, kind, before.settings, settings);
    const updatedAt = nextUpdatedAt(ctx.now(), before.updatedAt);
    if (!(await replaceDocumentAt(tx, table, ctx.storeId, name, seen, JSON.stringify(settings), updatedAt))) throw staleSettings(what);
    await recordAudit(tx, {
      storeId: ctx.storeId,
      actor: ctx.actor,
      action: seen === null ? 'create' : 'update',
      entity: auditEntity,
      entityId: name,
      before: show(before.settings),
      after: show(settings),
      at: updatedAt,
    });
    return { settings, updatedAt } as SettingsRead<K>;
  };
  return shownToShoppers ? commitCatalogChange(ctx, catalog, change) : ctx.db.transaction().execute(change);
}

/**
 * Stores a store's settings of one kind as given, replacing what was there, without version or
 * audit: for seeding a new store and for tests. They are checked against the kind's schema first.
 */
export async function writeSettings<K extends SettingsKind>(db: Db, storeId: string, kind: K, settings: SettingsInput<K>, now = new Date().toISOString()): Promise<void> {
  const { table, name, schema } = SETTINGS_KINDS[kind];
  schema.parse(settings);
  await saveDocument(db, table, storeId, name, JSON.stringify(settings), now);
}
