import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EventsPage } from '../../features/tournaments/components/events-page';
import { useDocumentTitle } from '../shell/use-document-title';

/** /tournaments — a tournament's detail (query: tournamentId, eventStarted) beside the events. */
export function TournamentsRoute() {
  const { t } = useTranslation('tournaments');
  const [params] = useSearchParams();
  const raw = params.get('tournamentId');
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  useDocumentTitle(t('title'));
  return <EventsPage title={t('title')} selectedId={id} />;
}
