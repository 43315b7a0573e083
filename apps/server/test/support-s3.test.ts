import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupportMessage } from '@casino/contract';
import { afterAll, expect, it } from 'vitest';
import { signV4 } from '../src/modules/documents/s3-document-store.js';
import { buildTestApp } from './helper.js';
import { multipart, newChatPlayer, PDF, PNG } from './support-helpers.js';

// With an S3-compatible bucket configured, chat images go there (under support/, apart from
// identity documents), are read back from it for their owner, and a refused upload leaves no object.

const objects = new Map<string, Buffer>();
const SECRET = 'test-secret-key-for-the-chat-bucket';
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? ''}`);
    const auth = req.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const date = String(req.headers['x-amz-date'] ?? '');
    const expected = signV4({
      method: req.method ?? '',
      url,
      headers: Object.fromEntries(
        signed
          .filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n))
          .map((n) => [n, String(req.headers[n] ?? '')]),
      ),
      payloadSha256: crypto.createHash('sha256').update(body).digest('hex'),
      region: 'eu-central-1',
      service: 's3',
      accessKeyId: 'TESTKEY',
      secretAccessKey: SECRET,
      now: new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      ),
    });
    if (expected.authorization !== auth) return void res.writeHead(403).end('SignatureDoesNotMatch');
    if (req.method === 'PUT') {
      objects.set(url.pathname, body);
      return void res.writeHead(200).end();
    }
    if (req.method === 'GET') {
      const object = objects.get(url.pathname);
      return void (object ? res.writeHead(200).end(object) : res.writeHead(404).end());
    }
    if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      return void res.writeHead(204).end();
    }
    res.writeHead(405).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { app, db } = await buildTestApp({
  env: {
    DOCUMENTS_S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    DOCUMENTS_S3_BUCKET: 'casino-files',
    DOCUMENTS_S3_REGION: 'eu-central-1',
    DOCUMENTS_S3_ACCESS_KEY_ID: 'TESTKEY',
    DOCUMENTS_S3_SECRET_ACCESS_KEY: SECRET,
  },
});

it('stores chat images in the bucket under support/, serves them back, and leaves nothing for a refused one', async () => {
  const player = await newChatPlayer(app, db, 's3');
  const upload = (content: Buffer) => {
    const { payload, contentType } = multipart([
      { name: 'file', filename: 'a.png', type: 'image/png', content },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/frontend/message/',
      headers: { ...player.auth, 'content-type': contentType },
      payload,
    });
  };
  const res = await upload(PNG);
  expect(res.statusCode, res.body).toBe(201);
  expect([...objects.keys()]).toEqual([
    expect.stringMatching(new RegExp(`^/casino-files/support/${player.id}/[0-9a-f]{32}\\.png$`)),
  ]);
  const image = await app.inject({ method: 'GET', url: res.json<SupportMessage>().attachment?.url ?? '' });
  expect(image.statusCode).toBe(200);
  expect(image.rawPayload.equals(PNG)).toBe(true);

  expect((await upload(PDF)).statusCode).toBe(415);
  expect(objects.size).toBe(1);
  // An object gone from the bucket is a missing image, not a server error.
  objects.clear();
  const gone = await app.inject({ method: 'GET', url: res.json<SupportMessage>().attachment?.url ?? '' });
  expect(gone.statusCode).toBe(404);
});
