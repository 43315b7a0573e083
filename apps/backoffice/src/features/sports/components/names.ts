const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** USD as the console shows money. */
export const money = (amount: number) => usd.format(amount);

/** An outcome's name: the book's usual keys translated, any other (a correct score) as it is. */
export const outcomeName = (t: (key: string, options?: { defaultValue: string }) => string, key: string) =>
  t(`outcomes.${key}`, { defaultValue: key });
