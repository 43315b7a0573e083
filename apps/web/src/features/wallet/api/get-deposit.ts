import { api } from '../../../lib/api-client';
import type { DepositApplication } from './create-deposit';

/** One of the player's applications with its QR code (to show an open one again). */
export const getDeposit = (id: string): Promise<DepositApplication> =>
  api<DepositApplication>(`/api/frontend/payment/deposit/${encodeURIComponent(id)}/`);
