import * as studio from './001-studio.js';
import * as freeRounds from './002-free-rounds.js';
import * as publishedMaths from './003-published-maths.js';

/** Every studio migration in order. Append only: an applied migration is never edited. */
export const studioMigrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '001-studio', sql: studio.sql },
  { id: '002-free-rounds', sql: freeRounds.sql },
  { id: '003-published-maths', sql: publishedMaths.sql },
];
