import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/types.js';
import * as repo from './player-search.repository.js';

/** A search considers at most this many players: a broader query is asked to be narrowed. */
export const SEARCH_CAP = 500;
/** Substring lookups need three characters: pg_trgm indexes trigrams, and fewer match half the casino. */
const MIN_SUBSTRING = 3;
export const MAX_QUERY_LENGTH = 200;

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV4_PREFIX = /^\d{1,3}(\.\d{1,3}){0,2}\.$/;
const IPV6 = /^[0-9a-f]*:[0-9a-f:.]*$/i;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** The web app's device id (accounts/sessions.service.ts), kept hashed; or the hash itself. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const PHONE = /^\+?[\d\s().-]+$/;
/** A whole address is looked up exactly (its unique index), not as a substring of every e-mail. */
const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string): string | null =>
  text.length >= MIN_SUBSTRING ? `%${likeEscape(text)}%` : null;

/**
 * Reads one query box the way staff type into it: an id, an e-mail or part of one, a phone, a
 * name or nickname, an IP address (or a prefix ending in a dot), a device id, or a deposit or
 * withdrawal address. Every reading that fits is tried; each is one indexed lookup.
 */
export function planSearch(query: string): repo.SearchPlan {
  const q = query.trim();
  const lower = q.toLowerCase();
  const digits = q.replace(/\D/g, '');
  const isIp = IPV4.test(q) || (IPV6.test(q) && q.includes(':'));
  const isAddress = TRON_ADDRESS.test(q) || ETH_ADDRESS.test(q);
  const text = !isIp && !isAddress;
  const id = /^\d{1,15}$/.test(q) ? Number(q) : null;
  return {
    id,
    // An e-mail has no spaces: a query with one (a full name) is not looked for among them.
    emailLike: text && !FULL_EMAIL.test(q) && !/\s/.test(q) ? contains(lower) : null,
    emailExact: FULL_EMAIL.test(q) ? lower : null,
    nicknameLike: text && !q.includes('@') ? (contains(lower) ?? (q ? likeEscape(lower) : null)) : null,
    nameLike: text && !q.includes('@') && !/^\d+$/.test(q) ? contains(lower) : null,
    phoneDigitsLike: PHONE.test(q) && digits.length >= MIN_SUBSTRING ? `%${digits}%` : null,
    ipExact: isIp ? lower : null,
    ipPrefix: IPV4_PREFIX.test(q) ? `${q}%` : null,
    deviceHash: SHA256_HEX.test(lower)
      ? lower
      : DEVICE_ID.test(q)
        ? createHash('sha256').update(q).digest('hex')
        : null,
    address: isAddress ? lower : null,
  };
}

/** Players matching the query box, paginated on the server (see planSearch). */
export async function searchPlayers(
  deps: { db: Db },
  query: string,
  page: { limit: number | null; offset: number },
): Promise<{ rows: repo.PlayerMatchRow[]; total: number; capped: boolean }> {
  const { rows, total } = await repo.searchPlayers(deps.db, planSearch(query), page, SEARCH_CAP);
  return { rows, total, capped: total >= SEARCH_CAP };
}
