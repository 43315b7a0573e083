import { useTranslation } from 'react-i18next';
import { CrownIcon } from '../../components/ui/icons';
import { PlaceholderPage } from './placeholder-page';

/** /vip — the VIP club. */
export function VipRoute() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t('pages.vip.title')} text={t('pages.vip.text')} icon={CrownIcon} />;
}
