import { randomUUID } from 'node:crypto';
import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressBody, savedAddressProblems } from '@backroom/core/members/saved-address';
import { problemDetail } from '@backroom/core/orders/checkout-rules';
import { formatPostalCode } from '@backroom/core/shipping/postal-code';
import type { Tx } from '../db/database.js';
import { AppError, notFound } from '../errors/app-error.js';
import type { RequestContext } from '../request-context.js';
import {
  countSavedAddresses,
  deleteSavedAddress,
  findSavedAddress,
  insertSavedAddress,
  listSavedAddresses,
  lockMemberAddresses,
  makeDefaultAddress,
  updateSavedAddress,
} from './saved-address.repository.js';
import type { SavedAddressRow } from './saved-address.table.js';

type Context = Pick<RequestContext, 'db' | 'dialect' | 'now'>;

function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    additional: row.additional,
    city: row.city,
    province: row.province,
    postal: row.postal,
    isDefault: row.is_default === 1,
    updatedAt: row.updated_at,
  };
}

/** The checkout's delivery address rule, or a 400 naming each field; then the fields as they are kept. */
function addressFields(body: SavedAddressBody, at: string) {
  const problems = savedAddressProblems(body);
  if (problems.length > 0) {
    throw new AppError(400, 'VALIDATION_FAILED', `This address cannot be delivered to: ${problems.map((problem) => problem.message).join(' ')}`, problems.map(problemDetail));
  }
  return {
    label: body.label,
    first_name: body.firstName,
    last_name: body.lastName,
    street: body.street,
    additional: body.additional,
    city: body.city,
    province: body.province,
    postal: formatPostalCode(body.postal),
    updated_at: at,
  };
}

const noSuchAddress = () => notFound('You have no saved address with this id.');

/** A unit of work on one member's addresses, after every other one of theirs under way. */
async function withMemberAddresses<T>(ctx: Context, memberId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (tx) => {
    await lockMemberAddresses(tx, ctx.dialect, memberId);
    return work(tx);
  });
}

/** GET members/addresses: the default first, then the others as they were added. */
export async function memberAddresses(ctx: Pick<Context, 'db'>, memberId: string): Promise<SavedAddress[]> {
  return (await listSavedAddresses(ctx.db, memberId)).map(toSavedAddress);
}

/** POST members/addresses: the first address is the default; a full address book is a 409. */
export async function addAddress(ctx: Context, memberId: string, body: SavedAddressBody): Promise<SavedAddress> {
  const at = ctx.now().toISOString();
  const fields = addressFields(body, at);
  const id = randomUUID();
  await withMemberAddresses(ctx, memberId, async (tx) => {
    const count = await countSavedAddresses(tx, memberId);
    if (count >= MAX_SAVED_ADDRESSES) {
      throw new AppError(409, 'CONFLICT', `You can keep at most ${MAX_SAVED_ADDRESSES} addresses: delete one you no longer use first.`, [
        { path: 'addresses', message: `at most ${MAX_SAVED_ADDRESSES}`, reason: 'savedAddress.limitReached' },
      ]);
    }
    await insertSavedAddress(tx, { ...fields, id, member_id: memberId, is_default: 0, created_at: at });
    if (count === 0 || body.isDefault) await makeDefaultAddress(tx, memberId, id, at);
  });
  return toSavedAddress((await findSavedAddress(ctx.db, memberId, id))!);
}

/** PUT members/addresses/{id}: new fields; `isDefault` true also makes it the default (false changes no default). */
export async function editAddress(ctx: Context, memberId: string, id: string, body: SavedAddressBody): Promise<SavedAddress> {
  const at = ctx.now().toISOString();
  const fields = addressFields(body, at);
  return withMemberAddresses(ctx, memberId, async (tx) => {
    if (!(await updateSavedAddress(tx, memberId, id, fields))) throw noSuchAddress();
    if (body.isDefault) await makeDefaultAddress(tx, memberId, id, at);
    return toSavedAddress((await findSavedAddress(tx, memberId, id))!);
  });
}

/** DELETE members/addresses/{id}: when it was the default, the oldest other one becomes the default. */
export async function removeAddress(ctx: Context, memberId: string, id: string): Promise<void> {
  const at = ctx.now().toISOString();
  await withMemberAddresses(ctx, memberId, async (tx) => {
    const address = await findSavedAddress(tx, memberId, id);
    if (!address || !(await deleteSavedAddress(tx, memberId, id))) throw noSuchAddress();
    if (address.is_default !== 1) return;
    const [next] = await listSavedAddresses(tx, memberId);
    if (next) await makeDefaultAddress(tx, memberId, next.id, at);
  });
}

/** PUT members/addresses/{id}/default: the member's addresses afterwards. */
export async function setDefaultAddress(ctx: Context, memberId: string, id: string): Promise<SavedAddress[]> {
  const at = ctx.now().toISOString();
  await withMemberAddresses(ctx, memberId, async (tx) => {
    if (!(await findSavedAddress(tx, memberId, id))) throw noSuchAddress();
    await makeDefaultAddress(tx, memberId, id, at);
  });
  return memberAddresses(ctx, memberId);
}
