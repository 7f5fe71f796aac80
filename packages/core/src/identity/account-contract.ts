import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../locale.js';
import { TextIn } from '../text-in.js';

/**
 * Accounts, sign-in and roles (SPEC section 6 "GET user/roles"), shared by the server and the
 * storefront. Each role may do what the roles before it may: a member sees their own orders, a
 * viewer also reads the shop's orders and transactions, staff also change them, an admin may do
 * anything (also manage staff accounts).
 */
export const ACCOUNT_ROLES = ['member', 'viewer', 'staff', 'admin'] as const;
export const AccountRole = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof AccountRole>;

/** The roles of staff accounts; a member is not staff. */
export const STAFF_ROLES = ['viewer', 'staff', 'admin'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** True when `role` may do what `needed` may. */
export function roleAllows(role: AccountRole, needed: AccountRole): boolean {
  return ACCOUNT_ROLES.indexOf(role) >= ACCOUNT_ROLES.indexOf(needed);
}

/** Every role `role` holds, highest first: an admin is also staff, a viewer and a member. */
export function rolesHeldBy(role: AccountRole): AccountRole[] {
  return ACCOUNT_ROLES.slice(0, ACCOUNT_ROLES.indexOf(role) + 1).reverse();
}

/** Shortest and longest password accepted (longer ones only cost hashing time). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const AccountEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }))
  .transform((email) => email.toLowerCase());

export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `A password needs at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `A password may have at most ${PASSWORD_MAX_LENGTH} characters.` });

/** POST /api/v1/auth/sign-in. The password is not checked for length: a wrong one is just wrong. */
export const SignInBody = z.strictObject({
  email: TextIn.max(254),
  password: TextIn.max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.infer<typeof SignInBody>;

/** POST /api/v1/members/register: a shopper creates a member account (and is signed in). */
export const RegisterMemberBody = z.strictObject({
  email: AccountEmail,
  password: NewPassword,
  firstName: TextIn.trim().min(1, { error: 'Enter your first name.' }).max(100),
  lastName: TextIn.trim().min(1, { error: 'Enter your last name.' }).max(100),
});
export type RegisterMemberBody = z.infer<typeof RegisterMemberBody>;

/** POST {store}/members/password-reset: a member who forgot their password asks for a link, in their language. */
export const PasswordResetRequestBody = z.strictObject({
  email: AccountEmail,
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

/** The one answer to a reset request: it says nothing of whether an account uses the address. */
export const PasswordResetRequested = z.object({ status: z.literal('link-sent-if-account') });
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>;

/** POST {store}/members/password-reset/confirm: the link's token and the new password (the registration's rules). */
export const PasswordResetConfirmBody = z.strictObject({
  token: TextIn.min(1, { error: 'Open the link from the e-mail again.' }).max(100),
  password: NewPassword,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBody>;

/** Why a reset link no longer sets a password: past its hour, used already, or never sent. */
export const PASSWORD_RESET_REFUSALS = ['token-expired', 'token-used', 'token-unknown'] as const;
export type PasswordResetRefusal = (typeof PASSWORD_RESET_REFUSALS)[number];

/** A session: the bearer token to send, when it stops working, and the roles it carries. */
export const SignedIn = z.object({
  token: z.string(),
  expiresAt: z.string(),
  roles: z.array(AccountRole),
});
export type SignedIn = z.infer<typeof SignedIn>;

/** GET user/roles: the caller's roles, highest first; [] for an anonymous caller. */
export const UserRoles = z.array(AccountRole);
export type UserRoles = z.infer<typeof UserRoles>;

/** An invitation not yet taken up: when its latest link was sent and until when it works. */
export const StaffInvitationView = z.object({ sentAt: z.string(), expiresAt: z.string() });
export type StaffInvitationView = z.infer<typeof StaffInvitationView>;

/**
 * A staff account as admins see it (never its password hash). `invitation` is set while an
 * invited account has not chosen its password yet (it cannot sign in until it has).
 */
export const StaffAccountView = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  invitation: StaffInvitationView.nullable(),
});
export type StaffAccountView = z.infer<typeof StaffAccountView>;

/** POST /api/v1/staff (admin). */
export const CreateStaffAccountBody = z.strictObject({
  email: AccountEmail,
  password: NewPassword,
  role: StaffRole,
});
export type CreateStaffAccountBody = z.infer<typeof CreateStaffAccountBody>;

/** PATCH /api/v1/staff/{id} (admin): disable or enable, or change the role; `updatedAt` as read. */
export const UpdateStaffAccountBody = z
  .strictObject({
    disabled: z.boolean().optional(),
    role: StaffRole.optional(),
    updatedAt: z.string().max(40),
  })
  .refine((body) => body.disabled !== undefined || body.role !== undefined, { error: 'Say what to change: disabled or role.' });
export type UpdateStaffAccountBody = z.infer<typeof UpdateStaffAccountBody>;

/** The current password, when a signed-in member changes something that needs it: not checked for length (a wrong one is just wrong). */
const CurrentPassword = TextIn.min(1, { error: 'Enter your current password.' }).max(PASSWORD_MAX_LENGTH);

/** POST {store}/members/password: a signed-in member changes their password; the notice e-mail is in `locale`. */
export const ChangePasswordBody = z.strictObject({
  currentPassword: CurrentPassword,
  newPassword: NewPassword,
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST {store}/members/email: a signed-in member asks to move their account to a new address, confirmed by a link sent there. */
export const ChangeEmailBody = z.strictObject({
  currentPassword: CurrentPassword,
  newEmail: AccountEmail,
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** The answer to a change of e-mail asked for: the link went to the new address, which is not yet the account's. */
export const EmailChangeRequested = z.object({ status: z.literal('link-sent'), newEmail: z.string() });
export type EmailChangeRequested = z.infer<typeof EmailChangeRequested>;

/** POST {store}/members/email/confirm: the link's token; whoever opens the link need not be signed in. */
export const EmailChangeConfirmBody = z.strictObject({
  token: TextIn.min(1, { error: 'Open the link from the e-mail again.' }).max(100),
});
export type EmailChangeConfirmBody = z.infer<typeof EmailChangeConfirmBody>;

/** The account's address once the link is confirmed. */
export const EmailChanged = z.object({ email: z.string() });
export type EmailChanged = z.infer<typeof EmailChanged>;

/** POST /api/v1/members/account/delete: the member's account goes, confirmed by their current password. */
export const DeleteAccountBody = z.strictObject({ currentPassword: CurrentPassword });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * Why a signed-in member's change is refused: the current password is wrong, or another account
 * uses the new address (what registration already tells anyone), or it is the account's own.
 */
export const ACCOUNT_CHANGE_REFUSALS = ['password-wrong', 'email-taken', 'email-unchanged'] as const;
export type AccountChangeRefusal = (typeof ACCOUNT_CHANGE_REFUSALS)[number];
/**
 * POST {store}/staff/invitations (admin): a new staff account, invited by e-mail to choose its own
 * password. Staff accounts keep no language: the admin chooses the e-mail's.
 */
export const StaffInvitationBody = z.strictObject({
  email: AccountEmail,
  name: TextIn.trim().min(1, { error: 'Enter their name.' }).max(100),
  role: StaffRole,
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type StaffInvitationBody = z.infer<typeof StaffInvitationBody>;

/** POST {store}/staff/{id}/password-link and …/invitation (admin): the e-mail's language (a re-sent invitation keeps the last one's when absent). */
export const StaffLinkBody = z.strictObject({ locale: z.enum(LOCALES).optional() });
export type StaffLinkBody = z.infer<typeof StaffLinkBody>;

/** What a staff link is for: choosing a first password (7 days) or a new one (an hour). */
export const STAFF_LINK_PURPOSES = ['invitation', 'reset'] as const;
export type StaffLinkPurpose = (typeof STAFF_LINK_PURPOSES)[number];

/** The answer to sending a staff link: to whom, what for, and until when it works (never the link). */
export const StaffLinkSent = z.object({ email: z.string(), purpose: z.enum(STAFF_LINK_PURPOSES), expiresAt: z.string() });
export type StaffLinkSent = z.infer<typeof StaffLinkSent>;

/** POST /api/v1/staff/set-password: the link's token and the password (the registration's rules). */
export const StaffSetPasswordBody = PasswordResetConfirmBody;
export type StaffSetPasswordBody = PasswordResetConfirmBody;
