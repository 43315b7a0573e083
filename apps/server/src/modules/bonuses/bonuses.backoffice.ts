import { centsToUsd } from '@casino/contract';
import { reasonOnly } from '@casino/contract/backoffice';
import {
  bonusTermsChange,
  bonusTermsListQuery,
  bonusTermsPreview,
  promoCodeCreate,
  promoCodeListQuery,
  wheelPrizeChange,
} from '@casino/contract/backoffice-marketing';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { conflict, fieldError, notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import * as admin from './bonuses-admin.repository.js';
import type { PromoCodeListRow } from './bonuses-admin.repository.js';
import {
  applyTermsChanges,
  BonusInputError,
  changeTerms,
  createPromoCode,
  disablePromoCode,
  parseEndDay,
  promoCodeText,
  promoState,
  TERMS_FIELDS,
} from './bonuses-admin.service.js';
import { presentBonus } from './bonuses.presenter.js';
import * as repo from './bonuses.repository.js';
import type { TermsRow } from './bonuses.repository.js';
import { draftDiffers, editWheelPrize, publishWheel, WheelInputError } from './wheel-admin.service.js';
import * as wheelRepo from './wheel.repository.js';
import type { WheelPrizeRow } from './wheel.repository.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const usdOrNull = (cents: number | null) => (cents === null ? null : centsToUsd(cents));

/** The terms with every editable field under its wire name, and the card the player app shows. */
function presentTerms(t: TermsRow, now: Date) {
  return {
    code: t.code,
    type: t.type,
    offer: t.offer,
    title: t.title.en,
    requires_deposit: t.requires_deposit,
    fields: {
      enabled: t.enabled,
      wager_base: t.wager_base,
      percentage: t.percentage,
      max_bonus_usd: centsToUsd(t.max_bonus_cents),
      max_winning_usd: centsToUsd(t.max_winning_cents),
      spins_max_winning_usd: centsToUsd(t.spins_max_winning_cents),
      wager: t.wager,
      spins_wager: t.spins_wager,
      min_deposit_usd: centsToUsd(t.min_deposit_cents),
      max_bet_usd: usdOrNull(t.max_bet_cents),
      wager_days: t.wager_days,
      activation_hours: t.activation_hours,
      deposit_hours: t.deposit_hours,
      sort: t.sort,
    },
    spin_tiers: t.spin_tiers.map((s) => ({
      min_deposit_usd: centsToUsd(s.min_deposit_cents),
      spins: s.spins,
      bet_usd: centsToUsd(s.bet_cents),
    })),
    spin_games: t.spin_games,
    card: presentBonus(null, t, 'en', now),
  };
}

function presentPromo(p: PromoCodeListRow, now: Date) {
  return {
    id: p.id,
    code: p.code,
    terms_code: p.terms_code,
    starts_at: iso(p.starts_at),
    ends_at: iso(p.ends_at),
    max_uses: p.max_uses,
    uses: p.uses,
    state: promoState(p, now),
  };
}

function presentPrize(p: WheelPrizeRow) {
  return {
    id: p.id,
    label: p.label.en,
    color: p.color,
    terms_code: p.terms_code,
    terms_enabled: p.terms_enabled,
    draft: { weight: p.weight, enabled: p.enabled },
    live: p.published ? { weight: p.published_weight } : null,
    published_at: iso(p.published_at),
  };
}

function presentWheel(rows: readonly WheelPrizeRow[]) {
  return { prizes: rows.map(presentPrize), draft_differs: draftDiffers(rows) };
}

/** The rules' refusals as the console reads them: a value under its field, a whole change as a 409. */
async function asClientErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof BonusInputError || err instanceof WheelInputError) {
      if (err.conflict) throw conflict('operator_refused', { reason: err.message });
      if (err.field === 'code' && /^no /.test(err.message)) throw notFound();
      if (err.field === 'id') throw notFound();
      throw fieldError(err.field, 'operator_refused', { reason: err.message });
    }
    throw err;
  }
}

/** A terms code from the path: the codes are short lowercase names (welcome-1, promo-weekend). */
function termsCodeOf(raw: string): string {
  if (!/^[a-z0-9_-]{1,64}$/.test(raw)) throw notFound();
  return raw;
}

/**
 * Marketing's bonus routes (marketing.manage): the terms with every field and the card's
 * preview, promo codes, and the wheel's draft and publishing. The `bonus:*`, `promo:*` and
 * `wheel:*` commands call the same services.
 */
