import { centsToUsd } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { STUDIO_PROVIDER_CODE } from './integrations.js';
import {
  parseSince,
  publishedDeviation,
  RANGE_DEVIATIONS,
  rtpLines,
  rtpRows,
  type RtpLine,
} from './rtp-report.js';

export const GAMES_USAGE = `game commands:
  games:rtp [--since <date>]                     per game: rounds, stakes, wins, actual RTP and the range
                                                 its variance allows for that many rounds (${RANGE_DEVIATIONS} sd); flags a game outside`;

/** A refused operator input (exit 2, like an unknown command). */
export class GamesCommandError extends Error {}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
const usd = (cents: number) => centsToUsd(cents).toFixed(2);

function describeLine(line: RtpLine): string {
  return [
    line.outside ? 'OUTSIDE' : 'ok     ',
    `${line.name} (${line.provider}/${line.code})`.padEnd(44),
    `${line.rounds} rounds`.padStart(14),
    `staked ${usd(line.stakedCents)}`.padStart(20),
    `won ${usd(line.wonCents)}`.padStart(18),
    `RTP ${percent(line.actual)}`.padStart(12),
    `expected ${percent(line.rtp)} [${percent(line.low)} .. ${percent(line.high)}]`,
    `sd ${line.deviation.toFixed(2)} ${line.deviationSource}`,
  ].join('  ');
}

/** `npm run ops -- games:rtp [--since <date>]`; answers false for other commands. */
export async function runGamesCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (command !== 'games:rtp') return false;
  let since: Date | null = null;
  if (rest.length > 0) {
    const [flag, value, ...extra] = rest;
    const parsed = value ? parseSince(value) : null;
    if (flag !== '--since' || !parsed || extra.length > 0)
      throw new GamesCommandError(`expected --since <date, e.g. 2026-11-01>\n${GAMES_USAGE}`);
    since = parsed;
  }
  const lines = rtpLines(await rtpRows(deps.db, since), (row) =>
    publishedDeviation(row.provider, row.code, STUDIO_PROVIDER_CODE),
  );
  print(
    `actual against theoretical RTP${since ? ` since ${since.toISOString()}` : ''} (closed rounds with a stake)`,
  );
  if (lines.length === 0) print('no rounds');
  for (const line of lines) print(describeLine(line));
  const outside = lines.filter((line) => line.outside).length;
  print(`${lines.length} games, ${outside} outside their range`);
  return true;
}
