import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import * as repo from './wheel.repository.js';
import type { WheelPrizeRow } from './wheel.repository.js';
import { operatorActor } from '../audit/audit.service.js';
import {
  draftDiffers,
  editWheelPrize,
  MAX_WEIGHT,
  publishWheel,
  WheelInputError,
} from './wheel-admin.service.js';

export const WHEEL_USAGE = `wheel of fortune commands:
  wheel:prizes                                    every prize: live and draft weight, chance, terms
  wheel:set-weight <prize id> <weight>            a prize's weight (1 to 1000000), live after wheel:publish
  wheel:enable|disable <prize id>                 put a prize on or take it off the wheel at the next publish
  wheel:publish                                   make the draft the live wheel (weights and prizes at once)`;

/** A mistake in an operator's command: printed as is, nothing changed. */
export class WheelCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WheelCommandError';
  }
}

function parseId(text: string | undefined): number {
  if (!text || !/^\d{1,9}$/.test(text))
    throw new WheelCommandError(`expected a prize id, got "${text ?? ''}"\n${WHEEL_USAGE}`);
  return Number(text);
}

function parseWeight(text: string | undefined): number {
  const weight = Number(text);
  if (!text || !/^\d{1,7}$/.test(text) || weight < 1 || weight > MAX_WEIGHT)
    throw new WheelCommandError(
      `the weight must be a whole number from 1 to ${MAX_WEIGHT}, got "${text ?? ''}"`,
    );
  return weight;
}

const percent = (weight: number, total: number) =>
  total > 0 ? `${((weight * 100) / total).toFixed(1)}%` : '-';

/** One line per prize; a draft that differs from the live wheel is marked with *. */
export function describePrizes(rows: readonly WheelPrizeRow[]): string[] {
  const liveTotal = rows.reduce(
    (s, r) => s + (r.published && r.terms_enabled ? (r.published_weight ?? 0) : 0),
    0,
  );
  const draftTotal = rows.reduce((s, r) => s + (r.enabled ? r.weight : 0), 0);
  const lines = rows.map((r) => {
    const live = r.published && r.terms_enabled;
    const pending = r.enabled !== r.published || (r.enabled && r.weight !== r.published_weight);
    return [
      `#${r.id}`.padEnd(5),
      (live ? 'live' : 'off').padEnd(5),
      `weight ${live ? (r.published_weight ?? 0) : '-'}`.padEnd(14),
      `chance ${live ? percent(r.published_weight ?? 0, liveTotal) : '-'}`.padEnd(14),
      `draft ${r.enabled ? r.weight : 'off'} (${r.enabled ? percent(r.weight, draftTotal) : '-'})${pending ? ' *' : ''}`.padEnd(
        24,
      ),
      `${r.color.padEnd(8)} ${r.label.en}`,
      `terms ${r.terms_code}${r.terms_enabled ? '' : ' (disabled: never drawn)'}`,
    ].join('  ');
  });
  if (draftDiffers(rows))
    lines.push('* the draft differs from the live wheel: run wheel:publish to make it live');
  return lines;
}

/**
 * The operator's wheel commands (`npm run ops -- wheel:...`). Answers false when args[0] is not
 * one of them. Edits change the draft; players see them only after wheel:publish.
 */
export async function runWheelCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  try {
    return await runWheelCommandUnchecked(args, deps, print);
  } catch (err) {
    if (err instanceof WheelInputError) throw new WheelCommandError(err.message);
    throw err;
  }
}

async function runWheelCommandUnchecked(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void,
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('wheel:')) return false;
  switch (command) {
    case 'wheel:prizes': {
      const rows = await repo.listAllPrizes(deps.db);
      if (rows.length === 0) print('no wheel prizes');
      describePrizes(rows).forEach((line) => print(line));
      return true;
    }
    case 'wheel:set-weight': {
      const id = parseId(rest[0]);
      const weight = parseWeight(rest[1]);
      await editWheelPrize(deps, id, { weight }, operatorActor());
      print(`prize #${id}: draft weight ${weight} (run wheel:publish to make it live)`);
      return true;
    }
    case 'wheel:enable':
    case 'wheel:disable': {
      const id = parseId(rest[0]);
      const enabled = command === 'wheel:enable';
      await editWheelPrize(deps, id, { enabled }, operatorActor());
      print(`prize #${id}: ${enabled ? 'on' : 'off'} the wheel after the next wheel:publish`);
      return true;
    }
    case 'wheel:publish': {
      const rows = await publishWheel(deps, operatorActor(), null);
      print('published; the live wheel is now:');
      describePrizes(rows).forEach((line) => print(line));
      return true;
    }
    default:
      throw new WheelCommandError(`unknown command ${command}\n${WHEEL_USAGE}`);
  }
}
