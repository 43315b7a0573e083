import { reasonField } from '@casino/contract/backoffice';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { hasControlChars } from '../../platform/http/validate.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { isAppRoute } from '../inbox/app-routes.js';
import * as repo from './catalogue.repository.js';
import type { SlideAdminRow, SlideFields } from './catalogue.repository.js';

/**
 * The lobby's slides as staff edit them (docs/decisions/037): every slide in the four languages
 * the lobby speaks, a button that opens a route of the app, an image of ours or served over
 * https, and an optional window. Each change is audited with its before and after.
 */

const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'field_blank')
    .max(max)
    .refine((s) => !hasControlChars(s), { message: 'field_invalid' });

const words = z.strictObject({ title: plain(80), text: plain(240), button_text: plain(30) });

/** A slide's fields as the console sends them; the lobby shows all four languages, so all four are required. */
export const slideFields = z.strictObject({
  sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  active: z.boolean().default(true),
  image: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/[A-Za-z0-9._~/-]+|https:\/\/[A-Za-z0-9.-]+(:\d+)?\/[A-Za-z0-9._~/%?=&-]*)$/, 'field_invalid'),
  button_action: z
    .string()
    .trim()
    .max(200)
    .refine((route) => isAppRoute(route), { message: 'field_invalid' }),
  texts: z.strictObject({ en: words, es: words, pt: words, ru: words }),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
});

/** The window, when both ends are given, ends after it starts. */
export const windowHolds = (s: { starts_at: string | null; ends_at: string | null }) =>
  !s.starts_at || !s.ends_at || Date.parse(s.ends_at) > Date.parse(s.starts_at);
const windowRule = { message: 'field_invalid', path: ['ends_at'] };

export const slideInput = slideFields.refine(windowHolds, windowRule);
export type SlideInput = z.output<typeof slideFields>;

/** A change to a slide: its fields and, when it takes down or alters what the lobby shows, why. */
export const slideChange = slideFields
  .extend({ reason: reasonField.optional() })
  .refine(windowHolds, windowRule);

interface Deps {
  db: Db;
  clock: Clock;
}

const fieldsOf = (s: SlideInput): SlideFields => ({
  ...s,
  starts_at: s.starts_at ? new Date(s.starts_at) : null,
  ends_at: s.ends_at ? new Date(s.ends_at) : null,
});

/** What the audit log keeps of a slide. */
const audited = (s: SlideAdminRow) => ({
  sort: s.sort,
  active: s.active,
  image: s.image,
  button_action: s.button_action,
  texts: s.texts,
  starts_at: s.starts_at,
  ends_at: s.ends_at,
});

/** Adds a slide (checked by slideInput), audited; answers it. */
export async function createSlide(deps: Deps, input: SlideInput, actor: Actor): Promise<SlideAdminRow> {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertSlide(tx, fieldsOf(input));
    const row = await repo.findSlide(tx, id);
    if (!row) throw new Error(`slide ${id} vanished while being created`);
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'slide.create',
      subject: { type: 'slide', id },
      after: audited(row),
    });
    return row;
  });
}

/** Rewrites a slide, audited with its before and after; undefined when there is no such slide. */
export async function updateSlide(
  deps: Deps,
  id: number,
  input: SlideInput,
  actor: Actor,
  reason: string | null,
): Promise<SlideAdminRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findSlide(tx, id, true);
    if (!before) return undefined;
    await repo.updateSlide(tx, id, fieldsOf(input));
    const after = await repo.findSlide(tx, id);
    if (!after) throw new Error(`slide ${id} vanished while being changed`);
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'slide.update',
      subject: { type: 'slide', id },
      reason,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
