import { z } from 'zod';
import { listQuery, reasonField } from './backoffice.js';

/**
 * The console's Marketing section (/api/backoffice/marketing/*): bonus terms, promo codes, the
 * wheel, tournaments, inbox broadcasts and lobby slides. Values the operator's commands take as
 * text travel here as JSON values and are checked by the same rules on the server.
 */

const fieldValue = z.union([z.string().max(40), z.number(), z.boolean(), z.null()]);
/** Field name (as `bonus:set help` lists them) to its new value. */
const termsChanges = z.record(z.string().max(40), fieldValue);

export const bonusTermsListQuery = listQuery.extend({
  sort: z.enum(['sort', 'code', 'offer']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(100).optional(),
});
export const bonusTermsPreview = z.object({ changes: termsChanges }).strict();
export const bonusTermsChange = z.object({ changes: termsChanges, reason: reasonField }).strict();

export const promoCodeListQuery = listQuery.extend({
  sort: z.enum(['id', 'code', 'uses', 'ends_at']).default('id'),
  q: z.string().trim().max(100).optional(),
});
export const promoCodeCreate = z
  .object({
    code: z.string().trim().max(32),
    terms_code: z.string().trim().min(1).max(64),
    /** The last day (UTC) the code works, or null for no end. */
    ends: z.string().trim().max(10).nullable().default(null),
    max_uses: z.number().int().min(1).max(1_000_000_000).nullable().default(null),
  })
  .strict();

export const wheelPrizeChange = z
  .object({ weight: z.number().int().optional(), enabled: z.boolean().optional() })
  .strict();

export const tournamentListQuery = listQuery.extend({
  sort: z.enum(['id', 'start_date', 'end_date']).default('start_date'),
  status: z.enum(['all', 'soon', 'now', 'ended']).default('all'),
});

export const broadcastListQuery = listQuery;

export const slideListQuery = listQuery.extend({
  sort: z.enum(['sort', 'id', 'created_at']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const optionalReason = z.object({ reason: reasonField }).partial().strict();
