import type { ComponentType } from 'react';
import type { IconProps } from '@casino/ui/icons';
import {
  CardsIcon,
  CrownIcon,
  DiceIcon,
  FlameIcon,
  GiftIcon,
  LiveIcon,
  SlotsIcon,
  SparkleIcon,
  TrophyIcon,
} from '@casino/ui/icons';
import { StarIcon } from './icons';

// Matched by the words a category's slug contains, so "new-releases" and "new" share an icon.
const BY_WORD: Array<[RegExp, ComponentType<IconProps>]> = [
  [/hot|popular|top|trend/, FlameIcon],
  [/new|fresh|release/, SparkleIcon],
  [/live|show/, LiveIcon],
  [/table|card|poker|blackjack|baccarat/, CardsIcon],
  [/roulette|dice|crash|instant|mini/, DiceIcon],
  [/jackpot|mega|vip|exclusive/, CrownIcon],
  [/bonus|free|buy|spin|wild|cascad/, GiftIcon],
  [/tournament|event/, TrophyIcon],
  [/favo|recommend|pick|classic|retro/, StarIcon],
  [/volatil|risk|megaways|ways/, DiceIcon],
];

/** The sidebar's and the chips' icon for a category, by its slug; slots when nothing matches. */
export function categoryIcon(slug: string): ComponentType<IconProps> {
  return BY_WORD.find(([pattern]) => pattern.test(slug))?.[1] ?? SlotsIcon;
}
