import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 30 ms on one
 * core here. The PHC string keeps the parameters and salt, so raising them later still verifies
 * old hashes.
 */
export const PASSWORD_HASHING = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 hashes with argon2id unless told otherwise.
  return hash(password, PASSWORD_HASHING);
}

/** The verifications this process has run, and the hash of the last: what a sign-in costs, whoever asks. */
export const passwordVerifications = { count: 0, lastHash: null as string | null };

/** True when `password` is the one hashed; false for a wrong password or a malformed hash. */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  passwordVerifications.count += 1;
  passwordVerifications.lastHash = passwordHash;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of no account's password, made once per process with the same parameters: a sign-in
 * for an unknown e-mail verifies against it, so it takes as long as one for a real account.
 */
export function hashOfNoAccount(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}
