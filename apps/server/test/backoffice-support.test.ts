import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from './accounts-helpers.js';
import { staffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';
import { openStream as openSseStream } from './sse-helpers.js';

const ctx = await buildTestApp();
const { app } = ctx;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** An open Server-Sent Events stream on this app. */
const openStream = (url: string, headers: Record<string, string>) => openSseStream(base, url, headers);

const streams: Array<{ close(): void }> = [];
afterAll(() => {
  for (const s of streams) s.close();
});

describe('the support console', () => {
  it("answers a waiting player live: the manager's reply reaches the player's chat at once", async () => {
    const player = await registerPlayer(app);
    const manager = await staffSession(ctx, ['support']);
    const chat = await openStream('/api/frontend/support-chat/me/events/', bearer(player.access));
    const console = await openStream('/api/backoffice/support/events/', {
      cookie: manager.headers.cookie ?? '',
    });
    streams.push(chat, console);

    const sent = await app.inject({
      method: 'POST',
      url: '/api/frontend/message/',
      headers: bearer(player.access),
      payload: { content: 'My deposit has not arrived' },
    });
    expect(sent.statusCode).toBe(201);
    const called = await app.inject({
      method: 'POST',
      url: '/api/frontend/support-chat/manager/',
      headers: bearer(player.access),
    });
    expect(called.statusCode).toBe(200);
    await console.next('conversation');

    const queue = await app.inject({
      method: 'GET',
      url: '/api/backoffice/support/conversations/',
      headers: manager.headers,
    });
    expect(queue.json()).toMatchObject({
      // The preview is the player's words, not the assistant's hand-off notice that follows them.
      items: [
        {
          player_id: player.id,
          state: 'waiting',
          email: player.email,
          last_message: 'My deposit has not arrived',
        },
      ],
    });
    const opened = await app.inject({
      method: 'GET',
      url: `/api/backoffice/support/conversations/${player.id}/`,
      headers: manager.headers,
    });
    expect(opened.json()).toMatchObject({
      player: { id: player.id, email: player.email },
      state: 'waiting',
      messages: expect.arrayContaining([expect.objectContaining({ content: 'My deposit has not arrived' })]),
    });

    const seen = chat.events.length;
    const replied = await app.inject({
      method: 'POST',
      url: `/api/backoffice/support/conversations/${player.id}/reply/`,
      headers: manager.headers,
      payload: { content: 'It is on its way: two more confirmations.\nThank you for waiting.' },
    });
    expect(replied.statusCode).toBe(200);
    await chat.next('changed', seen);
    const messages = await app.inject({
      method: 'GET',
      url: '/api/frontend/support-chat/me/',
      headers: bearer(player.access),
    });
    expect(messages.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          content: 'It is on its way: two more confirmations.\nThank you for waiting.',
          is_manager_message: true,
        }),
      ]),
    );

    const closed = await app.inject({
      method: 'POST',
      url: `/api/backoffice/support/conversations/${player.id}/close/`,
      headers: manager.headers,
      payload: {},
    });
    expect(closed.json()).toMatchObject({ state: 'assistant' });
  });

  it('keeps the console to chat managers, and refuses an empty answer', async () => {
    const marketing = await staffSession(ctx, ['marketing']);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/backoffice/support/events/',
      headers: marketing.headers,
    });
    expect(refused.statusCode).toBe(403);
    const manager = await staffSession(ctx, ['support']);
    const player = await registerPlayer(app, {}, '10.0.0.2');
    const empty = await app.inject({
      method: 'POST',
      url: `/api/backoffice/support/conversations/${player.id}/reply/`,
      headers: manager.headers,
      payload: { content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
