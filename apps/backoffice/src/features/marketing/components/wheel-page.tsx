import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import { editPrize, getWheel, publishWheel, wheelKey, type Wheel, type WheelPrize } from '../api/wheel';
import facts from '../../../components/facts.module.css';
import styles from './marketing.module.css';

/** The wheel's segment colours by name, as the player app paints them (its fortune wheel's light shades). */
const SEGMENT_COLORS: Record<string, string> = {
  gold: '#ffe07a',
  violet: '#a68bff',
  emerald: '#4ff0a0',
  rose: '#ff8099',
  azure: '#62c1ff',
  amber: '#ffbd5c',
  magenta: '#ea7bff',
  teal: '#4ff0de',
};

const share = (weight: number, total: number) => (total > 0 ? (weight * 100) / total : 0);

/**
 * The wheel: what players see now beside the draft being prepared. Edits change the draft only;
 * publishing makes it live at once (the server refuses a wheel with nothing to draw).
 */
export function WheelPage() {
  const { t } = useTranslation('marketing');
  const queryClient = useQueryClient();
  const wheel = useQuery({ queryKey: wheelKey, queryFn: getWheel });
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [weights, setWeights] = useState<Record<number, string>>({});

  const apply = (next: Wheel) => queryClient.setQueryData(wheelKey, next);
  const change = async (prize: WheelPrize, body: { weight?: number; enabled?: boolean }) => {
    try {
      apply(await editPrize(prize.id, body));
      setWeights((w) => {
        const rest = { ...w };
        delete rest[prize.id];
        return rest;
      });
      setNotice({ tone: 'success', text: t('wheel.draftSaved', { label: prize.label }) });
    } catch (error) {
      const text = error instanceof ApiError ? (error.fieldErrors('weight') ?? error.summary()) : undefined;
      setNotice({ tone: 'error', text: text ?? messageOf(error, t('common:errors.network')) });
    }
  };

  if (wheel.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (wheel.isError)
    return <Notice tone="error">{messageOf(wheel.error, t('common:errors.network'))}</Notice>;
  const prizes = wheel.data.prizes;
  const liveTotal = prizes.reduce((s, p) => s + (p.live && p.terms_enabled ? p.live.weight : 0), 0);
  const draftTotal = prizes.reduce((s, p) => s + (p.draft.enabled ? p.draft.weight : 0), 0);

  return (
    <>
      <PageHeader
        title={t('wheel.title')}
        intro={t('wheel.intro')}
        actions={
          <Button variant="accent" disabled={!wheel.data.draft_differs} onClick={() => setPublishing(true)}>
            {t('wheel.publish')}
          </Button>
        }
      />
      {notice && (
        <Notice tone={notice.tone} className={styles.notice}>
          {notice.text}
        </Notice>
      )}
      {wheel.data.draft_differs && (
        <Notice tone="warning" className={styles.notice}>
          {t('wheel.differs')}
        </Notice>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.standings} aria-label={t('wheel.title')}>
          <thead>
            <tr>
              <th>{t('wheel.columns.prize')}</th>
              <th>{t('wheel.columns.terms')}</th>
              <th className={styles.numeric}>{t('wheel.columns.live')}</th>
              <th>{t('wheel.columns.draft')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => {
              const liveShare = prize.live && prize.terms_enabled ? share(prize.live.weight, liveTotal) : 0;
              const draftShare = prize.draft.enabled ? share(prize.draft.weight, draftTotal) : 0;
              const typed = weights[prize.id] ?? String(prize.draft.weight);
              return (
                <tr key={prize.id}>
                  <td>
                    <span
                      className={styles.swatch}
                      style={{ background: SEGMENT_COLORS[prize.color] ?? prize.color }}
                      aria-hidden="true"
                    />
                    <strong>{prize.label}</strong>
                  </td>
                  <td>
                    <span className={styles.stack}>
                      <code>{prize.terms_code}</code>
                      {!prize.terms_enabled && (
                        <span className={facts.tone} data-tone="danger">
                          {t('wheel.termsDisabled')}
                        </span>
                      )}
                    </span>
                  </td>
                  <td className={styles.numeric}>
                    {prize.live ? (
                      <span className={styles.stack}>
                        <span>
                          {prize.live.weight} · {liveShare.toFixed(1)}%
                        </span>
                        <span className={styles.bar} style={{ width: `${Math.max(2, liveShare)}%` }} />
                      </span>
                    ) : (
                      <span className={styles.muted}>{t('wheel.off')}</span>
                    )}
                  </td>
                  <td>
                    <form
                      className={styles.actions}
                      style={{ justifyContent: 'flex-start', alignItems: 'center' }}
                      onSubmit={(e) => {
                        e.preventDefault();
                        if (!/^\d{1,7}$/.test(typed.trim())) {
                          setNotice({ tone: 'error', text: t('wheel.weightRule') });
                          return;
                        }
                        void change(prize, { weight: Number(typed) });
                      }}
                    >
                      <input
                        aria-label={t('wheel.weightOf', { label: prize.label })}
                        className={styles.textarea}
                        style={{ minHeight: 0, width: 110, padding: '6px 10px' }}
                        inputMode="numeric"
                        value={typed}
                        onChange={(e) => setWeights((w) => ({ ...w, [prize.id]: e.target.value }))}
                      />
                      <span className={styles.muted}>
                        {prize.draft.enabled ? `${draftShare.toFixed(1)}%` : t('wheel.off')}
                      </span>
                      {typed !== String(prize.draft.weight) && (
                        <Button size="small" type="submit" variant="accent">
                          {t('save')}
                        </Button>
                      )}
                    </form>
                  </td>
                  <td>
                    <span className={styles.actions}>
                      <Button
                        size="small"
                        variant="ghost"
                        onClick={() => void change(prize, { enabled: !prize.draft.enabled })}
                      >
                        {prize.draft.enabled ? t('wheel.takeOff') : t('wheel.putOn')}
                      </Button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {publishing && (
        <ReasonDialog
          title={t('wheel.publishTitle')}
          confirmLabel={t('wheel.publish')}
          onClose={() => setPublishing(false)}
          onConfirm={async (reason) => {
            apply(await publishWheel(reason));
            setNotice({ tone: 'success', text: t('wheel.published') });
          }}
        >
          {t('wheel.publishText')}
        </ReasonDialog>
      )}
    </>
  );
}
