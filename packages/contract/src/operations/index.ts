import { accountOperations } from './accounts.js';
import { bonusOperations } from './bonuses.js';
import { catalogueOperations, gameOperations } from './catalogue.js';
import { contentOperations } from './content.js';
import { inboxOperations } from './inbox.js';
import { limitsOperations } from './limits.js';
import { loyaltyOperations, tournamentOperations } from './loyalty.js';
import type { Operation } from './operation.js';
import { sportsbookOperations } from './sportsbook.js';
import { supportOperations } from './support.js';
import { walletOperations } from './wallet.js';

export * from './operation.js';

/** Tags in the order the reference lists them, each with a line on what it covers. */
export const operationTags: Array<{ name: string; description: string }> = [
  {
    name: 'Accounts',
    description: 'Sign-up, sign-in, tokens, the profile, codes, password reset and Google sign-in.',
  },
  { name: 'Catalogue', description: 'Providers, categories, the lobby, the catalogue search and banners.' },
  { name: 'Games', description: "Launching a game, the lobby's wins and the player's rounds." },
  { name: 'Wallet', description: 'Balances and the history of money movements.' },
  { name: 'Payments', description: 'Crypto deposits: methods and deposit applications.' },
  { name: 'Withdrawals', description: 'Withdrawal requests of verified players.' },
  { name: 'Documents', description: 'Identity documents for verification.' },
  { name: 'Bonuses', description: 'Bonus offers, the current bonus, the super bonus and promo codes.' },
  { name: 'Wheel of fortune', description: 'The daily wheel.' },
  { name: 'Status and cashback', description: 'The status ladder, points and weekly cashback.' },
  { name: 'Tournaments', description: 'Events and their leaderboards.' },
  { name: 'Inbox', description: "The player's messages." },
  { name: 'Support chat', description: 'The conversation with the assistant and chat managers.' },
  { name: 'Pages', description: 'FAQ and legal pages.' },
  {
    name: 'Responsible gambling',
    description: 'Deposit, loss and wager limits, time-outs and self-exclusion.',
  },
  {
    name: 'Sportsbook',
    description: 'Sports, competitions, events with their markets and odds, and live changes.',
  },
];

/** Every /api/frontend operation the server answers. */
export const operations: Operation[] = [
  ...accountOperations,
  ...catalogueOperations,
  ...gameOperations,
  ...walletOperations,
  ...bonusOperations,
  ...loyaltyOperations,
  ...tournamentOperations,
  ...inboxOperations,
  ...supportOperations,
  ...contentOperations,
  ...limitsOperations,
  ...sportsbookOperations,
];
