import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupportConversationState, SupportMessage } from '@casino/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { supportOf } from '../src/modules/support/support.service.js';
import { buildTestApp } from './helper.js';
import { HEIC, multipart, newChatPlayer, PDF, PNG, type ChatPlayer, type Part } from './support-helpers.js';

// The support chat through its calls (document 1, sections 2, 5, 6 and 7; docs/decisions/018):
// messages and their images, the assistant's answers from our pages, the hand-off to a chat
// manager and back, and every refusal in the spec's shapes, translated, changing nothing.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-support-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, db } = await buildTestApp({ env: { DATA_DIR: dataDir } });
const support = supportOf(app.deps);

const newPlayer = (tag?: string) => newChatPlayer(app, db, tag);

async function send(player: ChatPlayer | null, body: unknown, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/message/',
    headers: { ...(player?.auth ?? {}), 'accept-language': lang },
    payload: body as Record<string, unknown>,
  });
}

async function sendParts(
  player: ChatPlayer,
  parts: Part[],
  lang = 'en',
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/frontend/message/',
    headers: { ...player.auth, 'content-type': contentType, 'accept-language': lang, ...headers },
    payload,
  });
}

async function history(player: ChatPlayer): Promise<SupportMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/support-chat/me/',
    headers: player.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SupportMessage[]>();
}

async function state(player: ChatPlayer): Promise<SupportConversationState> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/support-chat/me/state/',
    headers: player.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SupportConversationState>();
}

async function callManager(player: ChatPlayer, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/support-chat/manager/',
    headers: { ...player.auth, 'accept-language': lang },
  });
}

/** Rows of the chat's tables and files in its store: what a refused call must leave as it was. */
async function footprint() {
  const { rows } = await db.query<{ c: number; m: number; a: number }>(
    `SELECT (SELECT count(*)::int FROM support_conversations) AS c, (SELECT count(*)::int FROM support_messages) AS m,
            (SELECT count(*)::int FROM support_attachments) AS a`,
  );
  const dir = path.join(dataDir, 'support');
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'))
    : [];
  return { ...rows[0], files: files.length };
}

