import crypto from 'node:crypto';
import type { Db } from '../src/platform/db/types.js';

/**
 * Rows the back office's figures are made of, written straight into their tables with the times
 * a test chooses (the money paths that normally write them have their own tests).
 */
export function reportFixtures(db: Db) {
  const one = async <T>(text: string, params: unknown[]): Promise<T> => {
    const { rows } = await db.query<T>(text, params);
    const row = rows[0];
    if (row === undefined) throw new Error(`no row from ${text}`);
    return row;
  };
  const accountOf = async (owner: { user: number; kind: 'cash' | 'bonus' } | { house: string }) =>
    (
      await one<{ id: number }>(
        'user' in owner
          ? `INSERT INTO accounts (owner_type, user_id, kind) VALUES ('player', $1, $2)
             ON CONFLICT (user_id, kind) WHERE owner_type = 'player' DO UPDATE SET kind = EXCLUDED.kind RETURNING id`
          : `INSERT INTO accounts (owner_type, kind, shard) VALUES ('house', $1, 0)
             ON CONFLICT (kind, shard) WHERE owner_type = 'house' DO UPDATE SET kind = EXCLUDED.kind RETURNING id`,
        'user' in owner ? [owner.user, owner.kind] : [owner.house],
      )
    ).id;

  return {
    async player(p: {
      email: string;
      country: string | null;
      createdAt: string;
      phone?: string;
      nickname?: string;
      firstName?: string;
      lastName?: string;
    }): Promise<number> {
      const row = await one<{ id: number }>(
        `INSERT INTO users (email, country_id, created_at, phone, nickname, first_name, last_name)
         VALUES ($1, (SELECT id FROM countries WHERE code = $2), $3, $4, $5, $6, $7) RETURNING id`,
        [
          p.email,
          p.country,
          p.createdAt,
          p.phone ?? '',
          p.nickname ?? '',
          p.firstName ?? '',
          p.lastName ?? '',
        ],
      );
      return row.id;
    },

    async games(): Promise<{ game1: number; game2: number }> {
      await db.query(
        `INSERT INTO game_integrations (code, api_url, secret_ref) VALUES ('studio', 'http://studio.test', 'STUDIO_SECRET')
         ON CONFLICT DO NOTHING`,
      );
      const provider = await one<{ id: number }>(
        `INSERT INTO providers (code, name) VALUES ('report-studio', 'Report Studio') RETURNING id`,
        [],
      );
      const game = (code: string, name: string) =>
        one<{ id: number }>(
          `INSERT INTO games (provider_id, code, name, search_name, mode, type, rtp)
           VALUES ($1, $2, $3, lower($3), 'casino', 'slots', 0.96) RETURNING id`,
          [provider.id, code, name],
        );
      return {
        game1: (await game('report-one', 'Report One')).id,
        game2: (await game('report-two', 'Report Two')).id,
      };
    },

    async round(r: {
      user: number;
      game: number;
      at: string;
      bet: number;
      win: number;
      bonusBet?: number;
      refunded?: number;
    }): Promise<void> {
      const rolledBack = (r.refunded ?? 0) === r.bet && r.win === 0 && r.bet > 0;
      await db.query(
        `INSERT INTO game_rounds (provider, provider_round_id, user_id, game_id, game_code, currency, bet_cents, win_cents,
           refunded_cents, bonus_bet_cents, status, created_at, closed_at)
         VALUES ('studio', $1, $2, $3, 'code', 'USD', $4, $5, $6, $7, $8, $9, $9)`,
        [
          crypto.randomUUID(),
          r.user,
          r.game,
          r.bet,
          r.win,
          r.refunded ?? 0,
          r.bonusBet ?? 0,
          rolledBack ? 'rolled_back' : 'closed',
          r.at,
        ],
      );
    },

    async deposit(d: {
      user: number;
      at: string;
      cents: number;
      token: string;
      address?: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO deposit_credits (chain, tx_id, user_id, provider, token_type, network, address, received_token_amount,
           rate, credited_cents, basis, credited_at)
         VALUES ('tron', $1, $2, 'TRX', $3, 'TRC-20', $4, $5 / 100.0, 1, $5, 'current_rate', $6)`,
        [crypto.randomUUID(), d.user, d.token, d.address ?? 'TAddress', d.cents, d.at],
      );
    },

    async withdrawal(w: {
      user: number;
      at: string;
      cents: number;
      paid: boolean;
      address?: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO withdrawals (user_id, amount_cents, provider, token_type, address, status, tx_id, created_at,
           processed_at)
         VALUES ($1, $2, 'TRX', 'USDT', $3, $4, $5, $6, $7)`,
        [
          w.user,
          w.cents,
          w.address ?? 'TWithdrawal',
          w.paid ? 'paid' : 'pending',
          w.paid ? crypto.randomUUID() : null,
          w.at,
          w.paid ? w.at : null,
        ],
      );
    },

    /** A bonus movement as the bonus engine records it (grants from the house, the rest from the bonus account). */
    async transfer(t: {
      user: number;
      kind: 'bonus_grant' | 'bonus_convert' | 'bonus_cancel';
      at: string;
      cents: number;
    }): Promise<void> {
      const bonus = await accountOf({ user: t.user, kind: 'bonus' });
      const [debit, credit] =
        t.kind === 'bonus_grant'
          ? [await accountOf({ house: 'bonus_grants' }), bonus]
          : t.kind === 'bonus_convert'
            ? [bonus, await accountOf({ user: t.user, kind: 'cash' })]
            : [bonus, await accountOf({ house: 'bonus_grants' })];
      await db.query(
        `INSERT INTO transfers (idempotency_key, kind, debit_account_id, credit_account_id, amount, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [crypto.randomUUID(), t.kind, debit, credit, t.cents, t.at],
      );
    },
  };
}
