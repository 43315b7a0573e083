import { request } from '../../../lib/api-client';
import type { StaffMember } from './get-staff';

export const createStaff = (body: { email: string; name: string; roles: string[] }) =>
  request<{ staff: StaffMember; setup_url: string }>('/staff/', { method: 'POST', body });

/** A role change waits for a second administrator: the answer is the pending request. */
export const changeRoles = (id: StaffMember['id'], body: { roles: string[]; reason: string }) =>
  request<unknown>(`/staff/${id}/roles/`, { method: 'POST', body });

/** Resetting two-factor also waits for a second administrator. */
export const resetTwoFactor = (id: StaffMember['id'], reason: string) =>
  request<unknown>(`/staff/${id}/reset-2fa/`, { method: 'POST', body: { reason } });

/** Lifting a block waits for a second administrator too. */
export const unblockStaff = (id: StaffMember['id'], reason: string) =>
  request<unknown>(`/staff/${id}/unblock/`, { method: 'POST', body: { reason } });

export const blockStaff = (id: StaffMember['id'], reason: string) =>
  request<unknown>(`/staff/${id}/block/`, { method: 'POST', body: { reason } });
