import crypto from 'node:crypto';

/** An unguessable opaque token: 32 random bytes, base64url. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored instead of a token or code: a leaked table does not hand out live credentials. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
