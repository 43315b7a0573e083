import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { ApiError } from '../../../lib/api-client';

/** A failed request's message: the server's first one, or a generic "did not work". */
export function FailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('limits');
  if (!error) return null;
  return <Notice tone="error">{(error instanceof ApiError && error.firstMessage()) || t('failed')}</Notice>;
}
