import fs from 'node:fs/promises';
import os from 'node:os';
import { CONTENT_LOCALES, CONTENT_SLUGS, type ContentLocale } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { operatorActor } from '../audit/audit.service.js';
import * as repo from './content.repository.js';
import { ContentInputError, checkContent, setPage } from './content.service.js';
import { formatPageText } from './page-file.js';

export const CONTENT_USAGE = `content commands (FAQ and legal pages):
  content:list                                every page in every language: version, date, author, title
  content:show <slug> <locale>                the page as its file is written (front matter and markdown)
  content:set <slug> <locale> <file.md> [--by NAME]
                                              store a page (checked: front matter, text, anchors as in English);
                                              its version goes up and its sections are rebuilt
  content:check                               every page x language missing, empty or with anchors unlike English
                                              (exits with 1 when it finds one)`;

/** An operator's input that was refused: nothing was changed; `npm run ops` exits with 2. */
export class ContentCommandError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'ContentCommandError';
  }
}

const isLocale = (value: string | undefined): value is ContentLocale =>
  (CONTENT_LOCALES as readonly string[]).includes(value ?? '');

const when = (d: Date) => `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')}Z`;

/** Runs a content:* command; answers false for other commands. */
export async function runContentCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('content:')) return false;
  switch (command) {
    case 'content:list': {
      const rows = await repo.listAllPages(deps.db);
      const order = (slug: string) => (CONTENT_SLUGS as readonly string[]).indexOf(slug);
      rows.sort((a, b) => order(a.slug) - order(b.slug) || a.locale.localeCompare(b.locale));
      for (const r of rows)
        print(
          `${r.slug.padEnd(18)} ${r.locale}  v${r.version}  ${when(r.updated_at)}  by ${r.updated_by}  ${r.title}`,
        );
      print(`${rows.length} page(s) stored`);
      return true;
    }
    case 'content:show': {
      const [slug, locale] = rest;
      if (!slug || !isLocale(locale))
        throw new ContentCommandError('content:show needs <slug> <en|es|pt|ru>');
      const page = await repo.findPage(deps.db, slug, locale);
      if (!page) throw new ContentCommandError(`no page ${slug} in ${locale} (content:list shows them)`);
      print(formatPageText(page).trimEnd());
      return true;
    }
    case 'content:set': {
      const [slug, locale, file, ...options] = rest;
      if (!slug || !locale || !file)
        throw new ContentCommandError('content:set needs <slug> <locale> <file.md> [--by NAME]');
      let author = os.userInfo().username || 'operator';
      if (options.length > 0) {
        if (options[0] !== '--by' || !options[1] || options.length > 2 || options[1].length > 100)
          throw new ContentCommandError('content:set takes one option: --by NAME (at most 100 characters)');
        author = options[1];
      }
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch (err) {
        throw new ContentCommandError(
          `cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      try {
        const { version, sections } = await setPage(deps, {
          slug,
          locale,
          text,
          author,
          actor: operatorActor(),
        });
        print(`stored ${slug} (${locale}) as version ${version} with ${sections} section(s)`);
      } catch (err) {
        if (err instanceof ContentInputError) throw new ContentCommandError(`${file}: ${err.message}`);
        throw err;
      }
      if (locale === 'en') {
        // The English page is the master: translations whose anchors no longer match are reported.
        const stale = (await checkContent(deps.db)).filter((p) => p.slug === slug && p.problem === 'anchors');
        for (const p of stale) print(`warning: ${slug} (${p.locale}) now differs from English: ${p.detail}`);
      }
      return true;
    }
    case 'content:check': {
      if (rest.length > 0) throw new ContentCommandError('content:check takes no arguments');
      const problems = await checkContent(deps.db);
      for (const p of problems) print(`${p.slug} (${p.locale}): ${p.problem}: ${p.detail}`);
      const total = CONTENT_SLUGS.length * CONTENT_LOCALES.length;
      print(
        problems.length === 0
          ? `all ${total} pages present, with the English anchors`
          : `${problems.length} problem(s) in ${total} pages`,
      );
      if (problems.length > 0) process.exitCode = 1;
      return true;
    }
    default:
      throw new ContentCommandError(`unknown command ${command}\n${CONTENT_USAGE}`);
  }
}
