import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '@casino/ui/loader';
import type { DialogComponentProps } from '../../lib/dialogs';

/** The waitingScreen dialog: the full-screen loader shown while a step completes (closed by whoever opened it). */
export function WaitingScreen(_props: DialogComponentProps) {
  const { t } = useTranslation('common');
  const { t: ts } = useTranslation('shell');
  return <FullScreenLoader label={t('pleaseWait')} brand={ts('brand')} />;
}
