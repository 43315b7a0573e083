import { slideListQuery } from '@casino/contract/backoffice-marketing';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import * as repo from './catalogue.repository.js';
import type { SlideAdminRow } from './catalogue.repository.js';
import { createSlide, slideChange, slideInput, updateSlide } from './slides.service.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function present(s: SlideAdminRow, now: Date) {
  const live =
    s.active &&
    (!s.starts_at || s.starts_at.getTime() <= now.getTime()) &&
    (!s.ends_at || s.ends_at.getTime() > now.getTime());
  return {
    id: s.id,
    code: s.code,
    sort: s.sort,
    active: s.active,
    live,
    image: s.image,
    button_action: s.button_action,
    title: s.texts.en.title,
    texts: s.texts,
    starts_at: iso(s.starts_at),
    ends_at: iso(s.ends_at),
    created_at: iso(s.created_at),
  };
}

/**
 * Marketing's lobby slides (marketing.manage): every slide with its texts in en, es, pt and ru,
 * its button's route, its image, order and window; created and edited, each change audited.
 */
export function registerSlidesBackofficeRoutes(app: FastifyInstance, deps: Deps): void {
  const guard = requireStaff(deps, 'marketing.manage');

  app.get('/api/backoffice/marketing/slides/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(slideListQuery, request.query);
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await repo.pageSlides(deps.db, { ...query, limit, offset });
    const now = deps.clock.now();
    const items = rows
      .map((s) => present(s, now))
      .map((s) => (query.format === 'csv' ? { ...s, texts: undefined } : s));
    return sendList(reply, query, { items, total }, 'slides');
  });

  app.post('/api/backoffice/marketing/slides/', { preHandler: guard }, async (request, reply) => {
    const body = parseInput(slideInput, request.body);
    const row = await createSlide(deps, body, staffActor(request));
    return reply.status(201).send(present(row, deps.clock.now()));
  });

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/marketing/slides/:id/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const { reason, ...input } = parseInput(slideChange, request.body);
      const row = await updateSlide(deps, id, input, staffActor(request), reason ?? null);
      if (!row) throw notFound();
      return present(row, deps.clock.now());
    },
  );
}
