import { WALLET_ERRORS } from '@casino/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../src/platform/clock.js';

export interface RecordedCall {
  action: string;
  body: Record<string, unknown>;
  status: number;
  answer: Record<string, unknown>;
}

type Answer = { status: number; body: Record<string, unknown> };

/**
 * A casino's seamless wallet for tests: checks signatures like the real one, keeps balances per
 * player, answers repeats with the first answer, leaves tombstones for rollbacks of unseen
 * bets. `down` answers 503 without doing anything; `loseAnswers` applies a call and then
 * answers 503 (the studio cannot know it went through). Free rounds granted with `grantFreeRounds`
 * are taken by bets naming them (nothing debited, the count left in the answer) and restored by
 * their rollback; a bet on a missing, foreign or used-up grant is refused with `freeRoundRefusal`.
 */
export class FakeCasino {
  readonly calls: RecordedCall[] = [];
  readonly balances = new Map<string, number>();
  down = false;
  readonly loseAnswers = new Set<string>();
  /** Session tokens the casino has ended: their bets and balances are refused (session_invalid). */
  readonly endedSessions = new Set<string>();
  /** Refuse wins on ended sessions too (the real casino pays them; a misbehaving one might not). */
  refuseWinsOfEndedSessions = false;
  /** Free-round grants by id: the player, the bet each round must stake, how many are left. */
  readonly freeRounds = new Map<string, { player: string; bet: number; left: number }>();
  freeRoundRefusal: string = WALLET_ERRORS.freeRoundUnavailable;
  /** Answer free-round bets without free_rounds_left (a casino that does not count them). */
  omitFreeRoundsLeft = false;
  private readonly answers = new Map<string, Answer>();
  private readonly bets = new Map<
    string,
    { player: string; amount: number; rolledBack: boolean; freeRound?: string }
  >();
  private readonly tombstones = new Set<string>();
  private readonly rounds = new Map<string, { closed: boolean }>();
  private app: FastifyInstance | undefined;
  url = '';

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly provider = 'royal-originals',
  ) {}

  async start(): Promise<this> {
    const app = Fastify({ logger: false });
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
    app.post<{ Params: { action: string } }>('/api/games/wallet/:action', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const answer = this.handle(request.params.action, raw, request.headers);
      return reply.status(answer.status).send(answer.body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.url = `http://127.0.0.1:${address.port}`;
    this.app = app;
    return this;
  }

  async close(): Promise<void> {
    await this.app?.close();
  }

  /** Forgets the answer kept for a transaction, so a repeat is processed afresh. */
  forget(transactionId: string): void {
    this.answers.delete(transactionId);
  }

  grantFreeRounds(id: string, player: string, bet: number, count: number): void {
    this.freeRounds.set(id, { player, bet, left: count });
  }

  callsOf(action: string): RecordedCall[] {
    return this.calls.filter((c) => c.action === action);
  }

  private signed(headers: Record<string, string | string[] | undefined>, raw: string): boolean {
    const ts = headers['x-timestamp'];
    const sig = headers['x-signature'];
    if (headers['x-provider'] !== this.provider || typeof ts !== 'string' || typeof sig !== 'string')
      return false;
    if (Math.abs(Math.floor(this.clock.now().getTime() / 1000) - Number(ts)) > 300) return false;
    const expected = createHmac('sha256', this.secret).update(`${ts}.${raw}`).digest();
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private handle(
    action: string,
    raw: string,
    headers: Record<string, string | string[] | undefined>,
  ): Answer {
    if (this.down) return { status: 503, body: { error: 'unavailable' } };
    if (!this.signed(headers, raw))
      return { status: 401, body: { error: 'invalid_signature', message: 'bad' } };
    const body = JSON.parse(raw) as Record<string, unknown>;
    const tx = typeof body.transaction_id === 'string' ? body.transaction_id : undefined;
    const repeat = tx === undefined ? undefined : this.answers.get(tx);
    const answer = repeat ?? this.apply(action, body);
    if (tx !== undefined && !repeat) this.answers.set(tx, answer);
    this.calls.push({ action, body, status: answer.status, answer: answer.body });
    if (this.loseAnswers.has(action)) return { status: 503, body: { error: 'unavailable' } };
    return answer;
  }

  private apply(action: string, body: Record<string, unknown>): Answer {
    const player = String(body.player_id);
    const balance = () => this.balances.get(player) ?? 0;
    const ok = () => ({ status: 200, body: { balance: balance(), currency: 'USD' } });
    const refuse = (error: string, withBalance = false) => ({
      status: 409,
      body: withBalance ? { error, message: error, balance: balance() } : { error, message: error },
    });
    const refusesSession =
      action === 'bet' || action === 'balance' || (action === 'win' && this.refuseWinsOfEndedSessions);
    if (refusesSession && this.endedSessions.has(String(body.session_token)))
      return { status: 403, body: { error: 'session_invalid', message: 'unknown or expired session' } };
    const tx = String(body.transaction_id);
    const round = String(body.round_id);
    const amount = Number(body.amount ?? 0);
    switch (action) {
      case 'balance':
        return ok();
      case 'bet': {
        if (this.tombstones.has(tx)) return refuse('transaction_rolled_back');
        if (this.rounds.get(round)?.closed) return refuse('round_closed');
        if (typeof body.free_round_id === 'string') {
          const grant = this.freeRounds.get(body.free_round_id);
          if (!grant || grant.player !== player || grant.left <= 0) return refuse(this.freeRoundRefusal);
          if (amount !== grant.bet) return refuse(this.freeRoundRefusal);
          grant.left -= 1;
          this.bets.set(tx, { player, amount: 0, rolledBack: false, freeRound: body.free_round_id });
          this.rounds.set(round, { closed: false });
          const counted = this.omitFreeRoundsLeft ? {} : { free_rounds_left: grant.left };
          return { status: 200, body: { balance: balance(), currency: 'USD', ...counted } };
        }
        if (balance() < amount) return refuse('insufficient_funds', true);
        this.balances.set(player, balance() - amount);
        this.bets.set(tx, { player, amount, rolledBack: false });
        this.rounds.set(round, { closed: false });
        return ok();
      }
      case 'win': {
        const state = this.rounds.get(round);
        if (!state) return refuse('round_unknown');
        if (state.closed) return refuse('round_closed');
        this.balances.set(player, balance() + amount);
        if (body.round_closed === true) state.closed = true;
        return ok();
      }
      case 'rollback': {
        const target = String(body.rolled_back_transaction_id);
        const bet = this.bets.get(target);
        if (!bet) this.tombstones.add(target);
        else if (!bet.rolledBack) {
          bet.rolledBack = true;
          this.balances.set(bet.player, (this.balances.get(bet.player) ?? 0) + bet.amount);
          const grant = bet.freeRound === undefined ? undefined : this.freeRounds.get(bet.freeRound);
          if (grant) grant.left += 1;
        }
        return ok();
      }
      default:
        return { status: 400, body: { error: 'invalid_request', message: 'unknown action' } };
    }
  }
}
