import { INBOX_MESSAGE_TYPES, type InboxMessageType } from '@casino/contract';
import type { Locale } from '../../platform/i18n/locale.js';
import { INBOX_TEXTS, SPINS_WORDS, type TextKey } from './inbox.texts.js';

/** An operator's texts of a broadcast, per language. */
export type BroadcastTexts = Record<Locale, { title: string; description: string; button_text: string }>;

/** A player event as the inbox reads it (a broadcast's texts and route joined in). */
export interface InboxEventRow {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date;
  broadcast_texts: BroadcastTexts | null;
  broadcast_route: string | null;
}

/** A message ready for the wire, in one language. */
export interface RenderedMessage {
  type: InboxMessageType;
  title: string;
  description: string;
  img: string;
  button_text: string;
  button_action: string;
}

/** Whether an event type is one the inbox shows (withdrawal_requested, say, is not: see decision 019). */
export function isShownType(type: string): type is InboxMessageType {
  return (INBOX_MESSAGE_TYPES as readonly string[]).includes(type);
}

/** Our own art per type, under the web app's public folder. */
export const imageOf = (type: InboxMessageType): string => `/inbox/${type.replace(/_/g, '-')}.svg`;

// ---- formatting for the reader's language ----

const money = (usd: number, locale: Locale) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(usd);

/** A moment as players read it, in UTC (the casino's days and deadlines are UTC). */
const moment = (date: Date, locale: Locale) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

const wholeNumber = (n: number, locale: Locale) => new Intl.NumberFormat(locale).format(n);

/** A token amount as stored (a decimal string, at most a few decimals) in the reader's notation. */
function tokenAmount(text: string, locale: Locale): string {
  if (!/^\d{1,15}(\.\d{1,8})?$/.test(text)) return text;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(Number(text));
}

function spinsText(count: number, locale: Locale): string {
  const words = SPINS_WORDS[locale];
  const form = words[new Intl.PluralRules(locale).select(count)] ?? words.other;
  return form.replace('{n}', wholeNumber(count, locale));
}

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

// ---- reading payloads (written by other modules; a malformed one is skipped, never a 500) ----

type Payload = Record<string, unknown>;

