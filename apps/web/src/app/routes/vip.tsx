import { useTranslation } from 'react-i18next';
import { VipPage } from '../../features/loyalty/components/vip-page';
import { useDocumentTitle } from '../shell/use-document-title';

/** /vip — the VIP club: Standard and VIP compared. */
export function VipRoute() {
  const { t } = useTranslation('loyalty');
  useDocumentTitle(t('vip.title'));
  return <VipPage />;
}
