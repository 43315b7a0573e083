/** The game page's address (the query is what the page reads). */
export function gameHref(gameId: number, demo: boolean): string {
  return `/game?gameId=${gameId}&isDemo=${demo}`;
}

/** The catalogue narrowed to one category. */
export const categoryHref = (categoryId: number): string => `/slots?categories=${categoryId}`;

/** The catalogue narrowed to one provider. */
export const providerHref = (providerId: number): string => `/slots?provider=${providerId}`;
