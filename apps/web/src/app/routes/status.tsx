import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../features/loyalty/components/status-page';
import { useDocumentTitle } from '../shell/use-document-title';

/** /status — the status stations and cashback programme. */
export function StatusRoute() {
  const { t } = useTranslation('loyalty');
  useDocumentTitle(t('status.title'));
  return <StatusPage />;
}
