import { mathDocument, mathHash, type MathDocument } from '@casino/game-math';
import type { StudioQueryable } from '../platform/db.js';
import type { AnyGame } from './registry.js';

/*
 * Each game's published maths (game-math's math document) with its hash, served at
 * {base}/api/games/<game>/math and kept for ever in studio_math_documents, so that the hash a
 * round records always finds the very document it was played under ({base}/api/math/<hash>).
 */

export interface PublishedMath {
  document: MathDocument;
  hash: string;
}

const cache = new WeakMap<AnyGame, PublishedMath>();

/** The game's document and hash, computed once per game object. */
export function publishedMath(game: AnyGame): PublishedMath {
  let published = cache.get(game);
  if (!published) {
    const document = mathDocument(game);
    published = { document, hash: mathHash(document) };
    cache.set(game, published);
  }
  return published;
}

/** The document as served: the document's fields and its hash (taken over the rest). */
export const servedMath = ({ document, hash }: PublishedMath) => ({ ...document, hash });

/** Keeps every game's current document (a document already kept is left as it was). */
export async function archiveMath(db: StudioQueryable, games: readonly AnyGame[], now: Date): Promise<void> {
  for (const game of games) {
    const { document, hash } = publishedMath(game);
    await db.query(
      `INSERT INTO studio_math_documents (hash, game, version, document, first_published_at)
       VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT (hash) DO NOTHING`,
      [hash, game.id, document.version, JSON.stringify(document), now],
    );
  }
}

/** A kept document by its hash, as served. */
export async function findMath(
  db: StudioQueryable,
  hash: string,
): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.query<{ document: Record<string, unknown> }>(
    'SELECT document FROM studio_math_documents WHERE hash = $1',
    [hash],
  );
  const row = rows[0];
  return row && { ...row.document, hash };
}
