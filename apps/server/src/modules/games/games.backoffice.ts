import { centsToUsd } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { parseInput } from '../../platform/http/validate.js';
import { requireStaff } from '../staff/guard.js';
import { STUDIO_PROVIDER_CODE } from './integrations.js';
import { parseSince, publishedDeviation, RANGE_DEVIATIONS, rtpLines, rtpRows } from './rtp-report.js';

const sinceQuery = z.object({
  since: z
    .string()
    .refine((text) => parseSince(text) !== null, 'a date that exists, such as 2026-11-01')
    .optional(),
});

/**
 * The back office's actual-against-theoretical RTP report (reports.read): the figures of
 * `npm run ops -- games:rtp` (rtp-report.ts), per game, for closed rounds since an optional date.
 */
export async function registerGamesBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = requireStaff(deps, 'reports.read');
  app.get('/api/backoffice/reports/games-rtp/', { preHandler: guard }, async (request) => {
    const query = parseInput(sinceQuery, request.query);
    const since = query.since === undefined ? null : parseSince(query.since);
    const lines = rtpLines(await rtpRows(deps.db, since), (row) =>
      publishedDeviation(row.provider, row.code, STUDIO_PROVIDER_CODE),
    );
    return {
      since: since?.toISOString() ?? null,
      range_deviations: RANGE_DEVIATIONS,
      games: lines.map((line) => ({
        game_id: line.gameId,
        name: line.name,
        provider: line.provider,
        code: line.code,
        rounds: line.rounds,
        staked_usd: centsToUsd(line.stakedCents),
        won_usd: centsToUsd(line.wonCents),
        rtp: line.rtp,
        actual_rtp: line.actual,
        expected_low: line.low,
        expected_high: line.high,
        deviation: line.deviation,
        deviation_source: line.deviationSource,
        outside: line.outside,
      })),
    };
  });
}
