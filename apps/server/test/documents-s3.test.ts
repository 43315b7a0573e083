import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { signV4 } from '../src/modules/documents/s3-document-store.js';
import { buildTestApp } from './helper.js';

/** A minimal S3-compatible endpoint: checks each request's SigV4 signature and keeps objects in memory. */
const objects = new Map<string, Buffer>();
const refused: string[] = [];
const SECRET = 'test-secret-key-for-the-fake-bucket';
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? ''}`);
    const auth = req.headers.authorization ?? '';
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const extra = Object.fromEntries(
      signedNames
        .filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n))
        .map((n) => [n, String(req.headers[n] ?? '')]),
    );
    const dateHeader = String(req.headers['x-amz-date'] ?? '');
    const now = new Date(
      `${dateHeader.slice(0, 4)}-${dateHeader.slice(4, 6)}-${dateHeader.slice(6, 8)}T${dateHeader.slice(9, 11)}:${dateHeader.slice(11, 13)}:${dateHeader.slice(13, 15)}Z`,
    );
    const expected = signV4({
      method: req.method ?? '',
      url,
      headers: extra,
      payloadSha256: crypto.createHash('sha256').update(body).digest('hex'),
      region: 'eu-central-1',
      service: 's3',
      accessKeyId: 'TESTKEY',
      secretAccessKey: SECRET,
      now,
    });
    if (
      expected.authorization !== auth ||
      req.headers['x-amz-content-sha256'] !== crypto.createHash('sha256').update(body).digest('hex')
    ) {
      refused.push(`${req.method ?? ''} ${url.pathname}`);
      res.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    if (req.method === 'PUT') {
      if (objects.has(url.pathname) && req.headers['if-none-match'] === '*')
        return void res.writeHead(412).end();
      objects.set(url.pathname, body);
      return void res.writeHead(200).end();
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
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const { app, db } = await buildTestApp({
  env: {
    DOCUMENTS_S3_ENDPOINT: endpoint,
    DOCUMENTS_S3_BUCKET: 'kyc-documents',
    DOCUMENTS_S3_REGION: 'eu-central-1',
    DOCUMENTS_S3_ACCESS_KEY_ID: 'TESTKEY',
    DOCUMENTS_S3_SECRET_ACCESS_KEY: SECRET,
  },
});

function multipart(filename: string, content: Buffer) {
  const boundary = `----s3test${crypto.randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('identity documents in an S3-compatible bucket (DOCUMENTS_S3_*)', () => {
  it('puts an accepted document into the bucket under a key of ours, signed, and nothing for a refused one', async () => {
    const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
      `s3-${crypto.randomUUID()}@example.com`,
    ]);
    const userId = rows[0]?.id ?? 0;
    const auth = { authorization: `Bearer ${await app.deps.accessTokens.sign(userId)}` };
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 0x20)]);
    const ok = multipart('passport.jpg', pdf);
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/documents/upload/',
      headers: { ...auth, ...ok.headers },
      payload: ok.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ format: 'pdf', state: 'pending' });
    expect(refused).toEqual([]);
    const keys = [...objects.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^/kyc-documents/documents/${userId}/[0-9a-f]{32}\\.pdf$`));
    expect(objects.get(keys[0] ?? '')?.equals(pdf)).toBe(true);

    const exe = multipart('photo.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]));
    const bad = await app.inject({
      method: 'POST',
      url: '/api/frontend/documents/upload/',
      headers: { ...auth, ...exe.headers },
      payload: exe.payload,
    });
    expect(bad.statusCode).toBe(415);
    expect(objects.size).toBe(1);
  });

  it('refuses a half-configured bucket at start-up', async () => {
    const { loadConfig } = await import('../src/platform/config.js');
    expect(() => loadConfig({ DOCUMENTS_S3_BUCKET: 'kyc-documents' })).toThrow(/DOCUMENTS_S3_/);
  });
});
