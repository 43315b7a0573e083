/**
 * The sportsbook's own placement rules, by the names the one list declares them under
 * (modules/bet-and-win-rules.ts, action 'sports_bet'). The placement asks the list before it runs
 * each, and start-up compares this list with the declared one, so neither can lose a rule.
 */
export const SPORTS_BET_RULES = {
  marketOpen: "a sports bet's markets are open, its events neither cancelled nor postponed",
  notStarted: "a sports bet's events have not started, unless the feed has them live (an in-play bet)",
  oddsChange: "the player's odds-change preference: the price now, only when it allows the move",
  stakeFactor: "the trader's stake factor: a player's largest stake a line",
  maximumPayout: 'the maximum payout of one sports bet',
  sportsWelcome:
    "the sports welcome: a free bet as granted, and a bet that settles after the welcome's bonus ends refused",
} as const;

export type SportsBetRule = (typeof SPORTS_BET_RULES)[keyof typeof SPORTS_BET_RULES];
