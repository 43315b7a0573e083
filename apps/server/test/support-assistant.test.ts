import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupportMessage } from '@casino/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { SupportAssistant } from '../src/modules/support/support-assistant.js';
import type { Locale } from '../src/platform/i18n/locale.js';
import { buildTestApp } from './helper.js';
import { newChatPlayer } from './support-helpers.js';

// The assistant against the pages the product ships (seeded at start): which questions it
// answers and from which section, which it admits it cannot, and the optional phrasing through
// an OpenAI-compatible API (a fake one here) that never decides what the answer is based on.

/** A stand-in for an OpenAI-compatible chat-completions API: records requests, answers as told. */
interface FakeApi {
  url: string;
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders; body: unknown }>;
  answer: (res: http.ServerResponse) => void;
}
const fake: FakeApi = { url: '', requests: [], answer: () => undefined };
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    fake.requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || 'null') });
    fake.answer(res);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const completion = (content: unknown) => (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ id: 'chatcmpl-1', choices: [{ index: 0, message: { role: 'assistant', content } }] }),
  );
};

const { app, db } = await buildTestApp({
  env: {
    ASSISTANT_API_URL: fake.url,
    ASSISTANT_API_KEY: 'sk-test-key',
    ASSISTANT_MODEL: 'test-model',
    ASSISTANT_TIMEOUT_MS: '300',
  },
});
const quoting = new SupportAssistant({ db, config: { assistant: undefined } });
const phrasing = new SupportAssistant({ db, config: app.deps.config });

const cited = async (question: string, locale: Locale = 'en') => {
  const reply = await quoting.reply(question, locale, false);
  return reply.sources.map((s) => `${s.slug}#${s.anchor}`);
};

describe('answers from the shipped pages', () => {
  it.each([
    ['How much is the first deposit bonus?', 'welcome-bonuses#first-deposit'],
    ['What is the wagering requirement of the welcome bonus?', 'welcome-bonuses#wagering'],
    ['What is the maximum bet with a bonus?', 'betting-rules#bonus-bets'],
    ['How do I set a deposit limit?', 'play-safe#limits'],
    ['Can I have multiple accounts?', 'fraud-protection#multiple-accounts'],
    ['my deposit has not arrived', 'faq#deposit-missing'],
    ['I forgot my password', 'faq#forgot-password'],
  ])('"%s" quotes %s first', async (question, section) => {
    expect((await cited(question))[0]).toBe(section);
  });

  // Rare words weigh more than common ones and accents are folded, so a question written without
  // accents finds its section, and one sharing only a common word with a page is not answered
  // from it.
  it.each([
    ['es', 'mi deposito no ha llegado', 'faq#deposit-missing'],
    ['pt', 'meu deposito nao chegou', 'faq#deposit-missing'],
    ['es', 'olvide mi contrasena', 'faq#forgot-password'],
    ['ru', 'Мой депозит не пришел', 'faq#deposit-missing'],
  ] as const)('in %s, "%s" quotes %s first', async (locale, question, section) => {
    expect((await cited(question, locale))[0]).toBe(section);
  });

  it('does not quote the first-deposit bonus to a player whose deposit does not show', async () => {
    expect(await cited('Mi depósito no aparece', 'es')).not.toContain('welcome-bonuses#first-deposit');
  });

  it('quotes the section, names its page and section, and stays within what search found', async () => {
    const reply = await quoting.reply('How much is the first deposit bonus?', 'en', false);
    expect(reply.content).toMatch(
      /^From "Welcome bonus terms", First deposit:\nYour first deposit of at least 50 USD/,
    );
    expect(reply.content).toMatch(/If this does not answer your question, call a chat manager\.$/);
  });

  it.each([
    'What will the weather be like in Paris tomorrow?',
    'Who is the best football player?',
    'hello',
    'thanks!',
    '???',
  ])('"%s": says it does not know', async (question) => {
    const reply = await quoting.reply(question, 'en', false);
    expect(reply.sources).toEqual([]);
    expect(reply.content).toMatch(/^I'm sorry, I don't know the answer to that/);
  });

  it.each([
    [
      'es',
      '¿Cuánto es el bono del primer depósito?',
      /^De «Condiciones del bono de bienvenida», Primer depósito:\n/,
    ],
    ['pt', 'Qual é o bônus do primeiro depósito?', /^De «/],
    ['ru', 'Какой бонус на первый депозит?', /^Из «/],
  ] as const)("in %s: answers from that language's pages", async (locale, question, intro) => {
    const reply = await quoting.reply(question, locale, false);
    expect(reply.sources[0]).toMatchObject({ slug: 'welcome-bonuses', anchor: 'first-deposit' });
    expect(reply.content).toMatch(intro);
    expect(reply.content).toMatch(/75 ?%/);
  });

  it.each([
    ['es', '¿Qué tiempo hará mañana en París?', /^Lo siento, no sé la respuesta/],
    ['pt', 'Qual é a capital da França?', /^Desculpe, não sei a resposta/],
    ['ru', 'Какая столица Франции?', /^Извините, я не знаю ответа/],
  ] as const)('in %s: says it does not know, in that language', async (locale, question, answer) => {
    const reply = await quoting.reply(question, locale, false);
    expect(reply.sources).toEqual([]);
    expect(reply.content).toMatch(answer);
  });
});

