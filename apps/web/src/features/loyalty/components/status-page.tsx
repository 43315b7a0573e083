import type { CashbackClaim, PlayerRank, RanksAnswer, Station } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { CheckIcon, CrownIcon, GiftIcon, StatusIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/loader';
import { Notice } from '@casino/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialogs';
import { formatMoney } from '../../../lib/money';
import { useStored } from '../../../lib/storage';
import { useClaimCashback } from '../api/claim-cashback';
import { useCashbackClaims } from '../api/get-cashback-claims';
import { useRanks } from '../api/get-ranks';
import { formatPoints, stationProgress } from '../lib/standing';
import styles from './status-page.module.css';

const number = formatPoints;

const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/**
 * The status and cashback page (document 2, sections 2 and 9): the player's station and points,
 * the seven stations as a ladder, how points are earned, cashback by level and the player's
 * weekly cashback with its Claim button.
 */
export function StatusPage() {
  const { t } = useTranslation('loyalty');
  const [token] = useStored('accessToken');
  const signedIn = token !== '';
  const ranks = useRanks();

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{t('status.title')}</h1>
          <p className={styles.intro}>
            {t('status.intro')}{' '}
            <Link to="/faq/status-system" className={styles.termsLink}>
              {t('status.termsLink')}
            </Link>
          </p>
        </div>
        {ranks.data ? (
          <Standing player={ranks.data.player} stations={ranks.data.stations} signedIn={signedIn} />
        ) : ranks.isError ? null : (
          <div className={styles.standing} aria-busy="true">
            <Spinner />
          </div>
        )}
      </header>
      {ranks.isError && <Notice tone="error">{t('status.loadError')}</Notice>}
      {ranks.data && (
        <>
          <Ladder answer={ranks.data} />
          <div className={styles.columns}>
            <HowPoints answer={ranks.data} />
            <CashbackTable stations={ranks.data.stations} />
          </div>
          {signedIn && ranks.data.player && <Claims station={ranks.data.player.station} />}
        </>
      )}
    </div>
  );
}