export function registerBonusesBackofficeRoutes(app: FastifyInstance, deps: Deps): void {
  const guard = requireStaff(deps, 'marketing.manage');

  app.get('/api/backoffice/marketing/bonus-terms/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(bonusTermsListQuery, request.query);
    const q = query.q?.toLowerCase();
    const all = (await repo.listAllTerms(deps.db)).filter(
      (t) => !q || t.code.includes(q) || t.title.en.toLowerCase().includes(q),
    );
    const key = (t: TermsRow) => (query.sort === 'sort' ? t.sort : t[query.sort]);
    all.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      const c = x < y ? -1 : x > y ? 1 : a.id - b.id;
      return query.order === 'asc' ? c : -c;
    });
    const { limit, offset } = pageWindow(query);
    const now = deps.clock.now();
    const items = all.slice(offset, offset + limit).map((t) => {
      const p = presentTerms(t, now);
      // A CSV row is flat: the fields as columns, no card.
      return query.format === 'csv'
        ? { code: p.code, type: p.type, offer: p.offer, title: p.title, ...p.fields }
        : p;
    });
    return sendList(reply, query, { items, total: all.length }, 'bonus-terms');
  });

  // What each field accepts and when a change reaches players: the form's hints.
  app.get('/api/backoffice/marketing/bonus-terms/fields/', { preHandler: guard }, async () => ({
    fields: Object.entries(TERMS_FIELDS).map(([name, f]) => ({
      name,
      accepts: f.accepts,
      reaches: f.reaches,
    })),
  }));

  const termsOf = async (raw: string) => {
    const terms = await repo.findTermsByCode(deps.db, termsCodeOf(raw));
    if (!terms) throw notFound();
    return terms;
  };

  app.get<{ Params: { code: string } }>(
    '/api/backoffice/marketing/bonus-terms/:code/',
    { preHandler: guard },
    async (request) => presentTerms(await termsOf(request.params.code), deps.clock.now()),
  );

  // The card as it would be after the changes, by the rules a save applies; nothing is saved.
  app.post<{ Params: { code: string } }>(
    '/api/backoffice/marketing/bonus-terms/:code/preview/',
    { preHandler: guard },
    async (request) => {
      const body = parseInput(bonusTermsPreview, request.body);
      const terms = await termsOf(request.params.code);
      const { after } = await asClientErrors(async () => applyTermsChanges(terms, body.changes));
      return presentTerms(after, deps.clock.now());
    },
  );

  app.post<{ Params: { code: string } }>(
    '/api/backoffice/marketing/bonus-terms/:code/',
    { preHandler: guard },
    async (request) => {
      const body = parseInput(bonusTermsChange, request.body);
      const code = (await termsOf(request.params.code)).code;
      const changed = await asClientErrors(() =>
        changeTerms(deps, code, body.changes, staffActor(request), body.reason),
      );
      return presentTerms(changed, deps.clock.now());
    },
  );

  app.get('/api/backoffice/marketing/promo-codes/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(promoCodeListQuery, request.query);
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await admin.pagePromoCodes(deps.db, {
      sort: query.sort,
      order: query.order,
      ...(query.q ? { q: query.q } : {}),
      limit,
      offset,
    });
    const now = deps.clock.now();
    return sendList(reply, query, { items: rows.map((p) => presentPromo(p, now)), total }, 'promo-codes');
  });

  app.post('/api/backoffice/marketing/promo-codes/', { preHandler: guard }, async (request, reply) => {
    const body = parseInput(promoCodeCreate, request.body);
    const now = deps.clock.now();
    const created = await asClientErrors(async () =>
      createPromoCode(
        deps,
        {
          code: body.code,
          termsCode: body.terms_code,
          endsAt: body.ends === null ? null : parseEndDay(body.ends, now),
          maxUses: body.max_uses,
        },
        staffActor(request),
      ),
    );
    // Its state as of now: it opened at its own creation time, after `now` above.
    return reply.status(201).send(presentPromo(created, deps.clock.now()));
  });

  app.post<{ Params: { code: string } }>(
    '/api/backoffice/marketing/promo-codes/:code/disable/',
    { preHandler: guard },
    async (request) => {
      const body = parseInput(reasonOnly, request.body);
      const code = await asClientErrors(async () => promoCodeText(request.params.code)).catch(() => {
        throw notFound();
      });
      const ended = await asClientErrors(() =>
        disablePromoCode(deps, code, staffActor(request), body.reason),
      );
      return presentPromo(ended, deps.clock.now());
    },
  );

  app.get('/api/backoffice/marketing/wheel/', { preHandler: guard }, async () =>
    presentWheel(await wheelRepo.listAllPrizes(deps.db)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/marketing/wheel/prizes/:id/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const body = parseInput(wheelPrizeChange, request.body);
      await asClientErrors(() => editWheelPrize(deps, id, body, staffActor(request)));
      return presentWheel(await wheelRepo.listAllPrizes(deps.db));
    },
  );

  app.post('/api/backoffice/marketing/wheel/publish/', { preHandler: guard }, async (request) => {
    const body = parseInput(reasonOnly, request.body);
    return presentWheel(await asClientErrors(() => publishWheel(deps, staffActor(request), body.reason)));
  });
}
