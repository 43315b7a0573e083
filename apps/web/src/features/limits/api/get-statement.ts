import type { ActivityStatement, StatementPeriod } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET limits/statement/: the player's activity per day, week or month. */
export const getStatement = (period: StatementPeriod): Promise<ActivityStatement> =>
  api<ActivityStatement>(`/api/frontend/limits/statement/?period=${period}`);

export const statementQueryOptions = (period: StatementPeriod) =>
  queryOptions({ queryKey: ['limits', 'statement', period], queryFn: () => getStatement(period) });

export function useStatement(period: StatementPeriod) {
  return useQuery(statementQueryOptions(period));
}
