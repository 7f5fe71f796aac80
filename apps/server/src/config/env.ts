import { isIP } from 'node:net';
import { parseBackupEvery } from '@backroom/core/backups/backup-status';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** An IPv4 or IPv6 address, optionally a network (a.b.c.d/n). */
const isAddressOrNetwork = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * Which proxies to believe about the client's address and protocol: none ('false'), the one load
 * balancer in front ('true'; X-Forwarded-For's last entry is the client, whatever a client wrote
 * before it), that many proxies in a row (a number), or the proxies at these addresses or networks
 * (a comma list). Trusting every hop would let a client choose its own address.
 */
const TrustProxy = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim();
  if (text === 'false' || text === '0' || text === '') return false;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrNetwork)) return entries;
  context.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true, a number of proxies, or a comma list of proxy addresses or networks' });
  return z.NEVER;
});

/** The environment the server reads at start; anything invalid stops it with a clear message. */
export const ServerEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** SQLite's folder; a PostgreSQL shop needs none. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where `npm run backup` and the server's schedule write their backups. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** How often the server backs the shop up (30m, 6h, 1d), in seconds; unset: no schedule (docs/decisions/058). */
  BACKUP_EVERY: z
    .string()
    .transform((text, context) => {
      const parsed = parseBackupEvery(text);
      if ('seconds' in parsed) return parsed.seconds;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    })
    .optional(),
  /**
   * Where backups are kept: `folder` (BACKUP_DIR) or `bucket`, the S3-compatible bucket of
   * IMAGE_STORE=s3 under S3_PREFIX + backups/ (the schedule's, and npm run backup's as --to-bucket).
   */
  BACKUP_TO: z.enum(['folder', 'bucket'], { error: 'BACKUP_TO must be folder or bucket' }).default('folder'),
  /** How many of the newest backups the schedule keeps (in BACKUP_DIR, or the bucket with BACKUP_TO=bucket); older ones are deleted. */
  BACKUP_KEEP: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'BACKUP_KEEP must be a whole number of backups to keep, from 1 to 9999')
    .transform(Number)
    .default(7),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// url (leave it unset for SQLite)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Create the demo shop on first start. */
  SEED_DEMO: flag.default(true),
  /** Megabytes of serialised catalogue answers each server process keeps in memory. */
  CATALOG_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(256),
  /** Believe X-Forwarded-* headers (behind a load balancer). */
  TRUST_PROXY: TrustProxy.default(false),
  /** smtp:// or smtps:// url of the mail server for order e-mails; unset: they are logged. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// url').optional(),
  /** Sender of order e-mails, e.g. "The Back Room <orders@example.ca>"; unset: the store's own address. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** Seconds between sweeps for unpaid orders whose hold ran out; 0 turns sweeping off in this process. */
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Seconds between sweeps that send back-in-stock alerts for items back in stock; 0 turns them off in this process. */
  STOCK_ALERT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /** Seconds between rounds sending the reminders of left carts that are due; 0 turns them off in this process. */
  LEFT_CART_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** An OpenID Connect provider whose tokens are accepted as bearer tokens (its `iss`); unset: none. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  /** Its signing keys; unset: found through the issuer's /.well-known/openid-configuration. */
  OIDC_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The audience tokens must be for; unset: not checked. */
  OIDC_AUDIENCE: z.string().min(1).max(200).optional(),
  /** The claim with the roles, a dotted path (e.g. realm_access.roles). */
  OIDC_ROLES_CLAIM: z.string().min(1).max(100).default('roles'),
  /** Claim values to roles, e.g. "shop-admins=admin,shop-staff=staff"; unset: role names map to themselves. */
  OIDC_ROLE_MAP: z
    .string()
    .regex(/^[^=,]+=(member|viewer|staff|admin)(,[^=,]+=(member|viewer|staff|admin))*$/, 'OIDC_ROLE_MAP is value=role pairs separated by commas; roles are member, viewer, staff, admin')
    .optional(),
  /** Where pictures are kept (docs/decisions/030): in the database, or an S3-compatible bucket. */
  IMAGE_STORE: z.enum(['database', 's3']).default('database'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  /** The bucket's region; R2 takes 'auto'. */
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,50}$/, 'S3_REGION must be a region name such as ca-central-1').optional(),
  /** Another S3-compatible store than AWS (MinIO, R2, …); unset: AWS's endpoint for the region. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) url' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** Put before every picture's key, e.g. backroom/pictures/. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()-][A-Za-z0-9!_.*'()/-]{0,199}$/, "S3_PREFIX is at most 200 letters, digits and !_.*'()-/ characters, not starting with /")
    .optional(),
}).superRefine((env, context) => {
  const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (env.IMAGE_STORE === 's3' && !env.S3_BUCKET) problem('S3_BUCKET', 'IMAGE_STORE=s3 needs S3_BUCKET: the bucket pictures are kept in');
  if (env.IMAGE_STORE === 'database' && env.S3_BUCKET) {
    problem('IMAGE_STORE', 'S3_BUCKET is set but IMAGE_STORE is not s3, so pictures would be kept in the database: set IMAGE_STORE=s3, or unset S3_BUCKET');
  }
  if (env.BACKUP_TO === 'bucket' && env.IMAGE_STORE !== 's3') {
    problem('BACKUP_TO', 'BACKUP_TO=bucket keeps backups in the bucket pictures are kept in: set IMAGE_STORE=s3, S3_BUCKET and the other S3_* settings, or BACKUP_TO=folder');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problem('S3_SECRET_ACCESS_KEY', "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; leave both unset for the AWS SDK's own credentials");
  }
});
export type ServerEnv = z.infer<typeof ServerEnv>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = ServerEnv.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
