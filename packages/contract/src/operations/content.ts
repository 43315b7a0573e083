import { z } from 'zod';
import { CONTENT_SLUGS, contentPageSchema, contentPageSummarySchema } from '../content.js';
import { defineOperation } from './operation.js';

/** The shapes of content.ts, named for the document. */
const ContentPageSummarySchema = contentPageSummarySchema.meta({
  id: 'ContentPageSummary',
  description: 'One page of the FAQ and legal pages, without its text.',
});
const ContentPageSchema = contentPageSchema.meta({
  id: 'ContentPage',
  description:
    "A page in the request's language (English when it has no translation), split at its sections.",
});

const CACHED = {
  ETag: 'The versions the answer was built from; send it back in If-None-Match.',
  'Cache-Control': 'public, max-age=60, must-revalidate',
};

/** The FAQ and legal pages (document 1, route table; document 2, "FAQ and legal pages"): public. */
export const contentOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/pages/',
    operationId: 'listPages',
    tag: 'Pages',
    summary: 'FAQ and legal pages',
    description: "Every page in the footer's order, in the request's language.",
    auth: 'none',
    responses: {
      200: { description: 'The pages.', schema: z.array(ContentPageSummarySchema), headers: CACHED },
      304: { description: 'The client holds this version (If-None-Match).' },
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/pages/{slug}/',
    operationId: 'getPage',
    tag: 'Pages',
    summary: 'A page',
    auth: 'none',
    params: z.object({ slug: z.enum(CONTENT_SLUGS).describe("The page's slug.") }),
    responses: {
      200: { description: 'The page.', schema: ContentPageSchema, headers: CACHED },
      304: { description: 'The client holds this version (If-None-Match).' },
    },
    errors: { 404: 'No such page.' },
  }),
];
