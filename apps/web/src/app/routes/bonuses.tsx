import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../components/ui/icons';
import { PlaceholderPage } from './placeholder-page';

/** /bonuses — the player's bonuses (players only; the route table guards it). */
export function BonusesRoute() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t('pages.bonuses.title')} text={t('pages.bonuses.text')} icon={GiftIcon} />;
}
