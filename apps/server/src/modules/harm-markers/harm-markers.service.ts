import { centsToUsd } from '@casino/contract';
import type {
  GamblingHistoryEntry,
  HarmFlag,
  InteractionKind,
  PlayerGambling,
} from '@casino/contract/backoffice-rg';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/types.js';
import { notFound } from '../../platform/http/errors.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { limitsOf } from '../limits/limits.service.js';
import { limitHistory } from '../limits/limits.repository.js';
import * as repo from './harm-markers.repository.js';
import { RULES } from './harm-markers.rules.js';

type MarkerDeps = { db: Db; clock: Clock; config: Pick<Config, 'backoffice' | 'realityCheck'> };

/**
 * Runs every rule (for the players given, or everyone) and brings harm_flags up to date in one
 * transaction: rules that fire open or refresh their flag with the figures seen, open flags that
 * no longer fire are cleared. The job runs it for everyone; staff run it on demand.
 */
export async function refreshHarmFlags(
  deps: MarkerDeps,
  userIds: number[] | null = null,
): Promise<{ fired: number; cleared: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const fired: repo.Fired[] = [];
    for (const rule of RULES)
      fired.push(...(await repo.firing(tx, rule, now, userIds, rule.threshold(deps.config.backoffice))));
    await repo.upsertFlags(tx, fired, now);
    const cleared = await repo.clearOthers(tx, fired, now, userIds);
    return { fired: fired.length, cleared };
  });
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentFlag(row: repo.FlagRow): HarmFlag {
  return {
    rule: row.rule,
    figures: row.figures,
    first_fired_at: row.first_fired_at.toISOString(),
    last_fired_at: row.last_fired_at.toISOString(),
    cleared_at: iso(row.cleared_at),
  };
}

const usdOrNull = (cents: unknown) => (typeof cents === 'number' ? centsToUsd(cents) : null);

/** A limit or break change as the console shows it: amounts in USD, who made it and why. */
function presentHistory(e: {
  id: number;
  payload: Record<string, unknown>;
  created_at: Date;
}): GamblingHistoryEntry {
  const p = e.payload;
  const before = p.before as { amount_cents?: number } | null;
  const after = p.after as { amount_cents?: number; pending_cents?: number | null; ends_at?: string } | null;
  return {
    id: e.id,
    at: e.created_at.toISOString(),
    action: String(p.action),
    kind: typeof p.kind === 'string' ? p.kind : null,
    period: typeof p.period === 'string' ? p.period : null,
    by: p.by === 'staff' ? 'staff' : 'player',
    staff: typeof p.staff === 'string' ? p.staff : null,
    reason: typeof p.reason === 'string' ? p.reason : null,
    before: usdOrNull(before?.amount_cents),
    after: usdOrNull(after?.amount_cents),
    pending: usdOrNull(after?.pending_cents),
    ends_at: typeof after?.ends_at === 'string' ? after.ends_at : null,
  };
}

/** How many limit and break changes the page shows (newest first; the audit log keeps them all). */
const HISTORY_SHOWN = 100;

/** The player's responsible gambling for the console: limits in force, any break, history, flags, interactions. */
export async function playerGambling(deps: MarkerDeps, userId: number): Promise<PlayerGambling> {
  if (!(await repo.playerExists(deps.db, userId))) throw notFound('player_not_found');
  const [overview, history, flags, interactions] = await Promise.all([
    limitsOf(deps).overview(userId),
    limitHistory(deps.db, userId, HISTORY_SHOWN),
    repo.flagsOf(deps.db, userId),
    repo.interactionsOf(deps.db, userId),
  ]);
  return {
    ...overview,
    history: history.map(presentHistory),
    flags: flags.map(presentFlag),
    interactions: interactions.map((i) => ({
      id: i.id,
      kind: i.kind,
      reason: i.reason,
      staff: i.staff,
      at: i.created_at.toISOString(),
    })),
  };
}

/** Logs what compliance did about a player (contacted, suggested limits, no action), audited with the reason. */
export async function recordInteraction(
  deps: MarkerDeps,
  userId: number,
  kind: InteractionKind,
  reason: string,
  actor: StaffActor,
): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.playerExists(tx, userId))) throw notFound('player_not_found');
    const id = await repo.insertInteraction(tx, {
      userId,
      staffId: actor.staffId,
      kind,
      reason,
      now: deps.clock.now(),
    });
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'responsible_gambling.interaction',
      subject: { type: 'player', id: userId },
      reason,
      after: { interaction_id: id, kind },
    });
    return { id };
  });
}
