import type { WalletAction } from '@casino/contract';
import type { Clock } from '../platform/clock.js';
import { signedHeaders } from '../platform/signature.js';

/**
 * The casino's answer to one wallet call:
 * - ok: the call took effect (or was a repeat of one that did), with the balance after it;
 * - refused: a typed, final refusal (insufficient_funds, round_closed...): nothing moved;
 * - unavailable: no usable answer (network, timeout, 5xx, a bad signature, garbage): the call
 *   may or may not have taken effect.
 */
export type WalletAnswer =
  | {
      kind: 'ok';
      balance: number;
      currency: string;
      /** After a free round's bet: the casino's count of free rounds left. */
      freeRoundsLeft?: number;
    }
  | { kind: 'refused'; status: number; error: string; message: string; balance: number | undefined }
  | { kind: 'unavailable'; reason: string };

export interface WalletClientOptions {
  secret: string;
  providerCode: string;
  /** The casino's base URL, read at each call (in-process, the casino learns its port late). */
  casinoUrl: () => string;
  clock: Clock;
  timeoutMs: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Signed calls to the casino's seamless wallet: POST {casino}/api/games/wallet/{action}. */
export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  /** Sends one call with the exact body given (a retry must repeat the same bytes). */
  async call(action: WalletAction, rawBody: string): Promise<WalletAnswer> {
    const { secret, providerCode, casinoUrl, clock, timeoutMs } = this.options;
    const url = `${casinoUrl().replace(/\/$/, '')}/api/games/wallet/${action}`;
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: signedHeaders(secret, providerCode, rawBody, clock.now()),
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      payload = await response.json().catch(() => undefined);
    } catch (err) {
      return { kind: 'unavailable', reason: err instanceof Error ? err.message : 'network error' };
    }
    if (response.ok && isRecord(payload) && typeof payload.balance === 'number') {
      const left = payload.free_rounds_left;
      return {
        kind: 'ok',
        balance: payload.balance,
        currency: typeof payload.currency === 'string' ? payload.currency : '',
        ...(typeof left === 'number' && Number.isInteger(left) && left >= 0 ? { freeRoundsLeft: left } : {}),
      };
    }
    // A refused signature is our configuration's fault, not the request's: retrying may succeed.
    if (response.status >= 400 && response.status < 500 && response.status !== 401) {
      if (isRecord(payload) && typeof payload.error === 'string') {
        return {
          kind: 'refused',
          status: response.status,
          error: payload.error,
          message: typeof payload.message === 'string' ? payload.message : payload.error,
          balance: typeof payload.balance === 'number' ? payload.balance : undefined,
        };
      }
    }
    return { kind: 'unavailable', reason: `HTTP ${response.status}` };
  }
}
