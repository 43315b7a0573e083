import { useTranslation } from 'react-i18next';
import { SlotsIcon } from '../../components/ui/icons';
import { useStored } from '../../lib/storage';
import { PlaceholderPage } from './placeholder-page';

/** /slots — the catalogue (query: provider, categories, tournamentId). */
export function SlotsRoute() {
  const { t } = useTranslation('shell');
  const [mode] = useStored('headerType');
  return (
    <PlaceholderPage
      title={mode === 'casino' ? t('pages.slots.title') : t('nav.allGames')}
      text={t('pages.slots.text')}
      icon={SlotsIcon}
    />
  );
}
