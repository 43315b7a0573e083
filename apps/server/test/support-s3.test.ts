import type { SupportMessage } from '@casino/contract';
import { afterAll, expect, it } from 'vitest';
import { startFakeS3 } from './fake-s3.js';
import { buildTestApp } from './helper.js';
import { multipart, newChatPlayer, PDF, PNG } from './support-helpers.js';

// With an S3-compatible bucket configured, chat images go there (under support/, apart from
// identity documents), are read back from it for their owner, and a refused upload leaves no object.

const SECRET = 'test-secret-key-for-the-chat-bucket';
const bucket = await startFakeS3('eu-central-1', { TESTKEY: { secret: SECRET } });
afterAll(() => bucket.close());
const { objects } = bucket;

const { app, db } = await buildTestApp({
  env: {
    DOCUMENTS_S3_ENDPOINT: bucket.endpoint,
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
