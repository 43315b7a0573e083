import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@casino/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { runDocumentsCommand } from '../src/modules/documents/documents.ops.js';
import { buildTestApp } from './helper.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-documents-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, db, clock } = await buildTestApp({ env: { DATA_DIR: dataDir } });
const opsDeps = { db, clock, config: { dataDir } };

async function newPlayer(): Promise<{ id: number; auth: { authorization: string } }> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    `d-${crypto.randomUUID()}@example.com`,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  return { id, auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` } };
}

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
  Buffer.alloc(200, 0x20),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(100, 1),
]);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(100, 2),
]);
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(64, 3),
]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  Buffer.alloc(100, 0),
]);

/** A multipart body built by hand, so the test controls every byte (names, declared types, order). */
function multipart(
  parts: Array<
    { name: string; value: string } | { name: string; filename: string; type: string; content: Buffer }
  >,
) {
  const boundary = `----casino${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.content, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(auth: Record<string, string>, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/frontend/documents/upload/',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function storedFiles(userId: number): Promise<string[]> {
  const dir = path.join(dataDir, 'documents', String(userId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

describe('POST /api/frontend/documents/upload/', () => {
  it('stores a PDF named .png as a PDF, under a name of ours, and puts the player under review', async () => {
    const p = await newPlayer();
    const res = await upload(p.auth, [
      { name: 'document_type', value: 'passport' },
      { name: 'file', filename: '../../etc/passport.png', type: 'image/png', content: PDF },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      document_type: 'passport',
      format: 'pdf',
      size: PDF.length,
      state: 'pending',
      reason: null,
      created_at: expect.any(String),
      reviewed_at: null,
      verification_state: 'pending',
    });
    const files = await storedFiles(p.id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(dataDir, 'documents', String(p.id), files[0] ?? '')).equals(PDF)).toBe(
      true,
    );
    expect(JSON.stringify(res.json())).not.toMatch(/documents\/|passport\.png/);
  });

  it('accepts each image format by content, whatever it is called or declared as', async () => {
    const p = await newPlayer();
    const cases: Array<[Buffer, string]> = [
      [PNG, 'png'],
      [JPEG, 'jpeg'],
      [HEIC, 'heic'],
    ];
    for (const [content, format] of cases) {
      const res = await upload(p.auth, [
        { name: 'file', filename: 'scan.bin', type: 'application/octet-stream', content },
      ]);
      expect(res.statusCode, format).toBe(201);
      expect(res.json()).toMatchObject({ format, document_type: 'other' });
    }
    // The type may also come after the file.
    const after = await upload(p.auth, [
      { name: 'file', filename: 'id.jpg', type: 'image/jpeg', content: JPEG },
      { name: 'document_type', value: 'id_card' },
    ]);
    expect(after.statusCode).toBe(201);
    expect(after.json().document_type).toBe('id_card');
  });

  it('refuses an executable renamed .jpg, translated, and stores nothing', async () => {
    const p = await newPlayer();
    const res = await upload({ ...p.auth, 'accept-language': 'pt' }, [
      { name: 'file', filename: 'photo.jpg', type: 'image/jpeg', content: EXE },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Envie uma imagem JPEG, PNG, WebP, HEIC ou HEIF, ou um PDF.' });
    expect(await storedFiles(p.id)).toEqual([]);
    const list = await app.inject({ method: 'GET', url: '/api/frontend/documents/', headers: p.auth });
    expect(list.json()).toEqual({ verification_state: 'unverified', results: [] });
  });

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const p = await newPlayer();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_DOCUMENT_BYTES, 7)]);
    const res = await upload(p.auth, [
      { name: 'file', filename: 'big.png', type: 'image/png', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is too large. The maximum size is 10 MB.' });
    expect(await storedFiles(p.id)).toEqual([]);
  });

  it('answers 400 without a file, with an empty file, with an unknown type, and 415 for JSON', async () => {
    const p = await newPlayer();
    const none = await upload(p.auth, [{ name: 'document_type', value: 'passport' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ file: ['Attach a photo or scan of your document.'] });
    const empty = await upload(p.auth, [
      { name: 'file', filename: 'a.png', type: 'image/png', content: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    const badType = await upload(p.auth, [
      { name: 'document_type', value: 'selfie-with-cat' },
      { name: 'file', filename: 'a.png', type: 'image/png', content: PNG },
    ]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toHaveProperty('document_type');
    const two = await upload(p.auth, [
      { name: 'file', filename: 'a.png', type: 'image/png', content: PNG },
      { name: 'file', filename: 'b.png', type: 'image/png', content: PNG },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ file: ['Upload one file at a time.'] });
    const json = await app.inject({
      method: 'POST',
      url: '/api/frontend/documents/upload/',
      headers: p.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedFiles(p.id)).toEqual([]);
  });

  it('answers a malformed multipart body with 400, never a 500', async () => {
    const p = await newPlayer();
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=XX',
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      ],
      ['multipart/form-data; boundary=XX', 'garbage without parts'],
    ];
    for (const [contentType, payload] of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/frontend/documents/upload/',
        headers: { ...p.auth, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({
        non_field_errors: ['The upload could not be read. Please choose the file again.'],
      });
    }
    expect(await storedFiles(p.id)).toEqual([]);
  });

  it('is 401 without a token', async () => {
    const res = await upload({}, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]);
    expect(res.statusCode).toBe(401);
  });
});

describe('review by operator command', () => {
  it('verifies a document: the player becomes verified; idempotent', async () => {
    const p = await newPlayer();
    const up = await upload(p.auth, [
      { name: 'file', filename: 'p.pdf', type: 'application/pdf', content: PDF },
    ]);
    const id = up.json().id as number;
    const listed: string[] = [];
    await runDocumentsCommand(['document:list'], opsDeps, (l) => listed.push(l));
    expect(
      listed.some(
        (l) => l.startsWith(`#${id} `) && l.includes(path.join(dataDir, 'documents', String(p.id))),
      ),
    ).toBe(true);
    const lines: string[] = [];
    await runDocumentsCommand(['document:verify', String(id)], opsDeps, (l) => lines.push(l));
    await runDocumentsCommand(['document:verify', String(id)], opsDeps, (l) => lines.push(l));
    expect(lines[0]).toMatch(/^verified: .*player is now verified$/);
    expect(lines[1]).toMatch(/^already verified, nothing changed/);
    const list = await app.inject({ method: 'GET', url: '/api/frontend/documents/', headers: p.auth });
    expect(list.json()).toMatchObject({
      verification_state: 'verified',
      results: [{ id, state: 'verified', reviewed_at: expect.any(String) }],
    });
    // A further upload does not take the verification away.
    const more = await upload(p.auth, [{ name: 'file', filename: 'p.png', type: 'image/png', content: PNG }]);
    expect(more.json().verification_state).toBe('verified');
  });

  it('rejects with a reason the player sees; another pending document keeps them pending', async () => {
    const p = await newPlayer();
    const a = (
      await upload(p.auth, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }])
    ).json().id as number;
    const b = (
      await upload(p.auth, [{ name: 'file', filename: 'b.png', type: 'image/png', content: JPEG }])
    ).json().id as number;
    const print = () => undefined;
    await runDocumentsCommand(
      ['document:reject', String(a), 'The', 'photo', 'is', 'blurred'],
      opsDeps,
      print,
    );
    let list = (await app.inject({ method: 'GET', url: '/api/frontend/documents/', headers: p.auth })).json();
    expect(list.verification_state).toBe('pending');
    expect(list.results.find((d: { id: number }) => d.id === a)).toMatchObject({
      state: 'rejected',
      reason: 'The photo is blurred',
    });
    await runDocumentsCommand(['document:reject', String(b), 'expired document'], opsDeps, print);
    list = (await app.inject({ method: 'GET', url: '/api/frontend/documents/', headers: p.auth })).json();
    expect(list.verification_state).toBe('rejected');
  });

  it('shows a player only their own documents', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    await upload(alice.auth, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]);
    const list = await app.inject({ method: 'GET', url: '/api/frontend/documents/', headers: bob.auth });
    expect(list.json()).toEqual({ verification_state: 'unverified', results: [] });
  });

  it('refuses bad operator input clearly', async () => {
    const print = () => undefined;
    await expect(runDocumentsCommand(['document:verify', 'abc'], opsDeps, print)).rejects.toThrow(
      /expected a document id/,
    );
    await expect(runDocumentsCommand(['document:verify', '987654'], opsDeps, print)).rejects.toThrow(
      /no document/,
    );
    await expect(runDocumentsCommand(['document:reject', '1'], opsDeps, print)).rejects.toThrow(
      /needs <id> <reason>/,
    );
    expect(await runDocumentsCommand(['ledger:check'], opsDeps, print)).toBe(false);
  });
});
