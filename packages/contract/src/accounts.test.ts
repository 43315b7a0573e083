import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isStrongPassword,
  phone,
  registerRequest,
  updateBirthRequest,
  updateNameRequest,
} from './accounts.js';

describe('accounts contract', () => {
  it('applies the password rule', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
    expect(isStrongPassword('Abc1')).toBe(false);
  });

  it('computes age on a date', () => {
    expect(ageOn('2008-11-23', new Date('2026-11-22T00:00:00Z'))).toBe(17);
    expect(ageOn('2008-11-22', new Date('2026-11-22T00:00:00Z'))).toBe(18);
  });

  it('rejects impossible dates and unknown PATCH fields', () => {
    const base = { email: 'a@b.co', password: 'Abcdefg1', country: 1 };
    expect(registerRequest.safeParse({ ...base, date_of_birth: '1990-02-30' }).success).toBe(false);
    expect(registerRequest.safeParse({ ...base, date_of_birth: '1990-02-28' }).success).toBe(true);
    expect(updateNameRequest.safeParse({ first_name: 'A', last_name: 'B', admin: true }).success).toBe(false);
  });

  it('normalises international phone numbers and refuses others', () => {
    expect(phone.parse('+34 600-123 (456)')).toBe('+34600123456');
    expect(phone.parse('')).toBe('');
    expect(phone.safeParse('600123456').success).toBe(false);
    expect(phone.safeParse('+0123456789').success).toBe(false);
    expect(phone.safeParse('+1234').success).toBe(false);
  });

  it('refuses birth dates before 1900 and blank names in the update forms', () => {
    expect(updateBirthRequest.safeParse({ date_of_birth: '1899-12-31', gender: 'male' }).success).toBe(false);
    expect(updateBirthRequest.safeParse({ date_of_birth: '1900-01-01', gender: 'male' }).success).toBe(true);
    expect(updateNameRequest.safeParse({ first_name: '  ', last_name: 'B' }).success).toBe(false);
  });
});
