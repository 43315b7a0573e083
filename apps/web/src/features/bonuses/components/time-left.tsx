import type { BonusItem } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { timeLeft } from '../lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left of a bonus or an offer, ticking each minute; nothing when it does not run out. */
export function TimeLeftText({
  bonus,
  className,
}: {
  bonus: Pick<BonusItem, 'ends_at' | 'time_left'>;
  className?: string;
}) {
  const { t } = useTranslation('bonuses');
  const now = useMinuteClock();
  // time_left counts from when the answer arrived, which is when this first rendered.
  const [loadedAt] = useState(now);
  const left = timeLeft(bonus, now, loadedAt);
  if (!left) return null;
  const text = left.ended
    ? t('time.ended')
    : t('time.left', { days: left.days, hours: pad(left.hours), minutes: pad(left.minutes) });
  return (
    <span role="timer" aria-label={t('time.label', { time: text })} className={className}>
      {text}
    </span>
  );
}
