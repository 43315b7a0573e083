import * as accounts from './001-accounts.js';
import * as wallet from './002-wallet.js';
import * as payments from './003-payments.js';
import * as withdrawalsDocuments from './004-withdrawals-documents.js';
import * as jobs from './005-jobs.js';
import * as catalogue from './006-catalogue.js';
import * as games from './007-games.js';
import * as deposits from './008-deposits.js';
import * as bonuses from './009-bonuses.js';
import * as catalogueVersion from './010-catalogue-version.js';
import * as wheel from './011-wheel.js';
import * as wheelSpinBets from './012-wheel-spin-bets.js';
import * as roundWagering from './013-round-wagering.js';
import * as loyalty from './014-loyalty.js';
import * as tournaments from './015-tournaments.js';
import * as support from './018-support.js';
import * as content from './016-content.js';
import * as inbox from './017-inbox.js';
import * as contentSearch from './019-content-search.js';
import * as roundFastPath from './020-round-fast-path.js';
import * as batchWrites from './021-batch-writes.js';
import * as batchRows from './022-batch-rows.js';

/** Every migration in order. Append only: an applied migration is never edited. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '001-accounts', sql: accounts.sql },
  { id: '002-wallet', sql: wallet.sql },
  { id: '003-payments', sql: payments.sql },
  { id: '004-withdrawals-documents', sql: withdrawalsDocuments.sql },
  { id: '005-jobs', sql: jobs.sql },
  { id: '006-catalogue', sql: catalogue.sql },
  { id: '007-games', sql: games.sql },
  { id: '008-deposits', sql: deposits.sql },
  { id: '009-bonuses', sql: bonuses.sql },
  { id: '010-catalogue-version', sql: catalogueVersion.sql },
  { id: '011-wheel', sql: wheel.sql },
  { id: '012-wheel-spin-bets', sql: wheelSpinBets.sql },
  { id: '013-round-wagering', sql: roundWagering.sql },
  { id: '014-loyalty', sql: loyalty.sql },
  { id: '015-tournaments', sql: tournaments.sql },
  { id: '016-content', sql: content.sql },
  { id: '017-inbox', sql: inbox.sql },
  { id: '018-support', sql: support.sql },
  { id: '019-content-search', sql: contentSearch.sql },
  { id: '020-round-fast-path', sql: roundFastPath.sql },
  { id: '021-batch-writes', sql: batchWrites.sql },
  { id: '022-batch-rows', sql: batchRows.sql },
];
