import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export type PlayerStatus = 'active' | 'suspended' | 'blocked' | 'closed';

/** The player page's header (GET /players/<id>/): personal fields arrive masked without players.personal. */
export interface PlayerProfile {
  id: number;
  nickname: string;
  status: PlayerStatus;
  status_reason: string | null;
  status_changed_at: string | null;
  created_at: string;
  country: string | null;
  verification_state: string;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  personal_visible: boolean;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  address: string;
  city: string;
  balances: { cash: number; bonus: number; held: number } | null;
  loyalty: {
    station: number;
    points: number;
    is_vip: boolean;
    month: string;
    cashback_waiting: number;
  } | null;
  labels: string[];
  notes_count: number;
  pending_approvals: Array<{ id: number; kind: string; reason: string; maker: string; created_at: string }>;
  /** A time-out or self-exclusion running now: shown to every role that sees the player. */
  gambling_break: { kind: 'time_out' | 'self_exclusion'; ends_at: string | null } | null;
}

export const playerPath = (id: number | string) => `/players/${id}/`;

/** Every query about one player starts so: an action on the player invalidates them all. */
export const playerKey = (id: number | string) => ['player', String(id)] as const;

export const playerQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: [...playerKey(id), 'profile'],
    queryFn: ({ signal }) => request<PlayerProfile>(playerPath(id), { signal }),
  });

export const usePlayer = (id: number | string) => useQuery(playerQueryOptions(id));
