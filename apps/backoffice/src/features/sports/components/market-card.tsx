import { Button } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import facts from '../../../components/facts.module.css';
import type { TradingMarket, TradingOutcome } from '../api/sports';
import { money, outcomeName } from './names';
import styles from './sports.module.css';

export type MarketIntent =
  | { kind: 'suspend' | 'reopen' | 'void' | 'settle'; market: TradingMarket }
  | { kind: 'odds'; market: TradingMarket; outcome: TradingOutcome };

const STATUS_TONES: Record<string, string> = { active: 'success', suspended: 'warning', cancelled: 'danger' };

/**
 * One market: its outcomes with their prices, what the open bets backing each would return, and
 * the book's liability if it wins; a trader's actions when the role allows them.
 */
export function MarketCard({
  market,
  trade,
  onIntent,
}: {
  market: TradingMarket;
  trade: boolean;
  onIntent: (intent: MarketIntent) => void;
}) {
  const { t } = useTranslation('sports');
  const closed = market.status === 'settled' || market.status === 'cancelled';
  const title = t(`markets.${market.type}`, { defaultValue: market.type });
  return (
    <section className={styles.market} data-status={market.status} aria-label={title}>
      <div className={styles.marketHead}>
        <h2 className={styles.marketTitle}>
          {title} {market.specifier && <span className={styles.muted}>{market.specifier}</span>}
        </h2>
        <span className={facts.tone} data-tone={STATUS_TONES[market.status]}>
          {t(`marketStatus.${market.status}`)}
        </span>
      </div>
      <div className={styles.figures}>
        <span>
          {t('openBets')} <strong>{market.open_bets}</strong>
        </span>
        <span>
          {t('openStake')} <strong>{money(market.open_stake)}</strong>
        </span>
        <span>
          {t('liability')}{' '}
          <strong className={market.liability > 0 ? styles.loss : undefined}>
            {money(market.liability)}
          </strong>
        </span>
      </div>
      <table className={styles.outcomes}>
        <thead>
          <tr>
            <th>{t('columns.outcome')}</th>
            <th className={styles.num}>{t('columns.odds')}</th>
            <th className={styles.num}>{t('columns.payout')}</th>
            <th className={styles.num}>{t('columns.liability')}</th>
            {market.status === 'settled' && <th>{t('columns.result')}</th>}
          </tr>
        </thead>
        <tbody>
          {market.outcomes.map((outcome) => (
            <tr key={outcome.id}>
              <td>{outcomeName(t, outcome.key)}</td>
              <td className={styles.num}>
                <button
                  type="button"
                  className={styles.odds}
                  disabled={!trade || closed}
                  aria-label={t('changeOddsOf', { outcome: outcomeName(t, outcome.key), odds: outcome.odds })}
                  onClick={() => onIntent({ kind: 'odds', market, outcome })}
                >
                  {outcome.odds}
                </button>
              </td>
              <td className={styles.num}>{money(outcome.payout)}</td>
              <td className={[styles.num, outcome.liability > 0 ? styles.loss : ''].join(' ')}>
                {money(outcome.liability)}
              </td>
              {market.status === 'settled' && <td>{outcome.result ? resultLabel(t, outcome) : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {trade && (
        <div className={styles.actions}>
          {market.status === 'active' && (
            <Button size="small" variant="secondary" onClick={() => onIntent({ kind: 'suspend', market })}>
              {t('actions.suspend')}
            </Button>
          )}
          {market.status === 'suspended' && (
            <Button size="small" variant="accent" onClick={() => onIntent({ kind: 'reopen', market })}>
              {t('actions.reopen')}
            </Button>
          )}
          {market.status !== 'cancelled' && (
            <Button size="small" variant="secondary" onClick={() => onIntent({ kind: 'settle', market })}>
              {market.status === 'settled' ? t('actions.resettle') : t('actions.settle')}
            </Button>
          )}
          {market.status !== 'cancelled' && (
            <Button size="small" variant="ghost" onClick={() => onIntent({ kind: 'void', market })}>
              {t('actions.void')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function resultLabel(t: (key: string) => string, outcome: TradingOutcome): string {
  const r = outcome.result;
  if (!r) return '—';
  if (r.void_factor === 1) return t('results.void');
  if (r.void_factor === 0.5) return t(r.result === 1 ? 'results.half_won' : 'results.half_lost');
  return t(r.result === 1 ? 'results.won' : 'results.lost');
}
