import { useTranslation } from 'react-i18next';
import { CardsIcon } from '../../components/ui/icons';
import { PlaceholderPage } from './placeholder-page';

/** /game and /game/:gameId — the game frame (the query's gameId and isDemo are what count). */
export function GameRoute() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t('pages.game.title')} text={t('pages.game.text')} icon={CardsIcon} />;
}