function Standing({
  player,
  stations,
  signedIn,
}: {
  player: PlayerRank | null;
  stations: Station[];
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.language;
  if (!player || !signedIn) {
    return (
      <section className={styles.standing} aria-label={t('status.yourStation')}>
        <StationBadge station={0} />
        <div className={styles.standingBody}>
          <p className={styles.standingTitle}>{t('status.guestTitle')}</p>
          <p className={styles.muted}>{t('status.guestText')}</p>
          <p className={styles.points}>
            {t('status.points', { points: 0, goal: number(stations[0]?.threshold ?? 0, language) })}
          </p>
          <Button variant="primary" onClick={() => openDialog('loginMenu')}>
            {t('status.signIn')}
          </Button>
        </div>
      </section>
    );
  }
  const to = player.next_threshold;
  const percent = stationProgress(player, stations) * 100;
  return (
    <section className={styles.standing} aria-label={t('status.yourStation')}>
      <StationBadge station={player.station} />
      <div className={styles.standingBody}>
        <p className={styles.standingTitle}>
          {t('status.station', { station: player.station })}
          {player.is_vip && (
            <span className={styles.vipChip}>
              <CrownIcon size={14} aria-hidden="true" /> {t('status.vip')}
            </span>
          )}
        </p>
        <p className={styles.points} data-testid="station-points">
          {to === null
            ? t('status.pointsTop', { points: number(player.points, language) })
            : t('status.points', { points: number(player.points, language), goal: number(to, language) })}
        </p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('status.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.muted}>
          {player.next_station === null || player.points_to_next === null
            ? t('status.topReached')
            : t('status.toNext', {
                points: number(player.points_to_next, language),
                station: player.next_station,
              })}
        </p>
        <p className={styles.small}>
          {t('status.resets', {
            date: new Intl.DateTimeFormat(language, {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(player.resets_at)),
          })}
        </p>
      </div>
    </section>
  );
}

function StationBadge({ station }: { station: number }) {
  return (
    <div className={styles.badge} data-station={station} aria-hidden="true">
      <StatusIcon size={22} />
      <span>{station}</span>
    </div>
  );
}

function Ladder({ answer }: { answer: RanksAnswer }) {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.language;
  const current = answer.player?.station ?? 0;
  return (
    <section className={styles.section} aria-labelledby="status-ladder">
      <h2 id="status-ladder" className={styles.heading}>
        {t('status.ladderTitle')}
      </h2>
      <p className={styles.muted}>{t('status.ladderIntro')}</p>
      <ol className={styles.ladder}>
        {answer.stations.map((s) => {
          const reached = s.level <= current;
          const here = s.level === current;
          return (
            <li
              key={s.level}
              className={[styles.step, reached && styles.reached, here && styles.here]
                .filter(Boolean)
                .join(' ')}
              aria-current={here ? 'step' : undefined}
            >
              <div className={styles.node}>
                {reached && !here ? <CheckIcon size={16} aria-hidden="true" /> : s.level}
              </div>
              <div className={styles.stepBody}>
                <h3 className={styles.stepTitle}>{t('status.station', { station: s.level })}</h3>
                <p className={styles.stepPoints}>
                  {t('status.threshold', { points: number(s.threshold, language) })}
                </p>
                <p className={styles.stepSpins}>
                  <GiftIcon size={14} aria-hidden="true" /> {t('status.spins', { count: s.spins })}
                </p>
                <p className={styles.small}>
                  {t('status.spinsDetail', { bet: formatMoney(s.spin_bet, language), wager: s.wagering })}
                </p>
                {s.cashback_rate > 0 && (
                  <span className={styles.cashbackBadge}>
                    {t('status.cashbackBadge', { rate: s.cashback_rate })}
                  </span>
                )}
                {here ? (
                  <span className={styles.hereLabel}>{t('status.current')}</span>
                ) : reached ? (
                  <span className={styles.reachedLabel}>{t('status.reached')}</span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function HowPoints({ answer }: { answer: RanksAnswer }) {
  const { t, i18n } = useTranslation('loyalty');
  return (
    <section className={styles.panel} aria-labelledby="status-how">
      <h2 id="status-how" className={styles.heading}>
        {t('status.howTitle')}
      </h2>
      <p className={styles.muted}>
        {t('status.howText', { usd: formatMoney(answer.usd_per_point, i18n.language) })}
      </p>
      <ul className={styles.categories}>
        {Object.entries(answer.contributions).map(([category, percent]) => (
          <li key={category} className={percent === 0 ? styles.zero : undefined}>
            <span>{t(`status.categories.${category}`, { defaultValue: category })}</span>
            <strong>{percent}%</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CashbackTable({ stations }: { stations: Station[] }) {
  const { t, i18n } = useTranslation('loyalty');
  const current = useRanks().data?.player?.station ?? 0;
  const rows = stations.filter((s) => s.cashback_rate > 0);
  return (
    <section className={styles.panel} aria-labelledby="status-cashback">
      <h2 id="status-cashback" className={styles.heading}>
        {t('status.cashbackTitle')}
      </h2>
      <p className={styles.muted}>{t('status.cashbackIntro')}</p>
      <table className={styles.table} aria-labelledby="status-cashback">
        <thead>
          <tr>
            <th scope="col">{t('status.table.level')}</th>
            <th scope="col">{t('status.table.rate')}</th>
            <th scope="col">{t('status.table.cap')}</th>
            <th scope="col">{t('status.table.wager')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.level} className={s.level === current ? styles.currentRow : undefined}>
              <th scope="row">{s.level}</th>
              <td className={styles.rate}>{s.cashback_rate}%</td>
              <td>{s.cashback_cap === null ? '—' : formatMoney(s.cashback_cap, i18n.language)}</td>
              <td>x{s.cashback_wagering}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Claims({ station }: { station: number }) {
  const { t } = useTranslation('loyalty');
  const claims = useCashbackClaims(true);
  const claim = useClaimCashback();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();

  const handleClaim = (id: number) => {
    setMessage(undefined);
    claim.mutate(id, {
      onSuccess: (result) => setMessage({ tone: 'success', text: result.detail }),
      onError: (error) =>
        setMessage({
          tone: 'error',
          text: (error instanceof ApiError && error.firstMessage()) || t('status.loadError'),
        }),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="status-claims">
      <h2 id="status-claims" className={styles.heading}>
        {t('status.claimsTitle')}
      </h2>
      {message && (
        <Notice tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      )}
      {claims.data && claims.data.length === 0 && (
        <p className={styles.empty}>{t(station >= 2 ? 'status.claimsPending' : 'status.claimsEmpty')}</p>
      )}
      {claims.data && claims.data.length > 0 && (
        <ul className={styles.claims}>
          {claims.data.map((c) => (
            <ClaimRow
              key={c.id}
              claim={c}
              busy={claim.isPending && claim.variables === c.id}
              onClaim={() => handleClaim(c.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ClaimRow({ claim, busy, onClaim }: { claim: CashbackClaim; busy: boolean; onClaim: () => void }) {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.language;
  // The week's last day is the day before period_end (an exclusive bound at 00:00).
  const lastDay = new Date(Date.parse(claim.period_end) - 1).toISOString();
  return (
    <li className={styles.claim} data-status={claim.status}>
      <div className={styles.claimText}>
        <p className={styles.claimWeek}>
          {t('status.week', { from: day(claim.period_start, language), to: day(lastDay, language) })}
        </p>
        <p className={styles.small}>
          {t('status.claimDetail', {
            rate: claim.rate,
            loss: formatMoney(claim.net_loss, language),
            wager: claim.wager,
          })}
        </p>
        {claim.status === 'ready' && (
          <p className={styles.small}>
            {t('status.claimBefore', {
              date: new Intl.DateTimeFormat(language, {
                day: 'numeric',
                month: 'short',
                hour: '2-digit',
                minute: '2-digit',
              }).format(new Date(claim.expires_at)),
            })}
          </p>
        )}
      </div>
      <strong className={styles.claimAmount}>{formatMoney(claim.amount, language)}</strong>
      {claim.status === 'ready' ? (
        <Button variant="primary" onClick={onClaim} disabled={busy} aria-busy={busy}>
          {t('status.claim')}
        </Button>
      ) : (
        <span className={claim.status === 'claimed' ? styles.claimedTag : styles.expiredTag}>
          {t(claim.status === 'claimed' ? 'status.claimed' : 'status.expired')}
        </span>
      )}
    </li>
  );
}