describe('a conversation with the assistant', () => {
  it('is empty before the first message and answers only a signed-in player', async () => {
    const player = await newPlayer();
    expect(await history(player)).toEqual([]);
    expect(await state(player)).toEqual({ state: 'assistant', handed_off_at: null });
    for (const [method, url] of [
      ['GET', '/api/frontend/support-chat/me/'],
      ['GET', '/api/frontend/support-chat/me/state/'],
      ['POST', '/api/frontend/support-chat/manager/'],
      ['POST', '/api/frontend/message/'],
      ['GET', '/api/frontend/support-chat/attachments/1/'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { 'accept-language': 'es' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ detail: 'No se proporcionaron credenciales de autenticación.' });
    }
  });

  it("answers a question from our pages, citing the section, in the next poll's list", async () => {
    const player = await newPlayer();
    const res = await send(player, { content: '  How much is the first deposit bonus?  ' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<SupportMessage>();
    expect(sent).toMatchObject({
      content: 'How much is the first deposit bonus?',
      is_manager_message: false,
      author: 'player',
      attachment: null,
      sources: [],
    });
    const [mine, answer, ...rest] = await history(player);
    expect(rest).toEqual([]);
    expect(mine).toEqual(sent);
    expect(answer).toMatchObject({ author: 'assistant', is_manager_message: true, attachment: null });
    expect(answer?.content).toContain('75% bonus up to 1,000 USD');
    expect(answer?.sources[0]).toEqual({
      slug: 'welcome-bonuses',
      title: 'Welcome bonus terms',
      heading: 'First deposit',
      url: '/faq/welcome-bonuses#first-deposit',
    });
    expect(Date.parse(answer?.created_at ?? '')).toBeGreaterThanOrEqual(Date.parse(sent.created_at));
  });

  it('answers a Spanish question about the welcome bonus from the Spanish terms, in Spanish', async () => {
    const player = await newPlayer();
    const res = await send(player, { content: '¿Cuánto es el bono del primer depósito?' }, 'es');
    expect(res.statusCode, res.body).toBe(201);
    const answer = (await history(player))[1];
    expect(answer?.author).toBe('assistant');
    expect(answer?.content).toMatch(/^De «Condiciones del bono de bienvenida», Primer depósito:\n/);
    expect(answer?.content).toContain('bono del 75% hasta 1.000 USD');
    expect(answer?.content).toMatch(/llama a un gestor del chat\.$/);
    expect(answer?.sources[0]).toEqual({
      slug: 'welcome-bonuses',
      title: 'Condiciones del bono de bienvenida',
      heading: 'Primer depósito',
      url: '/faq/welcome-bonuses#first-deposit',
    });
  });

  it('says it does not know when our pages do not cover the question, and suggests a chat manager', async () => {
    const player = await newPlayer();
    expect(
      (await send(player, { content: 'What will the weather be like in Paris tomorrow?' })).statusCode,
    ).toBe(201);
    const answer = (await history(player))[1];
    expect(answer?.author).toBe('assistant');
    expect(answer?.content).toMatch(/^I'm sorry, I don't know the answer/);
    expect(answer?.content).toContain('Call a chat manager');
    expect(answer?.sources).toEqual([]);
  });

  it('keeps each player to their own conversation', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    await send(a, { content: 'A question from a' });
    await send(b, { content: 'A question from b' });
    expect((await history(a)).filter((m) => m.author === 'player').map((m) => m.content)).toEqual([
      'A question from a',
    ]);
    expect((await history(b)).filter((m) => m.author === 'player').map((m) => m.content)).toEqual([
      'A question from b',
    ]);
  });

  it('answers a message sent again with the same client id with the first one', async () => {
    const player = await newPlayer();
    const clientId = crypto.randomUUID();
    const first = await send(player, { content: 'Hello there', client_id: clientId });
    const again = await send(player, { content: 'Hello there', client_id: clientId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<SupportMessage>().id).toBe(first.json<SupportMessage>().id);
    expect((await history(player)).filter((m) => m.author === 'player')).toHaveLength(1);
    // Another player's client id names nothing of theirs: a message of their own.
    const other = await newPlayer();
    const theirs = await send(other, { content: 'Mine', client_id: clientId });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<SupportMessage>()).toMatchObject({ content: 'Mine' });
    expect(theirs.json<SupportMessage>().id).not.toBe(first.json<SupportMessage>().id);
    // Concurrent repeats too: one message, one answer.
    const racer = await newPlayer();
    const raceId = crypto.randomUUID();
    const raced = await Promise.all([1, 2, 3].map(() => send(racer, { content: 'Once', client_id: raceId })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await history(racer)).toHaveLength(2);
  });
});

describe('refused messages', () => {
  it('refuses empty, whitespace-only, overlong and unreadable text in the spec shapes, translated', async () => {
    const player = await newPlayer();
    const before = await footprint();
    const cases: Array<[unknown, string, number, Record<string, string[]>]> = [
      [{ content: '' }, 'en', 400, { content: ['Write a message or attach an image.'] }],
      [{ content: ' \n\t  ' }, 'es', 400, { content: ['Escribe un mensaje o adjunta una imagen.'] }],
      [{}, 'pt', 400, { content: ['Este campo é obrigatório.'] }],
      [
        { content: 'x'.repeat(2001) },
        'ru',
        400,
        { content: ['Убедитесь, что это поле содержит не более 2000 символов.'] },
      ],
      [
        { content: 'a\u0000b' },
        'en',
        400,
        {
          content: [
            'This field holds characters that are not allowed (control characters or broken Unicode).',
          ],
        },
      ],
      [{ content: 42 }, 'en', 400, { content: ['Enter a valid value.'] }],
      [{ content: 'hi', client_id: 'not-a-uuid' }, 'en', 400, { client_id: ['Enter a valid value.'] }],
      [
        { content: 'hi', is_manager_message: true },
        'en',
        400,
        { is_manager_message: ['This field is not allowed.'] },
      ],
    ];
    for (const [body, lang, status, answer] of cases) {
      const res = await send(player, body, lang);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.json()).toEqual(answer);
    }
    // 2000 characters after trimming is allowed.
    expect((await send(player, { content: ` ${'y'.repeat(2000)} ` })).statusCode).toBe(201);
    expect((await footprint()).m).toBe((before.m ?? 0) + 2);
  });

  it('refuses a token whose player is gone, writing nothing', async () => {
    const before = await footprint();
    const ghost = {
      id: 0,
      email: '',
      auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(987_654_321)}` },
    };
    expect((await send(ghost, { content: 'Hello' })).statusCode).toBe(404);
    expect((await callManager(ghost)).statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('limits a flood of messages with a 429 and Retry-After', async () => {
    const player = await newPlayer();
    for (let i = 0; i < 20; i += 1)
      expect((await send(player, { content: `Message ${i}` })).statusCode).toBe(201);
    const refused = await send(player, { content: 'One too many' }, 'es');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^Demasiadas solicitudes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await history(player)).some((m) => m.content === 'One too many')).toBe(false);
  });
});

describe('images', () => {
  it('stores an image with the message and serves it only to its owner', async () => {
    const [owner, other] = [await newPlayer(), await newPlayer()];
    const res = await sendParts(owner, [
      { name: 'content', value: 'My deposit screen' },
      { name: 'file', filename: 'screen.png', type: 'image/png', content: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json<SupportMessage>();
    expect(sent.content).toBe('My deposit screen');
    expect(sent.attachment?.format).toBe('png');
    const url = sent.attachment?.url ?? '';
    const id = /attachments\/(\d+)\//.exec(url)?.[1];
    expect(id).toBeDefined();

    // By its signed address (what an <img> loads) and by the owner's token.
    for (const headers of [{}, owner.auth]) {
      const image = await app.inject({
        method: 'GET',
        url: headers === owner.auth ? `/api/frontend/support-chat/attachments/${id}/` : url,
        headers,
      });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(PNG)).toBe(true);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['cache-control']).toBe('private, max-age=3600');
    }
    // Another player's token, a forged or foreign signature, another id: not found.
    const otherUpload = (
      await sendParts(other, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }])
    ).json<SupportMessage>();
    const otherUrl = otherUpload.attachment?.url ?? '';
    const refusals = [
      { url: `/api/frontend/support-chat/attachments/${id}/`, headers: other.auth },
      { url: url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`), headers: {} },
      { url: otherUrl.replace(/attachments\/\d+\//, `attachments/${id}/`), headers: {} },
      { url: url.replace(/expires=\d+/, 'expires=1'), headers: {} },
      { url: `/api/frontend/support-chat/attachments/${Number(id) + 1000}/`, headers: owner.auth },
      { url: '/api/frontend/support-chat/attachments/abc/', headers: owner.auth },
    ];
    for (const call of refusals) {
      const refused = await app.inject({
        method: 'GET',
        url: call.url,
        headers: { ...call.headers, 'accept-language': 'es' },
      });
      expect(refused.statusCode, call.url).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Imagen no encontrada.' });
    }
  });

  it('takes an image without text (heic too), and the assistant asks for a chat manager to look at it', async () => {
    const player = await newPlayer();
    const res = await sendParts(player, [
      { name: 'file', filename: 'IMG_0001.HEIC', type: 'application/octet-stream', content: HEIC },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SupportMessage>()).toMatchObject({ content: '', attachment: { format: 'heic' } });
    const answer = (await history(player))[1];
    expect(answer?.content).toMatch(/^Thank you for the image\. I cannot read images/);
  });

  it('refuses disguised, oversized, doubled and malformed uploads and stores nothing', async () => {
    const player = await newPlayer();
    const before = await footprint();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const cases: Array<{
      parts: Part[];
      lang: string;
      status: number;
      body: unknown;
      headers?: Record<string, string>;
    }> = [
      {
        parts: [{ name: 'file', filename: 'photo.jpg', type: 'image/jpeg', content: PDF }],
        lang: 'es',
        status: 415,
        body: { detail: 'Adjunta una imagen JPEG, PNG, WebP, HEIC o HEIF.' },
      },
      {
        parts: [
          { name: 'content', value: 'see' },
          {
            name: 'file',
            filename: 'photo.jpg',
            type: 'image/jpeg',
            content: Buffer.from('just some text pretending'),
          },
        ],
        lang: 'en',
        status: 415,
        body: { detail: 'Attach a JPEG, PNG, WebP, HEIC or HEIF image.' },
      },
      {
        parts: [{ name: 'file', filename: 'big.png', type: 'image/png', content: big }],
        lang: 'pt',
        status: 413,
        body: { detail: 'A imagem é grande demais. O tamanho máximo é 10 MB.' },
      },
      {
        parts: [
          { name: 'file', filename: 'a.png', type: 'image/png', content: PNG },
          { name: 'file', filename: 'b.png', type: 'image/png', content: PNG },
        ],
        lang: 'en',
        status: 400,
        body: { file: ['Attach one image per message.'] },
      },
      {
        parts: [{ name: 'content', value: '   ' }],
        lang: 'en',
        status: 400,
        body: { content: ['Write a message or attach an image.'] },
      },
      {
        parts: [{ name: 'content', value: 'x'.repeat(2001) }],
        lang: 'en',
        status: 400,
        body: { content: ['Ensure this field has no more than 2000 characters.'] },
      },
      {
        parts: [
          { name: 'content', value: 'hi' },
          { name: 'content', value: 'again' },
        ],
        lang: 'en',
        status: 400,
        body: { content: ['Enter a valid value.'] },
      },
      {
        parts: [{ name: 'content', value: 'hi' }],
        lang: 'ru',
        status: 413,
        body: { detail: 'Изображение слишком большое. Максимальный размер — 10 МБ.' },
        headers: { 'content-length': String(1024 ** 3) },
      },
    ];
    for (const c of cases) {
      const res = await sendParts(player, c.parts, c.lang, c.headers);
      expect(res.statusCode, JSON.stringify(c.body)).toBe(c.status);
      expect(res.json()).toEqual(c.body);
    }
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/frontend/message/',
      headers: { ...player.auth, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: 'not multipart at all',
    });
    expect(garbage.statusCode).toBe(400);
    expect(await footprint()).toEqual(before);
  });
});

describe('the hand-off to a chat manager', () => {
  it('waits for a person, keeps the assistant silent, shows the manager and returns to the assistant on close', async () => {
    const player = await newPlayer();
    await send(player, { content: 'How do free spins work?' }, 'es');
    const called = await callManager(player, 'es');
    expect(called.statusCode).toBe(200);
    const waiting = called.json<SupportConversationState>();
    expect(waiting.state).toBe('waiting');
    expect(Date.parse(waiting.handed_off_at ?? '')).not.toBeNaN();
    // Calling again changes nothing.
    expect((await callManager(player, 'es')).json()).toEqual(waiting);
    let messages = await history(player);
    expect(messages.filter((m) => m.content.startsWith('Un gestor del chat te responderá'))).toHaveLength(1);

    // While waiting, the assistant stays silent.
    const count = messages.length;
    await send(player, { content: 'Are you there?' }, 'es');
    messages = await history(player);
    expect(messages).toHaveLength(count + 1);
    expect(messages.at(-1)?.author).toBe('player');

    // The operator's queue has the conversation; the manager answers.
    expect((await support.queue()).map((q) => q.user_id)).toContain(player.id);
    await support.reply(
      { id: player.id, email: player.email },
      'Hola, soy Ana. ¿En qué puedo ayudarte?',
      'ana',
    );
    messages = await history(player);
    expect(messages.at(-1)).toMatchObject({
      author: 'manager',
      is_manager_message: true,
      content: 'Hola, soy Ana. ¿En qué puedo ayudarte?',
    });
    expect(JSON.stringify(messages)).not.toContain('"ana"');
    expect((await state(player)).state).toBe('manager');
    expect((await support.queue()).map((q) => q.user_id)).not.toContain(player.id);
    await send(player, { content: '¡Gracias!' }, 'es');
    expect((await history(player)).at(-1)?.author).toBe('player');
    expect((await callManager(player)).json<SupportConversationState>().state).toBe('manager');

    // Closed: the assistant is back, says so in the player's latest language, and answers again.
    const { changed } = await support.close({ id: player.id, email: player.email });
    expect(changed).toBe(true);
    expect((await history(player)).at(-1)?.content).toMatch(/^El gestor del chat ha cerrado/);
    expect((await state(player)).state).toBe('assistant');
    await send(player, { content: 'What is the wagering of the welcome bonus?' });
    expect((await history(player)).at(-1)).toMatchObject({ author: 'assistant' });
    expect((await support.close({ id: player.id, email: player.email })).changed).toBe(false);
  });

  it('lets a development server answer through POST /api/dev/support/reply', async () => {
    const player = await newPlayer('dev-reply');
    await callManager(player);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dev/support/reply',
      payload: { email: player.email.toUpperCase(), content: '  We are on it.  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: 'manager' });
    expect((await history(player)).at(-1)).toMatchObject({ author: 'manager', content: 'We are on it.' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/dev/support/reply',
      headers: { 'accept-language': 'es' },
      payload: { email: 'nobody@example.com', content: 'Hi' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No hay ningún jugador con este correo electrónico.' });
    const blank = await app.inject({
      method: 'POST',
      url: '/api/dev/support/reply',
      payload: { email: player.email, content: ' ' },
    });
    expect(blank.statusCode).toBe(400);
  });
});
