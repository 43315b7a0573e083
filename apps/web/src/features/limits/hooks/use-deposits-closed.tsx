import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { useLimits } from '../api/get-limits';
import { BreakNotice, formatMoment } from '../components/break-notice';

/**
 * Why the cash box takes no deposit now, or undefined while it does: a time-out or
 * self-exclusion running, or an account a self-exclusion or the national register keeps closed
 * (docs/decisions/038, 040, 041). The server refuses such deposits anyway; this spares the
 * player a form that can only fail, and leaves them the withdrawal.
 */
export function useDepositsClosed(): ReactNode | undefined {
  const { t, i18n } = useTranslation('limits');
  const limits = useLimits();
  const data = limits.data;
  if (!data) return undefined;
  if (data.break) return <BreakNotice current={data.break} />;
  if (data.account_state === 'open') return undefined;
  const text =
    data.account_state === 'register'
      ? t('reopen.register')
      : data.account_state === 'cooling_off' && data.cooling_off_until
        ? t('reopen.coolingOff', { at: formatMoment(data.cooling_off_until, i18n.language) })
        : t('reopen.text');
  return (
    <Notice tone="warning" role="status">
      {text}
    </Notice>
  );
}
