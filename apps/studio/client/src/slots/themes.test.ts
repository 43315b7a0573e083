import { describe, expect, it } from 'vitest';
import { SLOT_GAMES } from '../../../../../packages/game-math/src/slots/index';
import { en } from '../i18n/en';
import { parseLayout } from './slot-model';
import { cloverSevens } from './themes/clover-sevens';
import { cosmicDrift } from './themes/cosmic-drift';
import { crystalCascade } from './themes/crystal-cascade';
import { dragonHoard } from './themes/dragon-hoard';
import { neonFruits } from './themes/neon-fruits';
import { pharaohsWays } from './themes/pharaohs-ways';
import type { SlotTheme } from './theme';

const THEMES: Record<string, SlotTheme> = Object.fromEntries(
  [neonFruits, pharaohsWays, crystalCascade, dragonHoard, cloverSevens, cosmicDrift].map((theme) => [
    theme.id,
    theme,
  ]),
);

describe('the slot themes against the published games', () => {
  for (const game of SLOT_GAMES) {
    it(`${game.id}: has art for every symbol and words for every feature`, () => {
      const theme = THEMES[game.id];
      expect(theme, game.id).toBeDefined();
      const layout = parseLayout(game.layout);
      const missingArt = layout.symbols.map((symbol) => symbol.id).filter((id) => !theme?.symbols[id]);
      expect(missingArt).toEqual([]);
      const missingText = layout.features.filter((feature) => !(`feature_${feature}` in en));
      expect(missingText).toEqual([]);
    });
  }

  it('keeps gradient ids inside each theme, so two themes never clash', () => {
    const owners = new Map<string, string>();
    for (const theme of Object.values(THEMES)) {
      for (const match of theme.defs.matchAll(/id="([^"]+)"/g)) {
        const id = match[1] ?? '';
        expect(owners.get(id), `${id} in ${theme.id} and ${owners.get(id)}`).toBeUndefined();
        owners.set(id, theme.id);
      }
    }
  });
});
