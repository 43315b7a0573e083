import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { HarmFlag } from '../api/responsible-gambling';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** The figures that are amounts of money (USD); the rest are counts, ratios, names or times. */
const MONEY = new Set([
  'last_7_days',
  'weekly_average',
  'total',
  'lost_before',
  'staked',
  'amount',
  'limit',
  'used',
  'deposits',
  'withdrawals',
  'net',
  'threshold',
]);

/** A flag's figures as a reader takes them: USD amounts, local times, translated names. */
export function useFlagText() {
  const { t } = useTranslation('rg');
  return (flag: Pick<HarmFlag, 'rule' | 'figures'>): string => {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(flag.figures)) {
      // 'deposits' is a count in one rule and an amount in another: the rule decides.
      const money = MONEY.has(key) && !(key === 'deposits' && flag.rule === 'deposits_after_losses');
      if (value === null) params[key] = '—';
      else if (money) params[key] = usd.format(Number(value));
      else if (key.endsWith('_at')) params[key] = formatDateTime(String(value));
      else if (key === 'kind') params[key] = t(`kinds.${String(value)}`, { defaultValue: String(value) });
      else if (key === 'period') params[key] = t(`periods.${String(value)}`, { defaultValue: String(value) });
      else if (key === 'asked') params[key] = t(`asked.${String(value)}`, { defaultValue: String(value) });
      else params[key] = String(value);
    }
    return t(`explain.${flag.rule}`, params);
  };
}
