import { request } from '../../../lib/api-client';
import { playerPath } from './get-player';

export const addNote = (id: number, body: string) =>
  request<{ id: number }>(`${playerPath(id)}notes/`, { method: 'POST', body: { body } });

export const addLabel = (id: number, label: string) =>
  request<{ labels: string[] }>(`${playerPath(id)}labels/`, { method: 'POST', body: { label } });

export const removeLabel = (id: number, label: string) =>
  request<{ labels: string[] }>(`${playerPath(id)}labels/${encodeURIComponent(label)}/`, {
    method: 'DELETE',
  });
