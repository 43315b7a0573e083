import type { SupportMessage } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { runSupportCommand, SupportCommandError } from '../src/modules/support/support.ops.js';
import { buildTestApp } from './helper.js';
import { newChatPlayer, type ChatPlayer } from './support-helpers.js';

// The operators' side of the chat until the back office exists: the queue of players waiting for
// a chat manager, a conversation, an answer (is_manager_message true) and closing it.

const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
const { app, db } = await buildTestApp({ clock });
const deps = { db, clock, config: app.deps.config };

async function ops(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  expect(await runSupportCommand(args, deps, (line) => lines.push(line))).toBe(true);
  return lines;
}

async function say(player: ChatPlayer, content: string, lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/frontend/message/',
    headers: { ...player.auth, 'accept-language': lang },
    payload: { content },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function callManager(player: ChatPlayer, lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/frontend/support-chat/manager/',
    headers: { ...player.auth, 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const history = async (player: ChatPlayer) =>
  (await app.inject({ method: 'GET', url: '/api/frontend/support-chat/me/', headers: player.auth })).json<
    SupportMessage[]
  >();

describe('support:* commands', () => {
  it('lists waiting conversations longest wait first, with their last messages', async () => {
    expect(await ops('support:queue')).toEqual(['no conversation is waiting for a chat manager']);
    const first = await newChatPlayer(app, db, 'first');
    const second = await newChatPlayer(app, db, 'second');
    await say(second, 'My withdrawal is late', 'ru');
    clock.advance(60_000);
    await say(first, 'Please help');
    await callManager(first);
    clock.advance(60_000);
    await callManager(second, 'ru');
    const lines = await ops('support:queue');
    const heads = lines.filter((l) => l.startsWith('player '));
    expect(heads).toEqual([
      `player ${first.id} <${first.email}>  waiting since 2026-06-01 09:01Z, language en`,
      `player ${second.id} <${second.email}>  waiting since 2026-06-01 09:02Z, language ru`,
    ]);
    expect(lines.join('\n')).toContain('player     Please help');
    expect(lines.join('\n')).toContain('assistant  A chat manager will answer you here');
  });

  it('shows, answers and closes a conversation by player id or e-mail', async () => {
    const player = await newChatPlayer(app, db, 'answered');
    await say(player, 'How much is the first deposit bonus?');
    await callManager(player);
    const shown = await ops('support:show', player.email.toUpperCase());
    expect(shown[0]).toMatch(
      new RegExp(`^player ${player.id} <${player.email}>  waiting, language en, called a chat manager`),
    );
    expect(shown.join('\n')).toContain('[cites /faq/welcome-bonuses#first-deposit]');

    const answered = await ops('support:reply', String(player.id), 'Hello,', 'I', 'am', 'Ana.');
    expect(answered[0]).toBe('answered:');
    expect(answered[1]).toContain('manager, language en');
    expect((await history(player)).at(-1)).toMatchObject({
      author: 'manager',
      is_manager_message: true,
      content: 'Hello, I am Ana.',
    });
    expect((await ops('support:queue')).join('\n')).not.toContain(player.email);

    expect((await ops('support:close', player.email))[0]).toBe('closed: the assistant answers again');
    expect((await ops('support:close', player.email))[0]).toBe('already with the assistant, nothing changed');
    expect((await history(player)).at(-1)?.content).toMatch(/^The chat manager has closed this conversation/);
  });

  it('refuses unknown players, missing text and unknown commands, changing nothing', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    const refusals: string[][] = [
      ['support:show'],
      ['support:show', 'nobody@example.com'],
      ['support:reply', '999999999', 'Hello'],
      ['support:reply', 'nobody@example.com'],
      ['support:reply', '1', '   '],
      ['support:close', 'not-a-player'],
      ['support:answer', '1', 'Hi'],
    ];
    for (const args of refusals)
      await expect(
        runSupportCommand(args, deps, () => undefined),
        args.join(' '),
      ).rejects.toBeInstanceOf(SupportCommandError);
    const player = await newChatPlayer(app, db, 'long');
    await expect(
      runSupportCommand(['support:reply', player.email, 'x'.repeat(2001)], deps, () => undefined),
    ).rejects.toThrow('the answer is 1 to 2000 characters');
    expect(await runSupportCommand(['bonus:terms'], deps, () => undefined)).toBe(false);
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
