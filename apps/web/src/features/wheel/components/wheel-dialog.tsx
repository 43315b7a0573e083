import type { WheelPrize, WheelSpinResult } from '@casino/contract';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Spinner } from '@casino/ui/loader';
import { Notice } from '@casino/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { openDialog, type DialogComponentProps } from '../../../lib/dialogs';
import { storage, useStored } from '../../../lib/storage';
import { useSpinWheel } from '../api/spin-wheel';
import { useWheel } from '../api/get-wheel';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { formatClock, useSecondsUntil } from '../hooks/use-seconds-until';
import { landingRotation, segmentSize } from '../wheel-geometry';
import { FortuneWheel, type WheelSegment } from './fortune-wheel';
import styles from './wheel-dialog.module.css';

/** The turn's length and its whole turns before the drawn segment comes round. */
export const SPIN_MS = 5200;
const SPIN_TURNS = 6;

type Phase = 'idle' | 'spinning' | 'won';

interface Win {
  result: WheelSpinResult;
  prize: WheelPrize | undefined;
}

const isSpinsPrize = (p: WheelPrize) => p.bonus.percentage === 0 && p.bonus.number_of_spins > 0;

function Countdown({ until, onReached }: { until: string; onReached: () => void }) {
  const { t } = useTranslation('wheel');
  const left = useSecondsUntil(until, onReached);
  return (
    <div className={styles.countdown}>
      <span className={styles.countdownLabel}>{t('nextSpinIn')}</span>
      <span className={styles.clock} role="timer" aria-live="off" data-testid="wheel-countdown">
        {formatClock(left)}
      </span>
    </div>
  );
}

function PrizeCard({ win, onClose, reduced }: { win: Win; onClose: () => void; reduced: boolean }) {
  const { t, i18n } = useTranslation('wheel');
  const card = useRef<HTMLDivElement>(null);
  // On a phone the card opens below the fold of the dialog: bring it into view.
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [reduced]);
  const endsAt = win.result.bonus.ends_at;
  const label = win.prize?.label ?? win.result.bonus.title;
  return (
    <div ref={card} className={styles.prize} data-testid="wheel-prize">
      <p className={styles.prizeKicker}>{t('wonHeading')}</p>
      <p className={styles.prizeLabel}>{label}</p>
      <p className={styles.prizeTitle}>{win.result.bonus.title}</p>
      {win.result.bonus.short_description && (
        <p className={styles.prizeText}>{win.result.bonus.short_description}</p>
      )}
      <p className={styles.prizeDeadline}>
        {endsAt
          ? t('activateBy', {
              date: new Intl.DateTimeFormat(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(endsAt)),
            })
          : t('activateWithin')}
      </p>
      <Link to="/bonuses" className={styles.goToBonuses} onClick={onClose}>
        {t('goToBonuses')}
      </Link>
    </div>
  );
}

/**
 * The wheel of fortune (wheelMenu): the published prizes on our wheel, one spin a day that lands
 * on the prize the server drew, the prize card with the way to activate it, and the countdown to
 * the next spin. Guests are sent to sign in.
 */
