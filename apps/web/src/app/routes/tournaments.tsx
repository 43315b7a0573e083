import { useTranslation } from 'react-i18next';
import { TrophyIcon } from '../../components/ui/icons';
import { PlaceholderPage } from './placeholder-page';

/** /tournaments — a tournament's detail (query: tournamentId, eventStarted). */
export function TournamentsRoute() {
  const { t } = useTranslation('shell');
  return (
    <PlaceholderPage
      title={t('pages.tournaments.title')}
      text={t('pages.tournaments.text')}
      icon={TrophyIcon}
    />
  );
}
