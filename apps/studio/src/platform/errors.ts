import type { StudioError } from '../protocol.js';

/** An answer to the game client or the casino in the studio's error shape ({ error, message }). */
export class StudioHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly balance?: number,
  ) {
    super(message);
    this.name = 'StudioHttpError';
  }

  get body(): StudioError {
    return this.balance === undefined
      ? { error: this.code, message: this.message }
      : { error: this.code, message: this.message, balance: this.balance };
  }
}

export const invalidRequest = (message = 'the request is not valid') =>
  new StudioHttpError(400, 'invalid_request', message);
export const sessionInvalid = () =>
  new StudioHttpError(403, 'session_invalid', 'the game session is unknown or expired; relaunch the game');
export const gameNotFound = () => new StudioHttpError(404, 'game_not_found', 'no such game');
export const roundNotFound = () =>
  new StudioHttpError(404, 'round_not_found', 'no such round in this session');
export const notFound = () => new StudioHttpError(404, 'not_found', 'not found');
export const roundOpen = () =>
  new StudioHttpError(409, 'round_open', 'a round is still in play: finish it first');
export const roundFinished = () => new StudioHttpError(409, 'round_finished', 'the round is over');
export const roundBusy = () =>
  new StudioHttpError(409, 'round_busy', 'the round changed meanwhile; reload it and try again');
export const insufficientFunds = (balance: number) =>
  new StudioHttpError(402, 'insufficient_funds', 'the balance does not cover the stake', balance);
export const walletUnavailable = () =>
  new StudioHttpError(
    502,
    'wallet_unavailable',
    "the casino's wallet did not answer; the round was not played",
  );
export const freeRoundsActive = () =>
  new StudioHttpError(
    409,
    'free_rounds_active',
    'free rounds are played first: the next round is a free one',
  );
export const freeRoundsEnded = () =>
  new StudioHttpError(
    409,
    'free_rounds_ended',
    'no free rounds are left in this session; the round was not played',
  );
