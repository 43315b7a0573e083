import { useTranslation } from 'react-i18next';
import { BonusesPage } from '../../features/bonuses/components/bonuses-page';
import { useDocumentTitle } from '../shell/use-document-title';

/** /bonuses — the player's bonuses (players only; the route table guards it). */
export function BonusesRoute() {
  const { t } = useTranslation('bonuses');
  useDocumentTitle(t('page.title'));
  return <BonusesPage />;
}
