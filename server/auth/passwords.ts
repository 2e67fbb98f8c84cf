import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm, a const enum that isolated modules cannot name) with OWASP's
// minimum cost, 19 MiB and 2 passes (about 13 ms a hash on the project machine): costly to guess at scale.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoy: Promise<string> | null = null;

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such account) a decoy is checked, so an
 * unknown email takes as long as a wrong password and the timing does not tell which accounts exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoy ??= hashPassword('no account has this password');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
