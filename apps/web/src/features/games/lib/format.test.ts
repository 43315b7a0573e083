import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatRtp } from './format';

describe('formatRtp', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each(['en', 'es', 'pt', 'ru'])('writes a percentage as Intl does in %s', async (language) => {
    await i18n.changeLanguage(language);
    const intl = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    const values = [
      0, 5, 9.5, 94, 96.1, 96.12, 96.125, 96.995, 99.999, 100, 100.5, 123.456, 999.996, 1000, 1234.5,
    ];
    for (let i = 0; i < 400; i++) values.push(Math.round(Math.random() * 1_200_000) / 1000);
    for (const value of values) expect(formatRtp(value)).toBe(intl.format(value / 100));
  });
});
