import type { LimitsPrompts } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET limits/prompts/: whether deposit limits are offered now and the review of the limits is due. */
export const getLimitsPrompts = (): Promise<LimitsPrompts> =>
  api<LimitsPrompts>('/api/frontend/limits/prompts/');

export const limitsPromptsQueryOptions = () =>
  queryOptions({ queryKey: ['limits', 'prompts'], queryFn: getLimitsPrompts });

export function useLimitsPrompts() {
  return useQuery(limitsPromptsQueryOptions());
}
