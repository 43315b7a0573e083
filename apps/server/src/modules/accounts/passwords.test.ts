import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt, and verifies', async () => {
    const a = await hashPassword('Secret123');
    const b = await hashPassword('Secret123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await checkPassword(a, 'Secret123')).toBe(true);
    expect(await checkPassword(a, 'secret123')).toBe(false);
  });

  it('refuses without a stored hash, even the dummy’s own password, and on a malformed hash', async () => {
    expect(await checkPassword(null, 'not-a-password-0A')).toBe(false);
    expect(await checkPassword(undefined, 'Secret123')).toBe(false);
    expect(await checkPassword('not a phc string', 'Secret123')).toBe(false);
  });
});
