import { describe, expect, it } from 'vitest';
import { casinoNotifier, casinoOrigins, type CasinoMessage } from './casino-messages';

const message: CasinoMessage = {
  source: 'royal-originals',
  type: 'round_finished',
  round: 'r1',
  balance: 991,
};

describe('messages to the casino', () => {
  it('goes only to the listed casinos and the studio’s own origin, skipping anything else in the list', () => {
    const doc = {
      querySelector: () => ({
        getAttribute: () => 'https://casino.example  javascript:alert(1) * http://localhost:3000',
      }),
    } as unknown as Document;
    expect(casinoOrigins(doc, 'https://games.example')).toEqual([
      'https://games.example',
      'https://casino.example',
      'http://localhost:3000',
    ]);
    expect(
      casinoOrigins({ querySelector: () => null } as unknown as Document, 'https://games.example'),
    ).toEqual(['https://games.example']);
  });

  it('posts to the parent with each origin as the target, and nothing when the game is not framed', () => {
    const posted: Array<[unknown, string]> = [];
    const parent = { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) };
    const framed = { parent } as unknown as Window;
    casinoNotifier(framed, ['https://a.example', 'https://b.example'])(message);
    expect(posted).toEqual([
      [message, 'https://a.example'],
      [message, 'https://b.example'],
    ]);
    const alone = {} as { parent?: unknown };
    alone.parent = alone;
    casinoNotifier(alone as unknown as Window, ['https://a.example'])(message);
    expect(posted).toHaveLength(2);
  });
});
