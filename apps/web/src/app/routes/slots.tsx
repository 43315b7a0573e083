import { useTranslation } from 'react-i18next';
import { SlotsPage } from '../../features/games/components/slots-page';
import { useStored } from '../../lib/storage';
import { useDocumentTitle } from '../shell/use-document-title';

/** /slots — the catalogue (query: provider, categories, tournamentId), titled by the mode. */
export function SlotsRoute() {
  const { t } = useTranslation('shell');
  const [mode] = useStored('headerType');
  const title = mode === 'casino' ? t('nav.allSlots') : t('nav.allGames');
  useDocumentTitle(title);
  return <SlotsPage title={title} />;
}
