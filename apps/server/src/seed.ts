import type { Deps } from './platform/deps.js';
import { seedCountries } from './modules/accounts/countries.repository.js';

/** Reference data always; demo content (a demo player and more) when asked. Safe to run on every start. */
export async function seed(deps: Deps, options: { demo: boolean }): Promise<void> {
  await seedCountries(deps.db);
  if (!options.demo) return;
}
