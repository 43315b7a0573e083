import { describe, expect, it } from 'vitest';
import { messageKeys, accountMessageKeys } from '@casino/contract';
import { LOCALES } from '../../platform/i18n/locale.js';
import { accountMessages } from './accounts.messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('accounts catalogue', () => {
  it('defines every message key the contract names', () => {
    for (const key of [...Object.values(messageKeys), ...Object.values(accountMessageKeys)]) {
      expect(accountMessages, key).toHaveProperty(key);
    }
  });

  it('has a non-empty text in every language with the same placeholders as English', () => {
    for (const [key, texts] of Object.entries(accountMessages)) {
      for (const locale of LOCALES) {
        expect(texts[locale].trim(), `${key}.${locale}`).not.toBe('');
        expect(placeholders(texts[locale]), `${key}.${locale}`).toEqual(placeholders(texts.en));
      }
    }
  });

  it('keeps the spec texts word for word', () => {
    expect(accountMessages.signin_failed.en).toBe(
      'Account with this email does not exist or wrong password.',
    );
    expect(accountMessages.email_unknown.en).toBe('User with this email does not exist.');
    expect(accountMessages.reset_sent.en).toBe(
      'We have sent a mail with the link to reset your password on your email. Please check inboxe messages or spam folder.',
    );
  });
});
