import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatMoney } from './money';

describe('money formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes USD and bare amounts in each language's own way", () => {
    expect(formatMoney(1500, 'en')).toBe('$1,500.00');
    expect(formatAmount(1000, 'en')).toBe('1,000.00');
    for (const language of ['es', 'pt', 'ru']) {
      expect(formatMoney(1500.5, language)).toBe(
        new Intl.NumberFormat(language, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
        }).format(1500.5),
      );
    }
  });

  it('makes one formatter per language and keeps it', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    } as typeof Intl.NumberFormat);
    formatMoney(1, 'pt-BR');
    formatMoney(2, 'pt-BR');
    formatAmount(3, 'pt-BR');
    formatAmount(4, 'pt-BR');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
