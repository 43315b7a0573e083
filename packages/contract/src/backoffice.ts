import { z } from 'zod';
import { decimalQuery } from './common.js';

/**
 * The back office's wire (/api/backoffice/*): what the console sends, shared by the server's
 * validation and the console's forms. Errors keep the player API's shapes: 400 {field: [message]},
 * the others {detail}.
 */

const email = z.string().trim().toLowerCase().email('email_invalid').max(254);
/** A reason a person gives for a change of money or status: kept in the audit log for years. */
export const reasonField = z.string().trim().min(1, 'reason_required').max(1000);

export const staffSignIn = z.object({ email, password: z.string().min(1).max(200) }).strict();

export const staffSecondFactor = z
  .object({
    code: z
      .string()
      .regex(/^\d{6}$/, 'totp_invalid')
      .optional(),
    recovery_code: z
      .string()
      .regex(/^[A-Za-z0-9-]{10,11}$/, 'totp_invalid')
      .optional(),
  })
  .strict()
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    message: 'totp_invalid',
    path: ['code'],
  });

export const staffSetupPassword = z.object({ password: z.string().min(1).max(200) }).strict();
export const staffSetupConfirm = z.object({ code: z.string().regex(/^\d{6}$/, 'totp_invalid') }).strict();

export const STAFF_ROLES = [
  'administrator',
  'compliance',
  'payments',
  'support',
  'marketing',
  'content',
  'games',
  'trader',
  'auditor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
const roles = z.array(z.enum(STAFF_ROLES, 'staff_role_unknown')).min(1).max(STAFF_ROLES.length);

export const staffCreate = z.object({ email, name: z.string().trim().min(1).max(100), roles }).strict();
export const staffRolesChange = z.object({ roles, reason: reasonField }).strict();
export const reasonOnly = z.object({ reason: reasonField }).strict();
export const emptyBody = z.object({}).strict();

/** Every list: server-side pages, a sort column, a direction, CSV with format=csv. */
export const listQuery = z.object({
  page: decimalQuery(z.number().int().min(1).max(100_000).default(1)),
  page_size: decimalQuery(z.number().int().min(1).max(200).default(50)),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(['json', 'csv']).default('json'),
});

export const staffListQuery = listQuery.extend({
  sort: z.enum(['id', 'email', 'name', 'status', 'last_sign_in_at']).default('id'),
  q: z.string().trim().max(100).optional(),
});

export const approvalListQuery = listQuery.extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});

export const auditListQuery = listQuery.extend({
  staff_id: decimalQuery(z.number().int().positive().max(2_147_483_647)).optional(),
  action: z.string().trim().max(100).optional(),
  subject_type: z.string().trim().max(50).optional(),
  subject_id: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface StaffMe {
  id: number;
  email: string;
  name: string;
  roles: string[];
  permissions: string[];
}

/** A withdrawal paid on chain: the transaction's id as the chain's explorer shows it. */
export const withdrawalPay = z
  .object({
    tx_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_-]{8,128}$/, 'field_invalid'),
  })
  .strict();
/** A refusal the player is told (withdrawals, documents): kept short enough for their page. */
export const playerReason = z.object({ reason: reasonField.max(500) }).strict();

/** A page's text as the console saves it: front matter and markdown, edited from base_version. */
export const contentPageSave = z
  .object({
    text: z.string().min(1).max(250_000),
    reason: reasonField.max(500),
    base_version: z.number().int().min(0).max(1_000_000_000),
  })
  .strict();

const rowId = z.number().int().positive().max(2_147_483_647);

/** The games catalogue in the console: search, provider, category and listed or withdrawn. */
export const catalogueGamesQuery = listQuery.extend({
  q: z.string().trim().max(100).optional(),
  provider_id: decimalQuery(rowId).optional(),
  category_id: decimalQuery(rowId).optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  sort: z.enum(['id', 'name', 'sort', 'rtp', 'updated_at']).default('id'),
});

/** A change to one game: any of its listing, order, flags and categories, with a reason. */
export const catalogueGameChange = z
  .object({
    active: z.boolean().optional(),
    sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    is_hot: z.boolean().optional(),
    is_exclusive: z.boolean().optional(),
    category_ids: z.array(rowId).max(50).optional(),
    reason: reasonField.max(500),
  })
  .strict()
  .refine((c) => Object.keys(c).some((key) => key !== 'reason'), {
    message: 'nothing_to_change',
    path: ['non_field_errors'],
  });

/** A provider feed to import: uploaded (feed) or fetched (url), with a reason. */
export const catalogueImport = z
  .object({
    feed: z.unknown().optional(),
    url: z
      .string()
      .trim()
      .max(2000)
      .regex(/^https?:\/\/[^\s]+$/i, 'field_invalid')
      .optional(),
    reason: reasonField.max(500),
  })
  .strict()
  .refine((i) => (i.feed === undefined) !== (i.url === undefined), {
    message: 'feed_or_url',
    path: ['non_field_errors'],
  });
