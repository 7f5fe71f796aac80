import { parseArgs } from 'node:util';
import { AccountEmail, NewPassword, StaffRole } from '@backroom/core/identity/account-contract';
import type { ShopDatabase } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { createStaffAccount, setStaffPassword, staffAccounts, updateStaffAccount } from './staff-account.service.js';

export const STAFF_USAGE = `Usage: npm run staff -- <command>

  add <email> --role admin|staff|viewer   create a staff account
  list                                    list staff accounts
  disable <email>                         stop an account signing in (ends its sessions)
  enable <email>                          let a disabled account sign in again
  passwd <email>                          set a new password (ends its sessions)

The password is read from STAFF_PASSWORD, else typed at the prompt (on a terminal), else read
from standard input. Uses DATABASE_URL and DATA_DIR like the server.`;

/** Where the command reads a password and writes its answers; tests give their own. */
export interface StaffCommandIo {
  env: NodeJS.ProcessEnv;
  readPassword: (prompt: string) => Promise<string>;
  print: (line: string) => void;
}

/** A mistake of the person typing the command: printed without a stack trace. */
export class StaffCommandError extends Error {}

const BY = { actor: 'system:staff-command', accountId: null };

async function newPassword(io: StaffCommandIo): Promise<string> {
  const password = io.env.STAFF_PASSWORD ?? (await io.readPassword('Password: '));
  const parsed = NewPassword.safeParse(password);
  if (!parsed.success) throw new StaffCommandError(parsed.error.issues[0]?.message ?? 'The password is not acceptable.');
  return parsed.data;
}

function emailArgument(value: string | undefined): string {
  const parsed = AccountEmail.safeParse(value ?? '');
  if (!parsed.success) throw new StaffCommandError(value ? `'${value}' is not an e-mail address.\n\n${STAFF_USAGE}` : `Name the account's e-mail.\n\n${STAFF_USAGE}`);
  return parsed.data;
}

/** Runs one staff command against a database; throws StaffCommandError for a mistake in it. */
export async function runStaffCommand(shop: ShopDatabase, argv: readonly string[], io: StaffCommandIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  const [command, target] = positionals;
  if (values.help || command === undefined) {
    io.print(STAFF_USAGE);
    return;
  }
  const ctx = { db: shop.db, now: () => new Date() };
  try {
    switch (command) {
      case 'add': {
        const email = emailArgument(target);
        const role = StaffRole.safeParse(values.role);
        if (!role.success) throw new StaffCommandError(`Give the account a role: --role admin, --role staff or --role viewer.\n\n${STAFF_USAGE}`);
        const account = await createStaffAccount(ctx, { email, role: role.data, password: await newPassword(io) }, BY);
        io.print(`Created ${account.role} account ${account.email}.`);
        return;
      }
      case 'list': {
        const accounts = await staffAccounts(ctx);
        if (accounts.length === 0) io.print('There are no staff accounts yet: add one with `npm run staff -- add <email> --role admin`.');
        for (const account of accounts) io.print(`${account.email}\t${account.role}${account.disabled ? '\tdisabled' : ''}\tsince ${account.createdAt.slice(0, 10)}`);
        return;
      }
      case 'disable':
      case 'enable': {
        const account = await updateStaffAccount(ctx, emailArgument(target), { disabled: command === 'disable' }, BY);
        io.print(`${account.email} is ${account.disabled ? 'disabled: it cannot sign in, and its sessions have ended' : 'enabled: it can sign in again'}.`);
        return;
      }
      case 'passwd': {
        const email = emailArgument(target);
        await setStaffPassword(ctx, email, await newPassword(io), BY);
        io.print(`New password set for ${email}; its sessions have ended.`);
        return;
      }
      default:
        throw new StaffCommandError(`There is no command '${command}'.\n\n${STAFF_USAGE}`);
    }
  } catch (error) {
    if (error instanceof AppError) throw new StaffCommandError(error.message);
    throw error;
  }
}
