import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db/types.js';

/** A player straight in the database with an access token: the chat needs nothing else of them. */
export async function newChatPlayer(app: FastifyInstance, db: Db, tag = 'chat') {
  const email = `${tag}-${crypto.randomUUID()}@example.com`;
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    email,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  return { id, email, auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` } };
}

export type ChatPlayer = Awaited<ReturnType<typeof newChatPlayer>>;

export type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; content: Buffer };

/** A multipart body built by hand, so a test controls every byte (names, declared types, order). */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----chat${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.content,
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(100, 1),
]);
export const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(64, 3),
]);
export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
]);
