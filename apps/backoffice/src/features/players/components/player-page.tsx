import { ArrowLeftIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/loader';
import { Notice } from '@casino/ui/notice';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useLocation, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { ApiError, messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/api/get-session';
import { playerKey, playerPath, usePlayer, type PlayerProfile } from '../api/get-player';
import { PlayerGambling } from '../../responsible-gambling/components/player-gambling';
import { PlayerActions } from './player-actions';
import { Money, PLAYER_SECTIONS, type PlayerSection } from './player-sections';
import facts from '../../../components/facts.module.css';
import styles from './players.module.css';

const GAMBLING_TAB = 'responsible-gambling';

export const STATUS_TONES: Record<string, string> = {
  active: 'success',
  suspended: 'warning',
  blocked: 'danger',
  closed: 'danger',
};

/** One player's page: who they are, their money and status, the actions a role allows, every section. */
export function PlayerPage() {
  const { t } = useTranslation('players');
  const { id = '' } = useParams();
  const player = usePlayer(id);
  const permissions = useSession().data?.staff.permissions ?? [];
  const sections = PLAYER_SECTIONS.filter((s) => permissions.includes(s.permission));
  // Responsible gambling is a page of its own, not a list: its tab comes after the lists.
  const gambling = permissions.includes('rg.read');
  const tabs = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the tabs scroll sideways: centre the open one, without moving the page.
  useEffect(() => {
    const nav = tabs.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const navBox = nav.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    nav.scrollLeft += box.left - navBox.left - (navBox.width - box.width) / 2;
  }, [pathname, player.isSuccess]);

  if (!/^[1-9]\d{0,9}$/.test(id)) return <Navigate to="/players" replace />;
  if (player.isPending)
    return (
      <div className={styles.center}>
        <Spinner label={t('common:loading')} />
      </div>
    );
  if (player.isError)
    return (
      <Notice tone="error">
        {player.error instanceof ApiError && player.error.status === 404
          ? t('notFound', { id })
          : messageOf(player.error, t('common:errors.load'))}
      </Notice>
    );

  const profile = player.data;
  const tab = ({ isActive }: { isActive: boolean }) =>
    [styles.tab, isActive && styles.tabActive].filter(Boolean).join(' ');
  return (
    <>
      <Link to="/players" className={styles.back}>
        <ArrowLeftIcon size={16} />
        {t('back')}
      </Link>
      <PlayerHeader profile={profile} />
      <PlayerActions profile={profile} permissions={permissions} />
      {profile.pending_approvals.length > 0 && (
        <ul className={styles.pending} aria-label={t('pending.label')}>
          {profile.pending_approvals.map((request) => (
            <li key={request.id}>
              <Notice tone="warning">
                <strong>{t(`pending.kinds.${request.kind}`, { defaultValue: request.kind })}</strong>{' '}
                {t('pending.text', { maker: request.maker, at: formatDateTime(request.created_at) })}{' '}
                <q>{request.reason}</q>
              </Notice>
            </li>
          ))}
        </ul>
      )}
      <nav ref={tabs} className={styles.tabs} aria-label={t('sections')}>
        {sections.map((section) => (
          <NavLink key={section.path} to={`/players/${profile.id}/${section.path}`} className={tab}>
            {t(`tabs.${section.path}`)}
          </NavLink>
        ))}
        {gambling && (
          <NavLink to={`/players/${profile.id}/${GAMBLING_TAB}`} className={tab}>
            {t(`tabs.${GAMBLING_TAB}`)}
          </NavLink>
        )}
      </nav>
      <Routes>
        <Route index element={<Navigate to={sections[0]?.path ?? 'rounds'} replace />} />
        {sections.map((section) => (
          <Route
            key={section.path}
            path={section.path}
            element={
              <SectionTable
                playerId={profile.id}
                section={section}
                kycReviewer={permissions.includes('kyc.review')}
              />
            }
          />
        ))}
        {gambling && <Route path={GAMBLING_TAB} element={<PlayerGambling playerId={profile.id} />} />}
      </Routes>
    </>
  );
}

function SectionTable({
  playerId,
  section,
  kycReviewer,
}: {
  playerId: number;
  section: PlayerSection;
  kycReviewer: boolean;
}) {
  const { t } = useTranslation('players');
  return (
    <DataTable
      actions={
        section.path === 'documents' && kycReviewer ? (
          <Link to="/kyc" className={styles.link}>
            {t('reviewDocuments')}
          </Link>
        ) : undefined
      }
      path={`${playerPath(playerId)}${section.path}/`}
      queryKey={[...playerKey(playerId), section.path]}
      label={t('tableLabel', { section: t(`tabs.${section.path}`), id: playerId })}
      columns={section.columns(t)}
      rowKey={(row) => String(row.id)}
      emptyText={t('empty')}
    />
  );
}

function PlayerHeader({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation('players');
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (
    <section className={styles.hero} aria-labelledby="player-title">
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden>
          {(profile.nickname || '?').slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h1 id="player-title" className={styles.title}>
            {profile.nickname || t('noNickname')} <span className={styles.playerId}>#{profile.id}</span>
          </h1>
          <p className={styles.subtitle}>
            <span className={facts.tone} data-tone={STATUS_TONES[profile.status]}>
              {t(`status.${profile.status}`)}
            </span>
            <span
              className={facts.tone}
              data-tone={profile.verification_state === 'verified' ? 'success' : undefined}
            >
              {t(`verification.${profile.verification_state}`, { defaultValue: profile.verification_state })}
            </span>
            {profile.gambling_break && (
              <span className={facts.tone} data-tone="danger">
                {profile.gambling_break.ends_at
                  ? t(`onBreak.${profile.gambling_break.kind}`, {
                      until: formatDateTime(profile.gambling_break.ends_at),
                    })
                  : t('onBreak.permanent')}
              </span>
            )}
            {profile.loyalty?.is_vip && (
              <span className={facts.tone} data-tone="warning">
                VIP
              </span>
            )}
            {profile.labels.map((label) => (
              <span key={label} className={styles.label}>
                {label}
              </span>
            ))}
          </p>
          {profile.status !== 'active' && profile.status_reason && (
            <p className={styles.statusReason}>
              {t('statusSince', { at: formatDateTime(profile.status_changed_at) })}{' '}
              <q>{profile.status_reason}</q>
            </p>
          )}
        </div>
      </div>
      {profile.balances && (
        <dl className={styles.balances}>
          <div>
            <dt>{t('balances.cash')}</dt>
            <dd>
              <Money value={profile.balances.cash} />
            </dd>
          </div>
          <div>
            <dt>{t('balances.bonus')}</dt>
            <dd>
              <Money value={profile.balances.bonus} />
            </dd>
          </div>
          <div>
            <dt>{t('balances.held')}</dt>
            <dd>
              <Money value={profile.balances.held} />
            </dd>
          </div>
        </dl>
      )}
      {!profile.personal_visible && <p className={styles.masked}>{t('masked')}</p>}
      <dl className={[facts.facts, styles.profile].join(' ')}>
        <div>
          <dt>{t('fields.name')}</dt>
          <dd>{name || '—'}</dd>
        </div>
        <div>
          <dt>{t('fields.email')}</dt>
          <dd>
            {profile.email} {profile.is_email_verified && <span className={styles.verified}>✓</span>}
          </dd>
        </div>
        <div>
          <dt>{t('fields.phone')}</dt>
          <dd>
            {profile.phone || '—'} {profile.is_phone_verified && <span className={styles.verified}>✓</span>}
          </dd>
        </div>
        <div>
          <dt>{t('fields.birth')}</dt>
          <dd>{profile.date_of_birth ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('fields.address')}</dt>
          <dd>{[profile.address, profile.city, profile.country].filter(Boolean).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>{t('fields.joined')}</dt>
          <dd>{formatDateTime(profile.created_at)}</dd>
        </div>
        <div>
          <dt>{t('fields.station')}</dt>
          <dd>
            {profile.loyalty
              ? t('loyalty', { station: profile.loyalty.station, points: profile.loyalty.points })
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('fields.cashback')}</dt>
          <dd>{profile.loyalty ? <Money value={profile.loyalty.cashback_waiting} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t('fields.notes')}</dt>
          <dd>{profile.notes_count}</dd>
        </div>
      </dl>
    </section>
  );
}
