import { describe, expect, it } from 'vitest';
import { gamePathPrefix, hasLeftGame, UNREADABLE } from './use-frame-watcher';

const OWN = 'https://casino.example';
const at = (href: string) => new URL(href);

describe('frame watcher', () => {
  const game = new URL(`${OWN}/studio/play/book-of-gold?session=abc`);

  it("takes the game's first folder as its place", () => {
    expect(gamePathPrefix(game)).toBe('/studio/');
    expect(gamePathPrefix(new URL(`${OWN}/game.html`))).toBe('/game.html');
  });

  it('sees the frame home once it left the studio for the casino', () => {
    expect(hasLeftGame(at(`${OWN}/`), game, OWN)).toBe(true);
    expect(hasLeftGame(at(`${OWN}/slots?provider=1`), game, OWN)).toBe(true);
    expect(hasLeftGame(at(`${OWN}/studiox/`), game, OWN)).toBe(true);
  });

  it('leaves a frame alone while it is in the game or still blank', () => {
    expect(hasLeftGame(at(`${OWN}/studio/play/book-of-gold?session=abc`), game, OWN)).toBe(false);
    expect(hasLeftGame(at(`${OWN}/studio/verify?nonce=1`), game, OWN)).toBe(false);
    expect(hasLeftGame(at(`${OWN}/studio`), game, OWN)).toBe(false);
    expect(hasLeftGame(at('about:blank'), game, OWN)).toBe(false);
  });

  it('treats a readable frame as home when the game lives on another origin', () => {
    const remote = new URL('https://provider.example/launch?token=1');
    expect(hasLeftGame(at(`${OWN}/`), remote, OWN)).toBe(true);
    expect(hasLeftGame(at('https://provider.example/launch'), remote, OWN)).toBe(false);
    // Playing on another origin, the frame cannot be read: that is no sign of anything.
    expect(hasLeftGame(UNREADABLE, remote, OWN)).toBe(false);
  });

  it('sees a game of its own host gone once its frame cannot be read any more', () => {
    // e.g. the lobby refused to be framed and the frame shows the browser's error page.
    expect(hasLeftGame(UNREADABLE, game, OWN)).toBe(true);
  });
});