function num(p: Payload, key: string): number | undefined {
  const v = p[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function str(p: Payload, key: string): string | undefined {
  const v = p[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

function when(p: Payload, key: string): Date | undefined {
  const v = p[key];
  if (typeof v !== 'string') return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** A text stored for every language or one per locale: the reader's, else English, else any. */
function localized(p: Payload, key: string, locale: Locale): string | undefined {
  const v = p[key];
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const texts = v as Record<string, unknown>;
  const pick = [texts[locale], texts.en, ...Object.values(texts)].find(
    (t): t is string => typeof t === 'string' && t.trim() !== '',
  );
  return pick?.trim();
}

// ---- one template per type ----

interface Draft {
  key: TextKey;
  params: Record<string, string>;
  route: string;
}

type Template = (p: Payload, locale: Locale) => Draft | undefined;

const HISTORY = '/profile?tab=history';
const tournamentRoute = (id: number) => `/tournaments?tournamentId=${id}&eventStarted=true`;

const TEMPLATES: Record<Exclude<InboxMessageType, 'broadcast'>, Template> = {
  deposit_credited: (p, l) => {
    const usd = num(p, 'usd_amount');
    const tokens = str(p, 'token_amount');
    const token = str(p, 'token_type');
    if (usd === undefined || !tokens || !token) return undefined;
    return {
      key: 'deposit_credited',
      params: { amount: money(usd, l), tokens: `${tokenAmount(tokens, l)} ${token}` },
      route: HISTORY,
    };
  },
  withdrawal_paid: (p, l) => {
    const usd = num(p, 'usd_amount');
    const token = str(p, 'token_type');
    if (usd === undefined || !token) return undefined;
    return { key: 'withdrawal_paid', params: { amount: money(usd, l), token }, route: HISTORY };
  },
  withdrawal_rejected: (p, l) => {
    const usd = num(p, 'usd_amount');
    const reason = str(p, 'reason');
    if (usd === undefined || !reason) return undefined;
    return { key: 'withdrawal_rejected', params: { amount: money(usd, l), reason }, route: HISTORY };
  },
  document_verified: (p) => ({
    key: p.verification_state === 'verified' ? 'document_verified.account' : 'document_verified.document',
    params: {},
    route: '/profile',
  }),
  document_rejected: (p) => {
    const reason = str(p, 'reason');
    if (!reason) return undefined;
    return { key: 'document_rejected', params: { reason }, route: '/profile' };
  },
  bonus_granted: (p, l) => {
    const title = localized(p, 'title', l);
    const bonus = num(p, 'bonus_usd') ?? 0;
    const spins = num(p, 'spins') ?? 0;
    const by = when(p, 'wager_ends_at');
    if (!title || !by || (bonus <= 0 && spins <= 0)) return undefined;
    const key =
      bonus > 0 && spins > 0
        ? 'bonus_granted.both'
        : bonus > 0
          ? 'bonus_granted.bonus'
          : 'bonus_granted.spins';
    return {
      key,
      params: { title, bonus: money(bonus, l), spins: spinsText(spins, l), date: moment(by, l) },
      route: '/bonuses',
    };
  },
  bonus_activated: (p, l) => {
    const title = localized(p, 'title', l);
    const min = num(p, 'min_deposit_usd');
    const by = when(p, 'deposit_by');
    if (!title || min === undefined || !by) return undefined;
    return {
      key: 'bonus_activated',
      params: { title, amount: money(min, l), date: moment(by, l) },
      route: '/bonuses',
    };
  },
  bonus_expiring: (p, l) => {
    const title = localized(p, 'title', l);
    const by = when(p, 'wager_ends_at');
    if (!title || !by) return undefined;
    return { key: 'bonus_expiring', params: { title, date: moment(by, l) }, route: '/bonuses' };
  },
  sports_free_bet: (p, l) => {
    const title = localized(p, 'title', l);
    const usd = num(p, 'amount_usd');
    const until = when(p, 'expires_at');
    if (!title || usd === undefined || !until) return undefined;
    return {
      key: 'sports_free_bet',
      params: { title, amount: money(usd, l), date: moment(until, l) },
      route: '/sports',
    };
  },
  sports_bet_after_bonus: (p, l) => {
    const until = when(p, 'ends_at');
    if (!until) return undefined;
    return { key: 'sports_bet_after_bonus', params: { date: moment(until, l) }, route: '/bonuses' };
  },
  tournament_started: (p, l) => {
    const id = num(p, 'tournament_id');
    const name = localized(p, 'name', l);
    const prize = num(p, 'prize_usd');
    const end = when(p, 'end_date');
    if (id === undefined || !name || prize === undefined || !end) return undefined;
    return {
      key: 'tournament_started',
      params: { name, prize: money(prize, l), date: moment(end, l) },
      route: tournamentRoute(id),
    };
  },
  tournament_prize: (p, l) => {
    const id = num(p, 'tournament_id');
    const name = localized(p, 'name', l);
    const place = num(p, 'place');
    const prize = num(p, 'prize_usd');
    if (id === undefined || !name || place === undefined || prize === undefined) return undefined;
    return {
      key: 'tournament_prize',
      params: { name, place: wholeNumber(place, l), prize: money(prize, l) },
      route: tournamentRoute(id),
    };
  },
  station_reached: (p, l): Draft | undefined => {
    const station = num(p, 'station');
    if (station === undefined) return undefined;
    const spins = num(p, 'spins') ?? 0;
    // The spins are an offer to activate in Bonuses; without one the status page says what comes next.
    return spins > 0
      ? {
          key: 'station_reached.spins',
          params: { station: String(station), spins: spinsText(spins, l) },
          route: '/bonuses',
        }
      : { key: 'station_reached.plain', params: { station: String(station) }, route: '/status' };
  },
  cashback_ready: (p, l) => {
    const amount = num(p, 'amount_usd');
    const rate = num(p, 'rate');
    const by = when(p, 'expires_at');
    if (amount === undefined || rate === undefined || !by) return undefined;
    return {
      key: 'cashback_ready',
      params: { amount: money(amount, l), rate: wholeNumber(rate, l), date: moment(by, l) },
      route: '/status',
    };
  },
};

/**
 * The message an event makes in the reader's language, or undefined when the event is not one
 * the inbox shows or its payload lacks what the message needs.
 */
export function renderEvent(e: InboxEventRow, locale: Locale): RenderedMessage | undefined {
  if (!isShownType(e.type)) return undefined;
  if (e.type === 'broadcast') {
    const texts = e.broadcast_texts?.[locale] ?? e.broadcast_texts?.en;
    if (!texts || !e.broadcast_route) return undefined;
    return {
      type: 'broadcast',
      title: texts.title,
      description: texts.description,
      img: imageOf('broadcast'),
      button_text: texts.button_text,
      button_action: e.broadcast_route,
    };
  }
  const draft = TEMPLATES[e.type](e.payload, locale);
  if (!draft) return undefined;
  const texts = INBOX_TEXTS[draft.key][locale];
  return {
    type: e.type,
    title: fill(texts.title, draft.params),
    description: fill(texts.description, draft.params),
    img: imageOf(e.type),
    button_text: texts.button,
    button_action: draft.route,
  };
}
