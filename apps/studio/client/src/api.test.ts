import { describe, expect, it } from 'vitest';
import { ApiError, gameFromPath, studioBase } from './api';
import { errorMessage } from './chrome/errors';
import { translator } from './i18n/i18n';

describe('studioBase', () => {
  it('is the path before /play/', () => {
    expect(studioBase('/studio/play/neon-fruits')).toBe('/studio');
    expect(studioBase('/play/neon-fruits')).toBe('');
    expect(studioBase('/a/b/play/blackjack')).toBe('/a/b');
  });

  it('names the game from the path', () => {
    expect(gameFromPath('/studio/play/european-roulette')).toBe('european-roulette');
    expect(gameFromPath('/studio/verify')).toBe('');
  });
});

describe('errorMessage', () => {
  const t = translator('en');

  it('says what a refused stake means for the player', () => {
    expect(errorMessage(new ApiError(402, 'insufficient_funds', 'x', 120), t)).toBe(
      'Not enough balance — deposit to keep playing',
    );
    expect(errorMessage(new ApiError(502, 'wallet_unavailable', 'x'), t)).toBe(
      'Round not played, your stake was not taken',
    );
  });

  it("says why free spins stopped, in the player's language", () => {
    expect(errorMessage(new ApiError(409, 'free_rounds_ended', 'x'), t)).toMatch(
      /free spins are no longer available/,
    );
    expect(errorMessage(new ApiError(409, 'free_rounds_ended', 'x'), translator('ru'))).toMatch(
      /Бесплатные вращения больше недоступны/,
    );
  });

  it('translates the game refusals by their code', () => {
    expect(errorMessage(new ApiError(400, 'amount_above_max', 'x'), translator('es'))).toBe(
      'Supera el máximo de la mesa para una casilla.',
    );
    expect(errorMessage(new ApiError(400, 'something_new', 'x'), t)).toBe('That bet is not allowed.');
    expect(errorMessage(new ApiError(0, 'network', 'x'), t)).toMatch(/Connection lost/);
    expect(errorMessage(new Error('boom'), t)).toBe('Something went wrong. Please try again.');
  });
});
