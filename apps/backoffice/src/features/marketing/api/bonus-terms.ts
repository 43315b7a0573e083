import { request } from '../../../lib/api-client';

/** The card the player app shows for a bonus (the player API's BonusItem). */
export interface BonusCard {
  title: string;
  short_description: string;
  description: string;
  type: string;
  offer: string;
  percentage: number;
  max_bonus_amount: number;
  max_winning: number;
  wager: number;
  number_of_spins: number;
  bet_per_spin: number;
  min_deposit_amount: number;
  lifetime: number;
  image: string;
  button_text: string;
  max_bet: number | null;
  spin_games: string[];
}

export type TermsFieldValue = string | number | boolean | null;

export interface BonusTerms {
  code: string;
  type: string;
  offer: string;
  title: string;
  requires_deposit: boolean;
  fields: Record<string, TermsFieldValue>;
  spin_tiers: Array<{ min_deposit_usd: number; spins: number; bet_usd: number }>;
  spin_games: string[];
  card: BonusCard;
}

export interface TermsFieldHelp {
  name: string;
  accepts: string;
  reaches: string;
}

export const BONUS_TERMS_PATH = '/marketing/bonus-terms/';
export const bonusTermsKey = ['marketing', 'bonus-terms'] as const;

export const getTermsFields = () =>
  request<{ fields: TermsFieldHelp[] }>('/marketing/bonus-terms/fields/').then((r) => r.fields);

export const previewTerms = (code: string, changes: Record<string, TermsFieldValue>) =>
  request<BonusTerms>(`/marketing/bonus-terms/${encodeURIComponent(code)}/preview/`, {
    method: 'POST',
    body: { changes },
  });

export const saveTerms = (code: string, changes: Record<string, TermsFieldValue>, reason: string) =>
  request<BonusTerms>(`/marketing/bonus-terms/${encodeURIComponent(code)}/`, {
    method: 'POST',
    body: { changes, reason },
  });
