import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import * as repo from './wheel.repository.js';
import type { WheelPrizeRow } from './wheel.repository.js';

/**
 * The wheel's draft and its publishing, for the operator's `wheel:*` commands and the console
 * alike: edits change the draft only; players see them after a publish, which the module refuses
 * when nothing could be drawn. Every change is audited.
 */

export const MAX_WEIGHT = 1_000_000;

/** A refused wheel change (field names the input); nothing changed. */
export class WheelInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly conflict = false,
  ) {
    super(message);
    this.name = 'WheelInputError';
  }
}

interface Deps {
  db: Db;
  clock: Clock;
}

const draftOf = (p: WheelPrizeRow) => ({ weight: p.weight, enabled: p.enabled });
const liveOf = (rows: readonly WheelPrizeRow[]) =>
  rows.filter((r) => r.published).map((r) => ({ id: r.id, weight: r.published_weight }));

/** True when the draft differs from what players see. */
export function draftDiffers(rows: readonly WheelPrizeRow[]): boolean {
  return rows.some((r) => r.enabled !== r.published || (r.enabled && r.weight !== r.published_weight));
}

/** Changes a prize's draft weight and/or whether it is on the wheel at the next publish; audited. */
export async function editWheelPrize(
  deps: Deps,
  id: number,
  change: { weight?: number; enabled?: boolean },
  actor: Actor,
): Promise<WheelPrizeRow> {
  if (change.weight === undefined && change.enabled === undefined)
    throw new WheelInputError('non_field_errors', 'change the weight or whether the prize is on the wheel');
  if (
    change.weight !== undefined &&
    (!Number.isInteger(change.weight) || change.weight < 1 || change.weight > MAX_WEIGHT)
  )
    throw new WheelInputError(
      'weight',
      `the weight must be a whole number from 1 to ${MAX_WEIGHT}, got "${String(change.weight)}"`,
    );
  return deps.db.transaction(async (tx) => {
    const before = (await repo.listAllPrizes(tx)).find((p) => p.id === id);
    if (!before) throw new WheelInputError('id', `no wheel prize #${id}`);
    if (change.weight !== undefined) await repo.setPrizeWeight(tx, id, change.weight);
    if (change.enabled !== undefined) await repo.setPrizeEnabled(tx, id, change.enabled);
    const after = (await repo.listAllPrizes(tx)).find((p) => p.id === id);
    if (!after) throw new Error(`wheel prize #${id} vanished while being changed`);
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'wheel.draft_change',
      subject: { type: 'wheel_prize', id },
      before: draftOf(before),
      after: draftOf(after),
    });
    return after;
  });
}

/**
 * Makes the draft the live wheel (weights and prizes at once), audited with the live wheel before
 * and after; refused when the draft has no prize that can be drawn.
 */
export async function publishWheel(
  deps: Deps,
  actor: Actor,
  reason: string | null,
): Promise<WheelPrizeRow[]> {
  return deps.db.transaction(async (tx) => {
    const draft = await repo.listAllPrizes(tx);
    if (!draft.some((r) => r.enabled && r.terms_enabled))
      throw new WheelInputError(
        'non_field_errors',
        'refused: the draft has no prize that can be drawn (enable one first)',
        true,
      );
    await repo.publishPrizes(tx, deps.clock.now());
    const live = await repo.listAllPrizes(tx);
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'wheel.publish',
      subject: { type: 'wheel', id: 'wheel' },
      reason,
      before: liveOf(draft),
      after: liveOf(live),
    });
    return live;
  });
}
