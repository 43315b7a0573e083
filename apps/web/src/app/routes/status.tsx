import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../components/ui/icons';
import { PlaceholderPage } from './placeholder-page';

/** /status — the status stations and cashback programme. */
export function StatusRoute() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t('pages.status.title')} text={t('pages.status.text')} icon={StatusIcon} />;
}
