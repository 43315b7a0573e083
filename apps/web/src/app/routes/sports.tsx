import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useEvent } from '../../features/sports/api/get-event';
import { EventPage } from '../../features/sports/components/event-page';
import { filterFromParams, SportsHome } from '../../features/sports/components/sports-home';
import { SportsLayout } from '../../features/sports/components/sports-layout';
import { balanceQueryOptions } from '../../features/wallet/api/get-balance';
import { useDocumentTitle } from '../shell/use-document-title';
import { NotFoundRoute } from './not-found';

/** A placed bet took the stake: the header's balance reads again (the wallet's query, composed here). */
function useRefreshBalance() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
}

/** /sports — the book: sport and competition menus, live, today and upcoming events, the slip. */
export function SportsRoute() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  useDocumentTitle(t('header.sports'));
  return (
    <SportsLayout filter={filterFromParams(params)} onBetPlaced={useRefreshBalance()}>
      <SportsHome />
    </SportsLayout>
  );
}

/** /sports/events/:eventId — an event's markets beside the slip. */
export function SportsEventRoute() {
  const { t } = useTranslation('shell');
  const { eventId } = useParams();
  useDocumentTitle(t('header.sports'));
  const onBetPlaced = useRefreshBalance();
  if (!eventId || !/^[1-9]\d{0,9}$/.test(eventId)) return <NotFoundRoute />;
  return <SportsEvent eventId={Number(eventId)} onBetPlaced={onBetPlaced} />;
}

/** The event's page; the menu marks its sport and competition once the event is in. */
function SportsEvent({ eventId, onBetPlaced }: { eventId: number; onBetPlaced: () => void }) {
  const event = useEvent(eventId).data;
  return (
    <SportsLayout
      filter={event ? { sport: event.sport.slug, competition: event.competition.id } : {}}
      onBetPlaced={onBetPlaced}
    >
      <EventPage eventId={eventId} />
    </SportsLayout>
  );
}
