import { INBOX_MESSAGE_TYPES, type InboxMessageType } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../platform/i18n/locale.js';
import { isAppRoute } from './app-routes.js';
import { INBOX_TEXTS } from './inbox.texts.js';
import { imageOf, isShownType, renderEvent, type InboxEventRow } from './inbox.templates.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const title = { en: 'Welcome 75%', es: 'Bienvenida 75%', pt: 'Boas-vindas 75%', ru: 'Приветственный 75%' };

/** A realistic payload for each type, as the modules that write the events store it. */
const PAYLOADS: Record<Exclude<InboxMessageType, 'broadcast'>, Record<string, unknown>> = {
  deposit_credited: { usd_amount: 1234.5, token_amount: '1234.5', token_type: 'USDT', provider: 'TRX' },
  withdrawal_paid: { withdrawal_id: 4, usd_amount: 25.5, token_type: 'USDT', provider: 'TRX', tx_id: 'abc' },
  withdrawal_rejected: { withdrawal_id: 5, usd_amount: 40, token_type: 'USDT', reason: 'Address mismatch.' },
  document_verified: { document_id: 1, document_type: 'passport', verification_state: 'verified' },
  document_rejected: { document_id: 2, reason: 'The photo is blurred.' },
  bonus_granted: {
    player_bonus_id: 3,
    title,
    bonus_usd: 75,
    spins: 175,
    wager_ends_at: '2026-05-11T10:00:00.000Z',
  },
  bonus_activated: { player_bonus_id: 3, title, min_deposit_usd: 50, deposit_by: '2026-05-05T10:00:00.000Z' },
  bonus_expiring: { player_bonus_id: 3, title, wager_ends_at: '2026-05-11T10:00:00.000Z' },
  tournament_started: {
    tournament_id: 9,
    name: { en: 'Spin Race', ru: 'Гонка' },
    prize_usd: 1750,
    end_date: '2026-05-12T00:00:00.000Z',
  },
  tournament_prize: { tournament_id: 9, name: 'Spin Race', place: 2, prize_usd: 50 },
  station_reached: { station: 2, month: '2026-05-01', spins: 50, player_bonus_id: 8 },
  cashback_ready: { amount_usd: 120, rate: 4, expires_at: '2026-05-15T00:00:00.000Z' },
  sports_free_bet: { player_bonus_id: 3, title, amount_usd: 20, expires_at: '2026-06-04T10:00:00.000Z' },
  sports_bet_after_bonus: { player_bonus_id: 3, ends_at: '2026-06-04T10:00:00.000Z' },
};

const row = (type: string, payload: Record<string, unknown>): InboxEventRow => ({
  id: 1,
  type,
  payload,
  created_at: new Date('2026-05-04T10:00:00Z'),
  broadcast_texts: null,
  broadcast_route: null,
});

describe('the inbox texts', () => {
  it('have every message in the four languages with the same placeholders as English', () => {
    for (const [key, byLocale] of Object.entries(INBOX_TEXTS)) {
      for (const locale of LOCALES) {
        const texts = byLocale[locale];
        for (const part of ['title', 'description', 'button'] as const) {
          expect(texts[part].trim(), `${key} ${locale} ${part}`).not.toBe('');
          expect(placeholders(texts[part]), `${key} ${locale} ${part}`).toEqual(
            placeholders(byLocale.en[part]),
          );
        }
      }
    }
  });
});

