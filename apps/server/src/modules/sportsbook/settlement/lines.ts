import { legResult, type LegResult } from './leg-result.js';
import { ratio } from './ratio.js';

/**
 * Results of handicap and total (over/under) lines from a final score, for the feed simulator
 * and manual settlement. Lines are in quarters of a goal so that Asian quarter lines stay exact:
 * a quarter line (…, -0.25, 0.75, 2.25, …) is half a bet on each neighbouring half line, so
 * -0.25 is half on 0 and half on -0.5 and can come out half-won or half-lost.
 */

const LINE = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A line such as "-0.25", "+1.5" or "2.75" in quarters (-1, 6, 11); undefined unless a multiple of 0.25. */
export function lineQuarters(text: string): number | undefined {
  const m = LINE.exec(text);
  if (!m) return undefined;
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const quarter = { '': 0, '25': 1, '5': 2, '75': 3 }[fraction];
  if (quarter === undefined) return undefined;
  const quarters = Number(m[2]) * 4 + quarter;
  if (!Number.isSafeInteger(quarters)) return undefined;
  return m[1] === '-' ? -quarters : quarters;
}

function requireLine(text: string): number {
  const q = lineQuarters(text);
  if (q === undefined) throw new RangeError(`not a line in quarters of a goal: ${JSON.stringify(text)}`);
  return q;
}

/**
 * The result of a bet whose selection wins when `edge` quarters are above zero: edge is four
 * times the selection's lead plus the line. A half or whole line settles as one bet (won, lost,
 * or void on a push); a quarter line as two halves a quarter either side.
 */
function settleEdge(leadQuarters: number, line: number): LegResult {
  const halves = line % 2 === 0 ? [line, line] : [line - 1, line + 1];
  let won = 0n;
  let pushed = 0n;
  for (const half of halves) {
    const edge = leadQuarters + half;
    if (edge > 0) won += 1n;
    else if (edge === 0) pushed += 1n;
  }
  return legResult(ratio(won, 2n), ratio(pushed, 2n));
}

const requireScore = (...goals: number[]) => {
  if (!goals.every((g) => Number.isSafeInteger(g) && g >= 0))
    throw new RangeError('scores are whole numbers >= 0');
};

/** A handicap bet on `side` with `line` added to that side's score ("-0.25" gives a quarter away). */
export function settleHandicap(
  score: { home: number; away: number },
  side: 'home' | 'away',
  line: string,
): LegResult {
  requireScore(score.home, score.away);
  const lead = side === 'home' ? score.home - score.away : score.away - score.home;
  return settleEdge(lead * 4, requireLine(line));
}

/** An over/under bet on the total (goals, points) against `line` ("2.5", "2.25"). */
export function settleTotal(total: number, side: 'over' | 'under', line: string): LegResult {
  requireScore(total);
  const quarters = requireLine(line);
  if (quarters < 0) throw new RangeError('a total line is not negative');
  // Over wins when total − line > 0, under when line − total > 0: the same edge rule with the
  // line negated for over.
  return side === 'over' ? settleEdge(total * 4, -quarters) : settleEdge(-total * 4, quarters);
}
