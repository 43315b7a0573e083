/** The server's permission strings (apps/server/src/modules/staff): what each screen asks for. */
export type Permission =
  | 'dashboard.read'
  | 'reports.read'
  | 'players.read'
  | 'players.personal'
  | 'players.payments'
  | 'players.manage'
  | 'balance.adjust'
  | 'bonuses.grant'
  | 'kyc.review'
  | 'withdrawals.review'
  | 'payments.manage'
  | 'marketing.manage'
  | 'content.manage'
  | 'games.manage'
  | 'support.chat'
  | 'rg.read'
  | 'rg.manage'
  | 'audit.read'
  | 'staff.manage'
  | 'approvals.read'
  | 'sports.read'
  | 'sports.trade';

export const ROLES = [
  'administrator',
  'compliance',
  'payments',
  'support',
  'marketing',
  'content',
  'games',
  'trader',
  'auditor',
] as const;
export type Role = (typeof ROLES)[number];
