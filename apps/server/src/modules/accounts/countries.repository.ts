import type { Queryable } from '../../platform/db/types.js';
import { COUNTRY_CODES } from './country-codes.js';

export interface CountryRow {
  id: number;
  code: string;
  title: string;
}

/** Inserts missing countries (English titles); existing rows are left as an operator set them. */
export async function seedCountries(db: Queryable): Promise<void> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const ids = COUNTRY_CODES.map(([id]) => id);
  const codes = COUNTRY_CODES.map(([, code]) => code);
  const titles = COUNTRY_CODES.map(([, code]) => names.of(code) ?? code);
  await db.query(
    `INSERT INTO countries (id, code, title)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[]) ON CONFLICT (id) DO NOTHING`,
    [ids, codes, titles],
  );
}

export async function listCountries(db: Queryable): Promise<CountryRow[]> {
  const { rows } = await db.query<CountryRow>('SELECT id, code, title FROM countries ORDER BY title');
  return rows;
}

export async function countryExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM countries WHERE id = $1', [id]);
  return rows.length > 0;
}
