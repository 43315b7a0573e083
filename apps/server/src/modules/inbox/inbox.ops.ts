import fs from 'node:fs/promises';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { APP_PATHS } from './app-routes.js';
import { BROADCAST_CODE, textsFile } from './broadcast-texts.js';
import { operatorActor } from '../audit/audit.service.js';
import { BroadcastInputError, inboxOf } from './inbox.service.js';
import type { BroadcastTexts } from './inbox.templates.js';

export const INBOX_USAGE = `inbox commands:
  inbox:broadcast --id <code> --segment <segment> --route <route> --file <texts.json>
                                         a message to every player of the segment (once per --id)
      segment   all | depositors | verified | vip | station:N (this month's station N or above, N 1-7)
      route     a route of the app, e.g. /promo/events or /tournaments?tournamentId=3
      texts     {"en": {"title", "description", "button_text"}, "es": ..., "pt": ..., "ru": ...}
  inbox:broadcasts [limit]               broadcasts, newest first: segment, route, recipients, kept`;

/** A refused operator input: printed as is, nothing changed; `npm run ops` exits with 2. */
export class InboxCommandError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'InboxCommandError';
  }
}

const OPTIONS = ['--id', '--segment', '--route', '--file'] as const;
type Option = (typeof OPTIONS)[number];

function parseOptions(args: readonly string[]): Record<Option, string> {
  const found: Partial<Record<Option, string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (!(OPTIONS as readonly string[]).includes(name ?? ''))
      throw new InboxCommandError(`unknown option "${name ?? ''}"\n${INBOX_USAGE}`);
    if (value === undefined || value.startsWith('--'))
      throw new InboxCommandError(`${name ?? ''} needs a value\n${INBOX_USAGE}`);
    found[name as Option] = value;
  }
  const missing = OPTIONS.filter((o) => found[o] === undefined);
  if (missing.length > 0)
    throw new InboxCommandError(`inbox:broadcast needs ${missing.join(', ')}\n${INBOX_USAGE}`);
  return found as Record<Option, string>;
}

async function readTexts(file: string): Promise<BroadcastTexts> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (err) {
    throw new InboxCommandError(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = textsFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'texts';
    const why =
      issue?.code === 'invalid_type' && issue.input === undefined
        ? 'required'
        : (issue?.message ?? 'invalid');
    throw new InboxCommandError(`${file}: ${where}: ${why} (all four languages: en, es, pt, ru)`);
  }
  return parsed.data;
}

const minute = (d: Date) => `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')}Z`;

/** Runs an inbox:* command; answers false for other commands. A refused input throws InboxCommandError. */
export async function runInboxCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('inbox:')) return false;
  const inbox = inboxOf(deps);
  switch (command) {
    case 'inbox:broadcast': {
      const o = parseOptions(rest);
      if (!BROADCAST_CODE.test(o['--id']))
        throw new InboxCommandError(`--id: lowercase letters, digits and -, up to 64, got "${o['--id']}"`);
      const texts = await readTexts(o['--file']);
      try {
        const sent = await inbox.broadcast(
          {
            code: o['--id'],
            segment: o['--segment'],
            route: o['--route'],
            texts,
          },
          operatorActor(),
        );
        print(
          sent.created
            ? `broadcast #${sent.id} ${o['--id']}: sent to ${sent.recipients} player(s)`
            : `broadcast #${sent.id} ${o['--id']} was sent already to ${sent.recipients} player(s); nothing changed`,
        );
      } catch (err) {
        if (!(err instanceof BroadcastInputError)) throw err;
        throw new InboxCommandError(
          err.field === 'route'
            ? `${err.message}; the app's paths: ${APP_PATHS.join(' ')}`
            : err.field === 'code'
              ? err.message.replace('choose a new id', 'choose a new --id')
              : `${err.message}\n${INBOX_USAGE}`,
        );
      }
      return true;
    }
    case 'inbox:broadcasts': {
      const limit = rest[0] === undefined ? 50 : Number(rest[0]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new InboxCommandError('inbox:broadcasts takes an optional limit of 1 to 1000');
      const list = await inbox.broadcasts(limit);
      for (const b of list)
        print(
          `#${b.id} ${b.code}  ${minute(b.created_at)}  segment ${b.segment}  route ${b.route}  ` +
            `${b.recipients} recipient(s), ${b.kept} kept  "${b.texts.en.title}"`,
        );
      if (list.length === 0) print('no broadcasts');
      return true;
    }
    default:
      throw new InboxCommandError(`unknown command ${command}\n${INBOX_USAGE}`);
  }
}
