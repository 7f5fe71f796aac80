import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/test-shop.js';
import { shopUnderTest } from '../testing/shop-under-test.js';
import { auditTrail, recordAudit } from './audit-log.js';

describe.each(DIALECTS)('the audit log on %s', (dialect) => {
  const shop = shopUnderTest(dialect);

  it('keeps who changed what, before and after, newest first', async () => {
    const base = { storeId: 'backroom', actor: 'staff:Sam', entity: 'item', entityId: 'big-bloom' };
    await recordAudit(shop.shop.db, { ...base, action: 'update', before: { price: 1999 }, after: { price: 2499 }, at: '2026-11-23T10:00:00.000Z' });
    await recordAudit(shop.shop.db, { ...base, action: 'delete', before: { price: 2499 }, after: null, at: '2026-11-23T11:00:00.000Z' });
    const trail = await auditTrail(shop.shop.db, 'backroom', 'item', 'big-bloom');
    expect(trail.map((row) => [row.action, row.actor, row.before, row.after])).toEqual([
      ['delete', 'staff:Sam', '{"price":2499}', null],
      ['update', 'staff:Sam', '{"price":1999}', '{"price":2499}'],
    ]);
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    await expect(
      shop.shop.db.transaction().execute(async (tx) => {
        await recordAudit(tx, { storeId: null, actor: 'staff:Sam', action: 'create', entity: 'staff', entityId: 'kim@example.ca', before: null, after: { role: 'staff' }, at: '2026-11-23T12:00:00.000Z' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await auditTrail(shop.shop.db, null, 'staff', 'kim@example.ca')).toEqual([]);
  });
});
