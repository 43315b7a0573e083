import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDocumentsCommand } from '../src/modules/documents/documents.ops.js';
import { documentsOf } from '../src/modules/documents/documents.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-documents-events-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const clock = new ManualClock();
const { db } = await buildTestApp({ clock, env: { DATA_DIR: dataDir } });
const opsDeps = { db, clock, config: { dataDir } };
const documents = documentsOf(opsDeps);
const quiet = () => undefined;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(100, 1),
]);

async function newPlayer(): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    `de-${crypto.randomUUID()}@example.com`,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  return id;
}

async function uploaded(userId: number, documentType: 'passport' | 'id_card' = 'passport') {
  const { document } = await documents.upload(userId, { content: PNG, documentType });
  return document.id;
}

interface EventRow {
  type: string;
  payload: Record<string, unknown>;
  dedupe_key: string;
  created_at: Date;
}

async function eventsOf(userId: number): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    'SELECT type, payload, dedupe_key, created_at FROM player_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

describe('document review events', () => {
  it('writes nothing for an upload: only a review is news', async () => {
    const player = await newPlayer();
    await uploaded(player);
    expect(await eventsOf(player)).toEqual([]);
  });

  it('verify: one document_verified; repeating the command writes none', async () => {
    const player = await newPlayer();
    const id = await uploaded(player);
    clock.advance(1_000);
    await runDocumentsCommand(['document:verify', String(id)], opsDeps, quiet);
    await runDocumentsCommand(['document:verify', String(id)], opsDeps, quiet);
    expect(await eventsOf(player)).toEqual([
      {
        type: 'document_verified',
        payload: { document_id: id, document_type: 'passport', verification_state: 'verified' },
        dedupe_key: `document:${id}:review:1:verified`,
        created_at: clock.now(),
      },
    ]);
  });

  it('reject: one document_rejected with the reason; repeating it with another reason writes none', async () => {
    const player = await newPlayer();
    const id = await uploaded(player, 'id_card');
    const other = await uploaded(player);
    await runDocumentsCommand(
      ['document:reject', String(id), 'The', 'photo', 'is', 'blurred'],
      opsDeps,
      quiet,
    );
    await runDocumentsCommand(['document:reject', String(id), 'something else'], opsDeps, quiet);
    const events = await eventsOf(player);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'document_rejected',
      payload: {
        document_id: id,
        document_type: 'id_card',
        reason: 'The photo is blurred',
        // The other document still awaits review.
        verification_state: 'pending',
      },
      dedupe_key: `document:${id}:review:1:rejected`,
    });
    expect(JSON.stringify(events)).not.toMatch(/documents\/|\.png|sha/);
    await documents.reject(other, 'expired');
    expect((await eventsOf(player)).map((e) => [e.type, e.payload.verification_state])).toEqual([
      ['document_rejected', 'pending'],
      ['document_rejected', 'rejected'],
    ]);
  });

  it('tells each change of mind once: verified, rejected, verified again', async () => {
    const player = await newPlayer();
    const id = await uploaded(player);
    await documents.verify(id);
    await documents.reject(id, 'forged');
    await documents.reject(id, 'forged');
    await documents.verify(id);
    await documents.verify(id);
    expect((await eventsOf(player)).map((e) => e.dedupe_key)).toEqual([
      `document:${id}:review:1:verified`,
      `document:${id}:review:2:rejected`,
      `document:${id}:review:3:verified`,
    ]);
  });

  it('writes exactly one event when the same review runs twice at once', async () => {
    const player = await newPlayer();
    const id = await uploaded(player);
    const results = await Promise.all([documents.verify(id), documents.verify(id)]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect((await eventsOf(player)).map((e) => e.type)).toEqual(['document_verified']);
  });

  it('writes none for a refused review', async () => {
    const player = await newPlayer();
    const id = await uploaded(player);
    await expect(documents.reject(id, '   ')).rejects.toThrow(/reason/);
    await expect(documents.reject(id, 'x'.repeat(501))).rejects.toThrow(/reason/);
    await expect(runDocumentsCommand(['document:reject', String(id)], opsDeps, quiet)).rejects.toThrow(
      /needs <id> <reason>/,
    );
    await expect(runDocumentsCommand(['document:verify', '987654321'], opsDeps, quiet)).rejects.toThrow(
      /no document/,
    );
    expect(await eventsOf(player)).toEqual([]);
  });
});
