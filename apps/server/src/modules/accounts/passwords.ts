import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 50 ms here, cheap for a sign-in,
// costly for anyone guessing offline.
// The package's Algorithm is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of password in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Made once, lazily: unknown e-mails are checked against it so they take as long as known ones.
let dummyHash: Promise<string> | undefined;

/**
 * True when password matches storedHash. Without a stored hash (unknown e-mail, or an account
 * that signs in only through Google) the work is still done against a dummy, so the answer
 * time does not tell whether the account exists.
 */
export async function checkPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-password-0A');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== null && storedHash !== undefined;
  } catch {
    // A malformed stored hash is a refusal, not a server error.
    return false;
  }
}
