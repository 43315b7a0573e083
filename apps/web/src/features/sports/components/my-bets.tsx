import { formatOdds } from '@casino/contract';
import type { Bet, BetStatus } from '@casino/contract/sportsbook-bets';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useBets } from '../api/get-bets';
import { betTypeLabel } from '../lib/bet-type-label';
import { dateTime } from '../lib/format';
import { useOddsFormat } from '../lib/odds-preference';
import { eventPath } from './event-row';
import styles from './my-bets.module.css';
import ui from './sports-ui.module.css';

const STATUS_TONE: Record<BetStatus, string> = {
  pending: 'waiting',
  open: 'open',
  won: 'won',
  lost: 'lost',
  void: 'void',
  refused: 'void',
};

function BetCard({ bet }: { bet: Bet }) {
  const { t } = useTranslation('sports');
  const [format] = useOddsFormat();
  const language = currentLanguage();
  const money = (usd: number) => formatMoney(usd, language);
  const settled = bet.return_usd !== null;
  return (
    <article
      className={`${ui.card} ${styles.bet}`}
      data-status={bet.status}
      aria-label={t('myBets.betLabel', { id: bet.id })}
    >
      <header className={styles.head}>
        <div>
          <h3 className={styles.type}>
            {betTypeLabel(t, bet.type, bet.legs.length)}
            {bet.line_count > 1 && (
              <span className={ui.count}>{t('myBets.lines', { n: bet.line_count })}</span>
            )}
            {bet.free_bet && <span className={styles.freeBet}>{t('myBets.freeBet')}</span>}
          </h3>
          <p className={styles.placed}>
            #{bet.id} · {dateTime(bet.placed_at, language)}
          </p>
        </div>
        <span className={styles.status} data-tone={STATUS_TONE[bet.status]}>
          {t(`myBets.status.${bet.status}`)}
        </span>
      </header>
      <ol className={styles.legs}>
        {bet.legs.map((leg) => (
          <li key={leg.outcome_id} className={styles.leg}>
            <span className={styles.legState} data-state={leg.state} aria-hidden="true" />
            <div className={styles.legText}>
              <p className={styles.legOutcome}>
                {leg.outcome} <b className={styles.legOdds}>{formatOdds(leg.odds, format)}</b>
              </p>
              <p className={styles.legMarket}>{leg.market}</p>
              <Link to={eventPath(leg.event_id)} className={styles.legEvent}>
                {leg.event} · {dateTime(leg.starts_at, language)}
              </Link>
            </div>
            <span className={styles.legStateText}>{t(`myBets.leg.${leg.state}`)}</span>
          </li>
        ))}
      </ol>
      <dl className={styles.money}>
        <div>
          <dt>{t('myBets.stake')}</dt>
          <dd>{money(bet.total_stake)}</dd>
        </div>
        {settled ? (
          <div>
            <dt>{t('myBets.return')}</dt>
            <dd className={bet.return_usd && bet.return_usd > 0 ? styles.won : undefined}>
              {money(bet.return_usd ?? 0)}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('myBets.potential')}</dt>
            <dd className={styles.potential}>{money(bet.potential_return)}</dd>
          </div>
        )}
      </dl>
      {settled && bet.explanation_text && (
        <p className={styles.explanation}>
          <span className={styles.explanationLabel}>{t('myBets.explanation')}</span> {bet.explanation_text}
        </p>
      )}
    </article>
  );
}

function BetList({ status }: { status: 'open' | 'settled' }) {
  const { t } = useTranslation('sports');
  const [page, setPage] = useState(1);
  const bets = useBets(status, page);
  if (bets.isPending) return <p className={styles.muted}>{t('myBets.loading')}</p>;
  if (bets.isError)
    return (
      <p role="alert" className={styles.muted}>
        {t('loadFailed')}
      </p>
    );
  if (bets.data.results.length === 0)
    return (
      <div className={ui.empty}>
        <p>{t(`myBets.empty.${status}`)}</p>
        <Link to="/sports" className={styles.cta}>
          {t('myBets.toSports')}
        </Link>
      </div>
    );
  return (
    <>
      <div className={styles.list}>
        {bets.data.results.map((bet) => (
          <BetCard key={bet.id} bet={bet} />
        ))}
      </div>
      {(bets.data.previous !== null || bets.data.next !== null) && (
        <div className={styles.pager}>
          <button
            type="button"
            className={ui.roundButton}
            disabled={bets.data.previous === null}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('myBets.newer')}
          </button>
          <span>{t('myBets.page', { page })}</span>
          <button
            type="button"
            className={ui.roundButton}
            disabled={bets.data.next === null}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('myBets.older')}
          </button>
        </div>
      )}
    </>
  );
}

/** My bets (a tab of the profile): open and settled sports bets with their legs, money and explanation. */
export function MyBets() {
  // The sportsbook's texts may not be in yet (the profile does not need them): only this panel waits.
  return (
    <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
      <MyBetsPanel />
    </Suspense>
  );
}

function MyBetsPanel() {
  const { t } = useTranslation('sports');
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>{t('myBets.title')}</h2>
        <div className={ui.pills} role="group" aria-label={t('myBets.title')}>
          {(['open', 'settled'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={status === option}
              onClick={() => setStatus(option)}
            >
              {t(`myBets.tabs.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <BetList key={status} status={status} />
    </div>
  );
}
