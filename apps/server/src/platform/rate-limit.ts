import type { Clock } from './clock.js';
import type { Queryable } from './db/types.js';
import { throttled } from './http/errors.js';

/**
 * Fixed-window counters kept in PostgreSQL, so a limit holds across every server process.
 * Used on what can be guessed: sign-in, e-mail checks, password reset, code validation.
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on key; throws 429 with Retry-After once more than limit hits fall in the window. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const now = this.clock.now();
    const windowEnd = new Date(now.getTime() + windowSeconds * 1000);
    const { rows } = await this.db.query<{ hits: number; window_ends_at: Date }>(
      `INSERT INTO rate_limits (key, hits, window_ends_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_ends_at <= $2 THEN 1 ELSE rate_limits.hits + 1 END,
         window_ends_at = CASE WHEN rate_limits.window_ends_at <= $2 THEN $3 ELSE rate_limits.window_ends_at END
       RETURNING hits, window_ends_at`,
      [key, now, windowEnd],
    );
    const row = rows[0];
    if (row && row.hits > limit) {
      throw throttled((new Date(row.window_ends_at).getTime() - now.getTime()) / 1000);
    }
  }
}
