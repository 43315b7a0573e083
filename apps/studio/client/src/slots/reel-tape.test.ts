import { FairRng, SLOT_GAMES, type SlotGame } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { ReelTape } from './reel-tape.js';

/*
 * The symbols a spin animation draws are the strip's own, around the real stops: the endless
 * loop is the strip turning, the run-in cells are those just below the result on the strip,
 * and the overshoot cell is the one just above it (no near miss of our making).
 */

const strips = (game: SlotGame) => game.layout.strips;
const slot = (id: string) => SLOT_GAMES.find((game) => game.id === id) as SlotGame;
const mod = (i: number, n: number) => ((i % n) + n) % n;

describe('the reel tape', () => {
  it.each(['neon-fruits', 'pharaohs-ways', 'cosmic-drift'].map((id) => [id, slot(id)] as const))(
    'shows only strip neighbours of the real stops while %s spins and settles',
    (_id, game) => {
      const rows = game.layout.rows;
      const parsed = ReelTape.parse(strips(game), game.layout.reels, rows);
      expect(parsed).not.toBeNull();
      const tape = new ReelTape(parsed ?? { base: [] }, rows);
      for (let nonce = 0; nonce < 200; nonce++) {
        const { view } = game.reveal(new FairRng('tape', 'client', nonce));
        for (const spin of view.spins) {
          const set =
            spin.free && game.layout.strips.free ? game.layout.strips.free : game.layout.strips.base;
          const before = tape.grid();
          spin.stops.forEach((stop, reel) => {
            const strip = set[reel] ?? [];
            // While spinning: the column shown, then the strip above it in order.
            const loop = tape.loop(reel, before[reel] ?? []);
            expect(loop.slice(0, rows)).toEqual(before[reel]);
            // Settling: the cells below the result, and the one above it.
            const { runIn, overshoot } = tape.landing(reel, stop, spin.free, 3);
            expect(runIn).toEqual([2, 1, 0].map((m) => strip[mod(stop + rows + m, strip.length)]));
            expect(overshoot).toBe(strip[mod(stop - 1, strip.length)]);
          });
          tape.land(spin.stops, spin.free);
          // The tape's window is the result the server sent.
          expect(tape.grid()).toEqual(spin.steps[0]?.grid);
          // Spinning again, every symbol above the window is the strip's, in order.
          spin.stops.forEach((stop, reel) => {
            const strip = set[reel] ?? [];
            const loop = tape.loop(reel, tape.grid()[reel] ?? []);
            expect(loop).toHaveLength(strip.length);
            for (let m = 1; m <= strip.length - rows; m++)
              expect(loop[strip.length - m]).toBe(strip[mod(stop - m, strip.length)]);
          });
        }
      }
    },
  );

  it('follows a tumble: the symbols that fell in came from above the window', () => {
    const tape = new ReelTape({ base: [['a', 'b', 'c', 'd', 'e', 'f']] }, 3);
    tape.land([2], false);
    expect(tape.grid()).toEqual([['c', 'd', 'e']]);
    tape.tumble([2]);
    expect(tape.loop(0, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(tape.landing(0, 0, false, 1)).toEqual({ runIn: ['d'], overshoot: 'f' });
  });

  it('refuses strips that do not fit the reels', () => {
    expect(ReelTape.parse(undefined, 5, 3)).toBeNull();
    expect(ReelTape.parse({ base: [['a', 'b', 'c']] }, 5, 3)).toBeNull();
    expect(ReelTape.parse({ base: [['a', 'b']] }, 1, 3)).toBeNull();
    expect(ReelTape.parse({ base: [['a', 'b', 'c']], free: 'x' }, 1, 3)).toEqual({ base: [['a', 'b', 'c']] });
  });
});
