import os from 'node:os';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/types.js';
import type { MessageRow } from './support.repository.js';
import { SupportCommandError, supportOf, type ConversationView } from './support.service.js';

export { SupportCommandError } from './support.service.js';

export const SUPPORT_USAGE = `support chat commands (a player is their id or e-mail):
  support:queue                      conversations waiting for a chat manager, longest wait first, with their last messages
  support:show <player>              a player's conversation: who answers it and the latest messages
  support:reply <player> <text ...>  answer as a chat manager; the assistant stays silent from then on
  support:close <player>             end the chat manager's part: the assistant answers again`;

const minute = (d: Date | null) => (d ? `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')}Z` : '-');

const WHO: Record<MessageRow['author'], string> = {
  player: 'player   ',
  assistant: 'assistant',
  manager: 'manager  ',
};

/** Who answers, as the console knows them (kept with the message, never shown to the player). */
function operatorName(): string {
  try {
    return os.userInfo().username || 'operator';
  } catch {
    return 'operator';
  }
}

/** One message on one line or a few: who, when, the text (and the image or the cited pages). */
function line(m: MessageRow): string {
  const extras = [
    m.attachment_id !== null ? `[image #${m.attachment_id}, ${m.attachment_format ?? '?'}]` : '',
    m.sources.length ? `[cites ${m.sources.map((s) => `/faq/${s.slug}#${s.anchor}`).join(', ')}]` : '',
    m.operator ? `[${m.operator}]` : '',
  ].filter(Boolean);
  const text = m.content.replace(/\s*\n\s*/g, ' / ');
  return `  ${minute(m.created_at)}  ${WHO[m.author]}  ${text.length > 300 ? `${text.slice(0, 299)}…` : text}${extras.length ? `  ${extras.join(' ')}` : ''}`;
}

function describe(view: ConversationView, print: (line: string) => void): void {
  const c = view.conversation;
  print(
    `player ${view.player.id} <${view.player.email}>  ${c ? `${c.state}, language ${c.locale}` : 'no conversation yet'}` +
      (c?.handed_off_at ? `, called a chat manager ${minute(c.handed_off_at)}` : ''),
  );
  for (const m of view.messages) print(line(m));
}

/** The operator's support chat commands (`npm run ops -- support:...`). Answers false for other commands. */
export async function runSupportCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock; config: Config },
  print: (line: string) => void = (text) => console.log(text),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('support:')) return false;
  const support = supportOf(deps);
  const player = async () => {
    if (!rest[0]) throw new SupportCommandError(`${command} needs a player id or e-mail\n${SUPPORT_USAGE}`);
    return support.findPlayer(rest[0]);
  };
  switch (command) {
    case 'support:queue': {
      const waiting = await support.queue();
      if (waiting.length === 0) print('no conversation is waiting for a chat manager');
      for (const row of waiting) {
        print(
          `player ${row.user_id} <${row.email}>  waiting since ${minute(row.handed_off_at)}, language ${row.locale}`,
        );
        for (const m of row.messages) print(line(m));
      }
      return true;
    }
    case 'support:show':
      describe(await support.show(await player()), print);
      return true;
    case 'support:reply': {
      const text = rest.slice(1).join(' ');
      if (!text.trim())
        throw new SupportCommandError(`support:reply needs <player> <text>\n${SUPPORT_USAGE}`);
      const view = await support.reply(await player(), text, operatorName());
      print('answered:');
      describe(view, print);
      return true;
    }
    case 'support:close': {
      const { view, changed } = await support.close(await player());
      print(changed ? 'closed: the assistant answers again' : 'already with the assistant, nothing changed');
      describe(view, print);
      return true;
    }
    default:
      throw new SupportCommandError(`unknown command ${command}\n${SUPPORT_USAGE}`);
  }
}
