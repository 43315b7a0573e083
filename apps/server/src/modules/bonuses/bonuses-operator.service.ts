import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { AppError, conflict, fieldError, notFound } from '../../platform/http/errors.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { walletOf } from '../wallet/wallet.service.js';
import * as admin from './bonuses-admin.repository.js';
import * as repo from './bonuses.repository.js';
import { bonusesOf } from './bonuses.service.js';

/**
 * What staff do to a player's bonuses, the same for the console and `npm run ops` (each passes
 * its actor): grant a fixed bonus on personal or promo terms, cancel a pending or active one.
 * Each change commits with its audit entry.
 */

const operatorBonusMessages = defineMessages({
  bonus_terms_unknown: {
    en: 'There are no bonus terms with this code.',
    es: 'No hay condiciones de bono con este código.',
    pt: 'Não há termos de bônus com este código.',
    ru: 'Условий бонуса с таким кодом нет.',
  },
  bonus_terms_not_grantable: {
    en: 'Only enabled personal or promo terms can be granted by staff.',
    es: 'El personal solo puede conceder condiciones personales o promocionales activas.',
    pt: 'A equipe só pode conceder termos pessoais ou promocionais ativos.',
    ru: 'Сотрудники могут начислять только включённые персональные или промо-условия.',
  },
  bonus_player_has_bonus: {
    en: 'The player already has a pending or active bonus: cancel it first.',
    es: 'El jugador ya tiene un bono pendiente o activo: cancélalo primero.',
    pt: 'O jogador já tem um bônus pendente ou ativo: cancele-o primeiro.',
    ru: 'У игрока уже есть ожидающий или активный бонус: сначала отмените его.',
  },
  bonus_unknown: {
    en: 'There is no such bonus.',
    es: 'No existe ese bono.',
    pt: 'Esse bônus não existe.',
    ru: 'Такого бонуса нет.',
  },
  bonus_not_cancellable: {
    en: 'Only a pending or active bonus can be cancelled.',
    es: 'Solo se puede cancelar un bono pendiente o activo.',
    pt: 'Apenas um bônus pendente ou ativo pode ser cancelado.',
    ru: 'Отменить можно только ожидающий или активный бонус.',
  },
});
registerMessages(operatorBonusMessages);

/** Offers staff may grant: a personal gift or a promo's terms, never the welcome family or the wheel's. */
export const GRANTABLE_OFFERS: ReadonlySet<string> = new Set(['personal', 'promo']);

type OperatorDeps = { db: Db; clock: Clock };

export interface OperatorGrant {
  userId: number;
  termsCode: string;
  amountCents: number;
  reason: string;
  actor: Actor;
}

/** The terms a grant would use, or a 4xx: unknown, or not grantable by staff. */
export async function grantableTerms(q: Queryable, termsCode: string): Promise<repo.TermsRow> {
  const terms = await repo.findTermsByCode(q, termsCode);
  if (!terms) throw fieldError('terms_code', 'bonus_terms_unknown');
  if (!terms.enabled || !GRANTABLE_OFFERS.has(terms.offer))
    throw fieldError('terms_code', 'bonus_terms_not_grantable');
  return terms;
}

/**
 * Grants a fixed bonus in tx: active at once, wagered as its terms say, paid from the house's
 * bonus grants through the ledger; refused (409) while the player holds a pending or active one.
 */
export async function grantOperatorBonus(
  deps: OperatorDeps,
  tx: Queryable,
  grant: OperatorGrant,
): Promise<repo.PlayerBonusRow> {
  const terms = await grantableTerms(tx, grant.termsCode);
  let granted: repo.PlayerBonusRow;
  try {
    granted = await bonusesOf(deps).grantFixed(tx, {
      userId: grant.userId,
      termsId: terms.id,
      amountCents: grant.amountCents,
      source: 'operator',
      from: 'bonus_grants',
      now: deps.clock.now(),
    });
  } catch (err) {
    if (err instanceof AppError && err.status === 400) throw conflict('bonus_player_has_bonus');
    throw err;
  }
  await recordAudit(tx, deps.clock, {
    actor: grant.actor,
    action: 'bonus.grant',
    subject: { type: 'player', id: grant.userId },
    reason: grant.reason,
    before: null,
    after: {
      player_bonus_id: granted.id,
      terms: terms.code,
      bonus_cents: granted.bonus_cents,
      wager_required_cents: granted.wager_required_cents,
    },
  });
  return granted;
}

/**
 * Cancels a pending or active bonus (its bonus balance is written off to the house) in its own
 * transaction; 404 for an unknown bonus, 409 for one that has ended. Answers what was written off.
 */
export async function cancelPlayerBonus(
  deps: OperatorDeps,
  input: { bonusId: number; reason: string; actor: Actor; userId?: number },
): Promise<{ userId: number; termsCode: string; state: string; endReason: string; writtenOffCents: number }> {
  const found = await admin.findBonusById(deps.db, input.bonusId);
  if (!found || (input.userId !== undefined && found.user_id !== input.userId))
    throw notFound('bonus_unknown');
  return deps.db.transaction(async (tx) => {
    // The player's accounts first, then the bonus: the order every bet and grant locks in.
    await walletOf(deps).lockPlayerAccounts(found.user_id, tx);
    const locked = await admin.findBonusById(tx, input.bonusId, true);
    if (locked?.state !== 'pending' && locked?.state !== 'active') throw conflict('bonus_not_cancellable');
    await bonusesOf(deps).cancelCurrent(tx, found.user_id, `operator: ${input.reason}`, deps.clock.now());
    const ended = await admin.findEndedBonus(tx, input.bonusId);
    const result = {
      userId: found.user_id,
      termsCode: found.terms_code,
      state: ended?.state ?? 'cancelled',
      endReason: ended?.end_reason ?? '',
      writtenOffCents: Number(ended?.written_off_cents ?? 0),
    };
    await recordAudit(tx, deps.clock, {
      actor: input.actor,
      action: 'bonus.cancel',
      subject: { type: 'player', id: found.user_id },
      reason: input.reason,
      before: { player_bonus_id: input.bonusId, state: locked.state },
      after: {
        player_bonus_id: input.bonusId,
        state: result.state,
        written_off_cents: result.writtenOffCents,
      },
    });
    return result;
  });
}
