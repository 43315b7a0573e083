import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { S3DocumentStore } from '../src/modules/documents/s3-document-store.js';
import { startFakeS3 } from './fake-s3.js';
import { buildTestApp } from './helper.js';

const SECRET = 'test-secret-key-for-the-fake-bucket';
const SESSION_TOKEN = 'FwoGZXIvYXdzEBYaDTemporarySessionToken+/=';
const bucket = await startFakeS3('eu-central-1', {
  TESTKEY: { secret: SECRET },
  ASIATEMPORARYKEY: { secret: 'temporary-secret-of-an-assumed-role', sessionToken: SESSION_TOKEN },
});
afterAll(() => bucket.close());
const { endpoint, objects, refused } = bucket;

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

  it('works with temporary credentials: the session token is sent and signed', async () => {
    const temporary = {
      endpoint,
      bucket: 'kyc-documents',
      region: 'eu-central-1',
      accessKeyId: 'ASIATEMPORARYKEY',
      secretAccessKey: 'temporary-secret-of-an-assumed-role',
    };
    const store = new S3DocumentStore({ ...temporary, sessionToken: SESSION_TOKEN });
    const content = Buffer.from('%PDF-1.7 temporary');
    const key = await store.put(7, 'pdf', content);
    expect(Buffer.from((await store.read(key)) ?? []).equals(content)).toBe(true);
    await store.remove(key);
    expect(await store.read(key)).toBeUndefined();

    // The same keys without their token are refused by the bucket, and nothing is written.
    const before = objects.size;
    await expect(new S3DocumentStore(temporary).put(7, 'pdf', content)).rejects.toThrow(/answered 403/);
    expect(objects.size).toBe(before);
  });

  it('reads the session token from DOCUMENTS_S3_SESSION_TOKEN, and refuses a half-configured bucket at start-up', async () => {
    const { loadConfig } = await import('../src/platform/config.js');
    const complete = {
      DOCUMENTS_S3_ENDPOINT: endpoint,
      DOCUMENTS_S3_BUCKET: 'kyc-documents',
      DOCUMENTS_S3_ACCESS_KEY_ID: 'ASIATEMPORARYKEY',
      DOCUMENTS_S3_SECRET_ACCESS_KEY: 'temporary-secret-of-an-assumed-role',
    };
    expect(loadConfig({ ...complete, DOCUMENTS_S3_SESSION_TOKEN: SESSION_TOKEN }).documentsS3).toMatchObject({
      accessKeyId: 'ASIATEMPORARYKEY',
      sessionToken: SESSION_TOKEN,
    });
    expect(loadConfig(complete).documentsS3?.sessionToken).toBeUndefined();
    expect(() => loadConfig({ DOCUMENTS_S3_BUCKET: 'kyc-documents' })).toThrow(/DOCUMENTS_S3_/);
    expect(() => loadConfig({ DOCUMENTS_S3_SESSION_TOKEN: SESSION_TOKEN })).toThrow(/DOCUMENTS_S3_/);
  });
});
