import type { Country } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

export const getCountries = (): Promise<Country[]> => api<Country[]>('/api/frontend/countries/');

/** Country titles come translated, so the language is part of the key. */
export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries', currentLanguage()], queryFn: getCountries, staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