describe('phrasing through an OpenAI-compatible API', () => {
  it('uses the phrased answer (cleaned) and keeps the citations of the search', async () => {
    fake.answer = completion('  The first deposit earns a 75% bonus up to 1,000 USD.\u0000  ');
    const reply = await phrasing.reply('How much is the first deposit bonus?', 'en', false);
    expect(reply.content).toBe('The first deposit earns a 75% bonus up to 1,000 USD.');
    const quoted = await quoting.reply('How much is the first deposit bonus?', 'en', false);
    expect(reply.sources).toEqual(quoted.sources);
    expect(reply.sources[0]?.anchor).toBe('first-deposit');
  });

  it('posts to <base>/chat/completions with the key, the model, the language and nothing about the player', async () => {
    fake.requests.length = 0;
    fake.answer = completion('Phrased.');
    const player = await newChatPlayer(app, db, 'phrasing');
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/message/',
      headers: { ...player.auth, 'accept-language': 'en' },
      payload: { content: 'What is the wagering requirement of the welcome bonus?' },
    });
    expect(res.statusCode).toBe(201);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    const body = request?.body as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe('test-model');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0]?.content).toContain('in English');
    expect(body.messages[1]?.content).toContain(
      'Question: What is the wagering requirement of the welcome bonus?',
    );
    // The question and the passages, nothing else: no e-mail, id, balance or earlier message.
    expect(Object.keys(body).sort()).toEqual(['max_tokens', 'messages', 'model', 'temperature']);
    expect(JSON.stringify(body)).not.toContain(player.email);
    expect(body.messages[1]?.content).toMatch(/^Passages:\n\[1\] Welcome bonus terms \/ Wagering\n/);

    const list = (
      await app.inject({ method: 'GET', url: '/api/frontend/support-chat/me/', headers: player.auth })
    ).json<SupportMessage[]>();
    expect(list[1]).toMatchObject({ author: 'assistant', content: 'Phrased.' });
    expect(list[1]?.sources[0]?.url).toBe('/faq/welcome-bonuses#wagering');
  });

  it('quotes the pages instead on an error, a timeout, another shape or an empty answer', async () => {
    const quoted = await quoting.reply('What is the wagering requirement of the welcome bonus?', 'en', false);
    const failures: Array<(res: http.ServerResponse) => void> = [
      (res) => res.writeHead(500).end('{"error": "overloaded"}'),
      (res) => res.writeHead(401).end(),
      (res) => setTimeout(() => completion('Too late.')(res), 1000),
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": []}'),
      (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('not json'),
      completion('   '),
      completion(null),
    ];
    for (const failure of failures) {
      fake.answer = failure;
      const reply = await phrasing.reply(
        'What is the wagering requirement of the welcome bonus?',
        'en',
        false,
      );
      expect(reply).toEqual(quoted);
    }
  });

  it('never asks the API when search found nothing: the honest answer stays', async () => {
    fake.requests.length = 0;
    fake.answer = completion('Invented answer.');
    const reply = await phrasing.reply('What will the weather be like in Paris tomorrow?', 'en', false);
    expect(reply.content).toMatch(/^I'm sorry, I don't know/);
    expect(fake.requests).toHaveLength(0);
  });
});
