import { describe, expect, it } from 'vitest';
import { oidcSettingsOf } from '../identity/oidc-verifier.js';
import { s3PictureSettingsOf } from '../images/configured-picture-store.js';
import { readServerEnv } from './env.js';

describe('readServerEnv', () => {
  it('defaults to port 3000, ./data, backups in ./backups, SQLite, the demo shop, logged e-mails, a hold sweep every 5 minutes and left-cart reminders every minute, no backup schedule', () => {
    expect(readServerEnv({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      BACKUP_DIR: './backups',
      BACKUP_KEEP: 7,
      BACKUP_TO: 'folder',
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      CATALOG_CACHE_MB: 256,
      TRUST_PROXY: false,
      HOLD_SWEEP_SECONDS: 300,
      STOCK_ALERT_SWEEP_SECONDS: 30,
      LEFT_CART_SWEEP_SECONDS: 60,
      OIDC_ROLES_CLAIM: 'roles',
      IMAGE_STORE: 'database',
    });
    expect(s3PictureSettingsOf(readServerEnv({}))).toBeUndefined();
  });

  it('keeps pictures in an S3-compatible bucket when told to, and stops when the bucket is not named', () => {
    const env = readServerEnv({
      IMAGE_STORE: 's3',
      S3_BUCKET: 'shop-pictures',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'backroom/pictures/',
    });
    expect(s3PictureSettingsOf(env)).toEqual({
      bucket: 'shop-pictures',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'backroom/pictures/',
    });
    expect(s3PictureSettingsOf(readServerEnv({ IMAGE_STORE: 's3', S3_BUCKET: 'pictures' }))).toEqual({
      bucket: 'pictures',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(() => readServerEnv({ IMAGE_STORE: 's3' })).toThrow(/S3_BUCKET: IMAGE_STORE=s3 needs S3_BUCKET/);
    expect(() => readServerEnv({ S3_BUCKET: 'pictures' })).toThrow(/IMAGE_STORE: S3_BUCKET is set but IMAGE_STORE is not s3/);
    expect(() => readServerEnv({ IMAGE_STORE: 's3', S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => readServerEnv({ IMAGE_STORE: 'disk' })).toThrow(/IMAGE_STORE/);
    expect(() => readServerEnv({ IMAGE_STORE: 's3', S3_BUCKET: 'Pictures_Here' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => readServerEnv({ IMAGE_STORE: 's3', S3_BUCKET: 'pictures', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) url/);
    expect(() => readServerEnv({ IMAGE_STORE: 's3', S3_BUCKET: 'pictures', S3_PREFIX: '/pictures' })).toThrow(/S3_PREFIX/);
  });

  it('reads an identity provider, with its role map', () => {
    const env = readServerEnv({
      OIDC_ISSUER: 'https://id.example.ca/realms/shop',
      OIDC_AUDIENCE: 'backroom',
      OIDC_ROLES_CLAIM: 'realm_access.roles',
      OIDC_ROLE_MAP: 'shop-admins=admin,shop-staff=staff',
    });
    expect(oidcSettingsOf(env)).toEqual({
      issuer: 'https://id.example.ca/realms/shop',
      jwksUrl: undefined,
      audience: 'backroom',
      rolesClaim: 'realm_access.roles',
      roleMap: { 'shop-admins': 'admin', 'shop-staff': 'staff' },
    });
    expect(oidcSettingsOf(readServerEnv({}))).toBeUndefined();
    expect(() => readServerEnv({ OIDC_ROLE_MAP: 'shop-admins=owner' })).toThrow(/OIDC_ROLE_MAP is value=role pairs/);
    expect(() => readServerEnv({ OIDC_ISSUER: 'ftp://id.example.ca' })).toThrow(/OIDC_ISSUER/);
  });

  it('reads the mail server and refuses anything but smtp urls', () => {
    expect(readServerEnv({ SMTP_URL: 'smtp://mail.example.ca:587', MAIL_FROM: 'Shop <shop@example.ca>' })).toMatchObject({
      SMTP_URL: 'smtp://mail.example.ca:587',
      MAIL_FROM: 'Shop <shop@example.ca>',
    });
    expect(() => readServerEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must be an smtp/);
  });

  it('reads PostgreSQL, a port and switches', () => {
    const env = readServerEnv({ DATABASE_URL: 'postgres://shop@db/shop', PORT: '8080', SEED_DEMO: 'false', TRUST_PROXY: '1' });
    expect(env).toMatchObject({ DATABASE_URL: 'postgres://shop@db/shop', PORT: 8080, SEED_DEMO: false, TRUST_PROXY: 1 });
  });

  it('trusts the load balancer in front, a number of proxies or the proxies named, never every hop', () => {
    expect(readServerEnv({}).TRUST_PROXY).toBe(false);
    expect(readServerEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readServerEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readServerEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readServerEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.ca', '1.2.3.4/8/9']) {
      expect(() => readServerEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be false, true, a number of proxies/);
    }
  });

  it('reads a backup schedule, and stops at one it cannot read', () => {
    expect(readServerEnv({ BACKUP_EVERY: '6h', BACKUP_KEEP: '28' })).toMatchObject({ BACKUP_EVERY: 21_600, BACKUP_KEEP: 28 });
    expect(readServerEnv({ BACKUP_EVERY: '30m' }).BACKUP_EVERY).toBe(1_800);
    expect(readServerEnv({ BACKUP_EVERY: '' }).BACKUP_EVERY).toBeUndefined();
    expect(() => readServerEnv({ BACKUP_EVERY: '6 hours' })).toThrow('BACKUP_EVERY: BACKUP_EVERY must be a number and a unit, m, h or d (e.g. 30m, 6h, 1d), from 1m to 30d; "6 hours" is not');
    expect(() => readServerEnv({ BACKUP_EVERY: '90d' })).toThrow(/from 1m to 30d; "90d" is not/);
    for (const keep of ['0', '-3', 'all', '2.5', '10000']) {
      expect(() => readServerEnv({ BACKUP_EVERY: '1d', BACKUP_KEEP: keep })).toThrow('BACKUP_KEEP: BACKUP_KEEP must be a whole number of backups to keep, from 1 to 9999');
    }
  });

  it('keeps backups in the pictures\' bucket when told to, and stops when there is no bucket', () => {
    expect(readServerEnv({ BACKUP_TO: 'bucket', IMAGE_STORE: 's3', S3_BUCKET: 'pictures' }).BACKUP_TO).toBe('bucket');
    expect(() => readServerEnv({ BACKUP_TO: 'bucket' })).toThrow('BACKUP_TO: BACKUP_TO=bucket keeps backups in the bucket pictures are kept in: set IMAGE_STORE=s3');
    expect(() => readServerEnv({ BACKUP_TO: 's3' })).toThrow('BACKUP_TO: BACKUP_TO must be folder or bucket');
  });

  it('stops with every problem named', () => {
    expect(() => readServerEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL must be a postgres/);
  });
});
