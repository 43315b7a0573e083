import type { DocumentList } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';

export const getDocuments = (): Promise<DocumentList> => api<DocumentList>('/api/frontend/documents/');

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'documents'], queryFn: getDocuments });

/** The player's identity documents and verification state (unverified, pending, verified, rejected). */
export function useDocuments() {
  const [token] = useStored('accessToken');
  return useQuery({ ...documentsQueryOptions(), enabled: token !== '' });
}