describe('renderEvent', () => {
  it('renders every shown type in every language, fully filled, with a route of the app and its own art', () => {
    for (const type of INBOX_MESSAGE_TYPES) {
      if (type === 'broadcast') continue;
      for (const locale of LOCALES) {
        const m = renderEvent(row(type, PAYLOADS[type]), locale);
        expect(m, `${type} ${locale}`).toBeDefined();
        if (!m) continue;
        for (const text of [m.title, m.description, m.button_text])
          expect(text, `${type} ${locale}`).not.toMatch(/[{}]/);
        expect(isAppRoute(m.button_action), m.button_action).toBe(true);
        expect(m.img).toBe(imageOf(type));
      }
    }
  });

  it('formats amounts, dates and counts for the reader', () => {
    // Intl separates with no-break spaces; read them as spaces.
    const deposit = (l: 'en' | 'es' | 'pt' | 'ru') =>
      renderEvent(row('deposit_credited', PAYLOADS.deposit_credited), l)?.description.replace(
        /[\u00a0\u202f]/g,
        ' ',
      );
    expect(deposit('en')).toContain('$1,234.50');
    expect(deposit('en')).toContain('1,234.5 USDT');
    expect(deposit('pt')).toContain('US$ 1.234,50');
    expect(deposit('pt')).toContain('1.234,5 USDT');
    expect(deposit('ru')).toContain('1 234,50 $');
    const granted = renderEvent(row('bonus_granted', PAYLOADS.bonus_granted), 'ru');
    expect(granted?.description).toContain('Приветственный 75%');
    expect(granted?.description).toContain('175 фриспинов');
    expect(granted?.description).toContain('UTC');
    const one = renderEvent(
      row('bonus_granted', { ...PAYLOADS.bonus_granted, bonus_usd: 0, spins: 1 }),
      'en',
    );
    expect(one?.title).toBe('Your free spins are ready');
    expect(one?.description).toContain('1 free spin ');
    const started = renderEvent(row('tournament_started', PAYLOADS.tournament_started), 'es');
    // No Spanish name: the English one.
    expect(started?.title).toBe('Spin Race ha comenzado');
    expect(started?.button_action).toBe('/tournaments?tournamentId=9&eventStarted=true');
  });

  it('sends the player where the message can be acted on', () => {
    const route = (type: Exclude<InboxMessageType, 'broadcast'>, payload = PAYLOADS[type]) =>
      renderEvent(row(type, payload), 'en')?.button_action;
    expect(route('deposit_credited')).toBe('/profile?tab=history');
    expect(route('document_rejected')).toBe('/profile');
    expect(route('bonus_expiring')).toBe('/bonuses');
    expect(route('cashback_ready')).toBe('/status');
    expect(route('station_reached')).toBe('/bonuses');
    // No spins offered (the station's terms are disabled): the status page instead.
    expect(route('station_reached', { station: 3, spins: 0, player_bonus_id: null })).toBe('/status');
    expect(renderEvent(row('document_verified', { verification_state: 'pending' }), 'en')?.title).toBe(
      'Document accepted',
    );
  });

  it('skips what it cannot show: unshown types and payloads missing what the message needs', () => {
    expect(isShownType('withdrawal_requested')).toBe(false);
    expect(renderEvent(row('withdrawal_requested', { usd_amount: 1 }), 'en')).toBeUndefined();
    expect(renderEvent(row('deposit_credited', { usd_amount: 'lots' }), 'en')).toBeUndefined();
    expect(
      renderEvent(row('bonus_granted', { ...PAYLOADS.bonus_granted, wager_ends_at: 'never' }), 'en'),
    ).toBeUndefined();
    expect(renderEvent(row('tournament_prize', { name: 'x' }), 'en')).toBeUndefined();
    expect(renderEvent(row('broadcast', { broadcast_id: 1 }), 'en')).toBeUndefined();
  });

  it("renders a broadcast with the operator's texts in the reader's language and its route", () => {
    const texts = {
      en: { title: 'Hello', description: 'News', button_text: 'Open' },
      es: { title: 'Hola', description: 'Noticias', button_text: 'Abrir' },
      pt: { title: 'Olá', description: 'Novidades', button_text: 'Abrir' },
      ru: { title: 'Привет', description: 'Новости', button_text: 'Открыть' },
    };
    const m = renderEvent(
      { ...row('broadcast', { broadcast_id: 1 }), broadcast_texts: texts, broadcast_route: '/vip' },
      'pt',
    );
    expect(m).toEqual({
      type: 'broadcast',
      title: 'Olá',
      description: 'Novidades',
      img: '/inbox/broadcast.svg',
      button_text: 'Abrir',
      button_action: '/vip',
    });
  });
});

describe('isAppRoute', () => {
  it("takes the app's paths with plain queries and refuses anything else", () => {
    for (const ok of [
      '/',
      '/promo/events',
      '/faq/play-safe',
      '/faq/fortune-wheel',
      '/tournaments?tournamentId=3&eventStarted=true',
      '/profile?tab=history',
    ])
      expect(isAppRoute(ok), ok).toBe(true);
    for (const bad of [
      '',
      'https://evil.example',
      '//evil.example/x',
      '/nowhere',
      '/faq/unknown',
      '/vip#x',
      '/slots?x=<script>',
      'javascript:alert(1)',
      `/slots?${'a'.repeat(300)}`,
    ])
      expect(isAppRoute(bad), bad).toBe(false);
  });
});
