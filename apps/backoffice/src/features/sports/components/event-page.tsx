import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import facts from '../../../components/facts.module.css';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/api/get-session';
import { eventKey, sportsKey, useTradingEvent, voidEvent, type TradingEventDetail } from '../api/sports';
import { MarketCard, type MarketIntent } from './market-card';
import { money } from './names';
import { TradeDialog } from './trade-dialog';
import styles from './sports.module.css';

/**
 * An event as the book holds it: each market's prices, open stake and liability, and the trader's
 * actions (sports.trade): prices, suspend and reopen, settle (four eyes), void the market or event.
 */
export function EventPage() {
  const { t } = useTranslation('sports');
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const trade = (useSession().data?.staff.permissions ?? []).includes('sports.trade');
  const event = useTradingEvent(id);
  const [intent, setIntent] = useState<MarketIntent | 'void-event'>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  if (event.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (event.isError)
    return <Notice tone="error">{messageOf(event.error, t('common:errors.network'))}</Notice>;
  const data = event.data;

  const done = async (result: { event?: TradingEventDetail; filed?: boolean }, text: string) => {
    if (result.event) queryClient.setQueryData(eventKey(id), result.event);
    await queryClient.invalidateQueries({ queryKey: sportsKey });
    setNotice({ tone: 'success', text });
  };

  return (
    <>
      <PageHeader
        title={`${data.home} v ${data.away}`}
        intro={
          <>
            <Link to="/sports">{t('title')}</Link> · {data.competition} · {formatDateTime(data.starts_at)}
          </>
        }
        actions={
          trade && data.status !== 'cancelled' ? (
            <Button variant="danger" onClick={() => setIntent('void-event')}>
              {t('actions.voidEvent')}
            </Button>
          ) : undefined
        }
      />
      {notice && (
        <Notice tone={notice.tone} className={styles.notice}>
          {notice.text}
        </Notice>
      )}
      <div className={styles.summary}>
        <dl className={facts.facts}>
          <div>
            <dt>{t('columns.status')}</dt>
            <dd>
              <span className={facts.tone} data-tone={data.status === 'live' ? 'success' : undefined}>
                {t(`eventStatus.${data.status}`)}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('columns.source')}</dt>
            <dd>{data.manual ? t('manual') : t('feed')}</dd>
          </div>
          <div>
            <dt>{t('openStake')}</dt>
            <dd>{money(data.open_stake)}</dd>
          </div>
          <div>
            <dt>{t('liability')}</dt>
            <dd className={data.liability > 0 ? styles.loss : undefined}>{money(data.liability)}</dd>
          </div>
          <div>
            <dt>{t('maxPayout')}</dt>
            <dd>{money(data.max_payout)}</dd>
          </div>
        </dl>
      </div>
      {data.markets.length === 0 ? (
        <p className={styles.muted}>{t('noMarkets')}</p>
      ) : (
        <div className={styles.markets}>
          {data.markets.map((market) => (
            <MarketCard key={market.id} market={market} trade={trade} onIntent={setIntent} />
          ))}
        </div>
      )}
      {intent === 'void-event' && (
        <ReasonDialog
          title={t('dialogs.voidEventTitle', { event: `${data.home} v ${data.away}` })}
          confirmLabel={t('dialogs.voidEventConfirm')}
          tone="danger"
          onConfirm={async (reason) => done({ event: await voidEvent(id, reason) }, t('done.voidEvent'))}
          onClose={() => setIntent(undefined)}
        >
          <p>{t('dialogs.voidEventText')}</p>
        </ReasonDialog>
      )}
      {intent && intent !== 'void-event' && (
        <TradeDialog
          intent={intent}
          onClose={() => setIntent(undefined)}
          onDone={(result) => done(result, t(`done.${intent.kind}`))}
        />
      )}
    </>
  );
}
