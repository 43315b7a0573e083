import type { Deps } from './platform/deps.js';
import { seedDemoPlayer } from './modules/accounts/accounts.service.js';
import { seedCountries } from './modules/accounts/countries.repository.js';
import { seedBonusTerms } from './modules/bonuses/bonuses.seed.js';
import { seedDemoCatalogue, seedLobbyCategories } from './modules/catalogue/catalogue.seed.js';
import { seedContentPages } from './modules/content/content.service.js';
import { seedPaymentTokens } from './modules/payments/payments.service.js';
import { seedDemoTournaments } from './modules/tournaments/tournaments.seed.js';

/** Reference data always; demo content (a demo player and more) when asked. Safe to run on every start. */
export async function seed(deps: Deps, options: { demo: boolean }): Promise<void> {
  await seedCountries(deps.db);
  await seedPaymentTokens(deps.db);
  await seedLobbyCategories(deps.db);
  await seedBonusTerms(deps.db);
  // The FAQ and legal pages a release ships; pages already stored are the operator's and stay.
  await seedContentPages(deps.db, deps.clock.now());
  if (!options.demo) return;
  await seedDemoPlayer(deps);
  await seedDemoCatalogue(deps);
  await seedDemoTournaments(deps);
}
