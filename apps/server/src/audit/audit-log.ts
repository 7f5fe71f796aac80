import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';

/** What one staff change did; `before` and `after` are the entity as JSON-able values (null when absent). */
export interface AuditEntry {
  storeId: string | null;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** An entry as its row: a new id, before and after as JSON text. */
const auditRow = (entry: AuditEntry) => ({
  id: randomUUID(),
  store_id: entry.storeId,
  actor: entry.actor,
  action: entry.action,
  entity: entry.entity,
  entity_id: entry.entityId,
  before: json(entry.before),
  after: json(entry.after),
  at: entry.at,
});

/**
 * Writes a staff change to the audit log. Pass the transaction that makes the change, so the
 * change and its record commit together or not at all.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(auditRow(entry)).execute();
}

/** Writes many staff changes to the audit log at once (an import's items), in multi-row statements, in the caller's transaction. */
export async function recordAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    await db.insertInto('audit_log').values(entries.slice(start, start + 500).map(auditRow)).execute();
  }
}

/** The audit trail of one entity, newest first. */
export async function auditTrail(db: Db, storeId: string | null, entity: string, entityId: string) {
  let query = db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', entityId);
  query = storeId === null ? query.where('store_id', 'is', null) : query.where('store_id', '=', storeId);
  return query.orderBy('at', 'desc').orderBy('id').execute();
}