export function WheelDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('wheel');
  const { t: tc } = useTranslation('common');
  const [token] = useStored('accessToken');
  const [wonToday] = useStored('wheelWon');
  const signedIn = token !== '';
  const wheel = useWheel();
  const spin = useSpinWheel();
  const reduced = useReducedMotion();
  const [phase, setPhase] = useState<Phase>('idle');
  const [rotation, setRotation] = useState<number | null>(null);
  const [win, setWin] = useState<Win>();
  const [announcement, setAnnouncement] = useState('');
  const winRef = useRef<Win>(undefined);

  const data = wheel.data;
  const prizes = data?.bonuses ?? [];
  const segments: WheelSegment[] = prizes.map((p) => ({
    id: p.id,
    label: p.label,
    color: p.color,
    spins: isSpinsPrize(p),
  }));
  // At rest the first prize sits under the pointer.
  const resting = prizes.length > 0 ? -segmentSize(prizes.length) / 2 : 0;
  const currentRotation = rotation ?? resting;

  // The spec's persisted flags: the dialog is open, and no spin survives a reload half-turned.
  useEffect(() => {
    storage.set('wheelOpened', true);
    storage.set('wheelSpin', false);
    return () => {
      storage.set('wheelOpened', false);
      storage.set('wheelSpin', false);
    };
  }, []);
  useEffect(() => {
    if (data?.last_spin_at) storage.set('wheelDateSpin', data.last_spin_at);
    // A new wheel day: yesterday's win is no longer today's.
    if (data?.can_spin && phase === 'idle') storage.set('wheelWon', false);
  }, [data?.last_spin_at, data?.can_spin, phase]);

  const finish = useCallback(() => {
    const current = winRef.current;
    if (!current) return;
    setPhase('won');
    storage.set('wheelSpin', false);
    storage.set('wheelWon', true);
    setAnnouncement(t('wonAnnouncement', { prize: current.prize?.label ?? current.result.bonus.title }));
  }, [t]);

  // The wheel says when it stops; a hidden tab may never run the transition, so a timer backs it up.
  useEffect(() => {
    if (phase !== 'spinning') return;
    const id = window.setTimeout(finish, SPIN_MS + 800);
    return () => window.clearTimeout(id);
  }, [phase, finish]);

  function handleSpin() {
    if (!signedIn) {
      onClose();
      openDialog('loginMenu');
      return;
    }
    if (phase !== 'idle' || spin.isPending || !data?.can_spin) return;
    storage.set('wheelSpin', true);
    spin.mutate(undefined, {
      onSuccess: (result) => {
        const index =
          prizes[result.index]?.id === result.prize_id
            ? result.index
            : prizes.findIndex((p) => p.id === result.prize_id);
        const current: Win = { result, prize: prizes[index] };
        winRef.current = current;
        setWin(current);
        storage.set('wheelDateSpin', new Date().toISOString());
        if (index < 0) {
          // The operator changed the wheel since it was shown: the prize stands, without the turn.
          finish();
          return;
        }
        setRotation(
          landingRotation(
            currentRotation,
            index,
            prizes.length,
            reduced ? 0 : SPIN_TURNS,
            Math.random() - 0.5,
          ),
        );
        if (reduced) finish();
        else setPhase('spinning');
      },
      onError: () => storage.set('wheelSpin', false),
    });
  }

  const spinError =
    spin.error instanceof ApiError
      ? (spin.error.firstMessage() ?? t('spinFailed'))
      : spin.error
        ? t('spinFailed')
        : '';
  const busy = spin.isPending || phase === 'spinning';

  let action: ReactNode;
  if (wheel.isPending) {
    action = (
      <div className={styles.center}>
        <Spinner size={36} label={t('loading')} />
      </div>
    );
  } else if (wheel.isError) {
    action = (
      <div className={styles.center}>
        <Notice tone="error" centered>
          {t('loadFailed')}
        </Notice>
        <Button variant="secondary" onClick={() => void wheel.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (prizes.length === 0) {
    action = <p className={styles.note}>{t('empty')}</p>;
  } else if (phase === 'won' && win) {
    action = <PrizeCard win={win} onClose={onClose} reduced={reduced} />;
  } else if (!signedIn) {
    action = (
      <Button size="large" className={styles.spinButton} onClick={handleSpin}>
        {t('loginToSpin')}
      </Button>
    );
  } else if (data?.can_spin || busy) {
    action = (
      <Button size="large" className={styles.spinButton} onClick={handleSpin} disabled={busy}>
        {busy ? t('spinning') : t('spin')}
      </Button>
    );
  } else {
    action = (
      <>
        {data?.next_spin_at && <Countdown until={data.next_spin_at} onReached={() => void wheel.refetch()} />}
        <Button size="large" className={styles.spinButton} disabled>
          {t('spin')}
        </Button>
        <p className={styles.note}>
          {wonToday ? (
            <>
              {t('waitingPrize')}{' '}
              <Link to="/bonuses" onClick={onClose}>
                {t('goToBonuses')}
              </Link>
            </>
          ) : (
            t('comeBack')
          )}
        </p>
      </>
    );
  }

  return (
    <Dialog title={t('title')} onClose={onClose} width={560} closeLabel={tc('close')}>
      <p className={styles.tagline}>{t('tagline')}</p>
      <FortuneWheel
        segments={segments}
        rotation={currentRotation}
        durationMs={phase === 'spinning' && !reduced ? SPIN_MS : 0}
        spinning={busy}
        winnerIndex={
          phase === 'won' && win?.prize ? prizes.findIndex((p) => p.id === win.prize?.id) : undefined
        }
        onStopped={finish}
      />
      <div className={styles.actions}>
        {action}
        {spinError && phase === 'idle' && <Notice tone="error">{spinError}</Notice>}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="wheel-announcement">
        {announcement}
      </p>
      {prizes.length > 0 && (
        <details className={styles.odds}>
          <summary>{t('prizesAndChances')}</summary>
          <ul>
            {prizes.map((p) => (
              <li key={p.id}>
                <span className={styles.oddsLabel}>{p.label}</span>
                <span className={styles.oddsText}>{p.bonus.short_description}</span>
                <span className={styles.oddsChance}>{t('chance', { chance: p.chance })}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className={styles.rules}>
        {t('rules')}{' '}
        <Link to="/faq/fortune-wheel" onClick={onClose}>
          {t('termsLink')}
        </Link>
      </p>
    </Dialog>
  );
}
