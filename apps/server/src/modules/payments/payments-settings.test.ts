import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { devAccountXpub } from './addresses.js';
import { DEV_WEBHOOK_SECRET, resolvePaymentsSettings } from './payments.service.js';

const base = { JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };
const quiet = { warn: () => undefined };

describe('payments settings', () => {
  it('refuses to start in production without xpubs and a webhook secret, naming what is missing', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PAYMENTS_XPUB_TRON: devAccountXpub('tron'),
    });
    expect(() => resolvePaymentsSettings(config, quiet)).toThrow(
      /PAYMENTS_XPUB_ETH, PAYMENTS_WEBHOOK_SECRET must be set in production/,
    );
  });

  it('falls back to the development wallet and secret elsewhere, with a warning', () => {
    const warnings: string[] = [];
    const settings = resolvePaymentsSettings(loadConfig({ ...base, NODE_ENV: 'development' }), {
      warn: (m) => warnings.push(m),
    });
    expect(settings.webhookSecret).toBe(DEV_WEBHOOK_SECRET);
    expect(settings.accounts.tron.publicExtendedKey).toBe(devAccountXpub('tron'));
    expect(warnings).toHaveLength(1);
  });

  it('refuses an extended private key or a key of the wrong depth, naming the setting', () => {
    const xprv =
      'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    const config = loadConfig({ ...base, NODE_ENV: 'development', PAYMENTS_XPUB_TRON: xprv });
    expect(() => resolvePaymentsSettings(config, quiet)).toThrow(/PAYMENTS_XPUB_TRON: .*PRIVATE/);
    const root =
      'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8';
    const wrongDepth = loadConfig({ ...base, NODE_ENV: 'development', PAYMENTS_XPUB_ETH: root });
    expect(() => resolvePaymentsSettings(wrongDepth, quiet)).toThrow(/PAYMENTS_XPUB_ETH: .*depth/);
  });
});
