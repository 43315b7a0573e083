import type { GamblingBreak } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';

/** A moment as the limits' notices show it, in the player's language. */
export const formatMoment = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The break running now, when it ends, and that the balance stays withdrawable. */
export function BreakNotice({ current }: { current: GamblingBreak }) {
  const { t, i18n } = useTranslation('limits');
  const at = (iso: string) => formatMoment(iso, i18n.language);
  return (
    <Notice tone="warning" role="status">
      {current.ends_at
        ? t(`break.running.${current.kind}`, { until: at(current.ends_at) })
        : t('break.running.permanent')}
    </Notice>
  );
}
