import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { hashSecret } from '../orders/order-secrets.js';
import type { StaffRole } from '../identity/staff-role.js';
import { insertStaffSession } from '../identity/staff-session.repository.js';

export const halifax = { firstName: 'Ada', lastName: 'Lovelace', street: '1 Spring Garden Rd', additional: '', city: 'Halifax', province: 'NS', postal: 'b3h 1a1' };

/** A cart as the storefront keeps it, every item snapshot priced at one cent and an invented discount. */
export function cartOf(lines: Record<string, number>, overrides: Record<string, unknown> = {}) {
  return {
    items: Object.fromEntries(Object.entries(lines).map(([id, count]) => [id, { count, item: { id, name: 'Tampered', price: 1, stock: 999 } }])),
    customerAddress: { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.ca', phone: '902-555-0101', dob: '', ageCheck: true, tosCheck: true, privacyCheck: true },
    deliveryAddress: halifax,
    cardholderAddress: { ...halifax, country: 'CA' },
    distance: -1,
    shippingMethod: 'CP.RP',
    paymentMethod: 'emt',
    deliveryDate: null,
    notes: 'Leave at the side door',
    card: '',
    discountCode: '',
    discountAmount: 99_999,
    live: false,
    checkoutStep: 3,
    lastOrderId: null,
    lastError: null,
    environment: 'PROD',
    ...overrides,
  };
}

/** A staff session straight in the database (sign-in comes later); returns its bearer token. */
export async function createStaffSession(db: Db, role: StaffRole, expiresAt = '2999-01-01T00:00:00.000Z'): Promise<string> {
  const token = `${role}-${randomUUID()}`;
  await insertStaffSession(db, {
    tokenHash: hashSecret(token),
    staffName: `Sam the ${role}`,
    role,
    createdAt: new Date().toISOString(),
    expiresAt,
  });
  return token;
}
