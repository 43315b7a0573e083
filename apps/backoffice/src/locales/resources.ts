// Each feature owns a namespace; `common` also holds the shared design system's texts
// (the password field's show/hide).
import approvals from './en/approvals.json';
import audit from './en/audit.json';
import auth from './en/auth.json';
import common from './en/common.json';
import dashboard from './en/dashboard.json';
import reports from './en/reports.json';
import rg from './en/rg.json';
import content from './en/content.json';
import games from './en/games.json';
import kyc from './en/kyc.json';
import marketing from './en/marketing.json';
import payments from './en/payments.json';
import players from './en/players.json';
import shell from './en/shell.json';
import staff from './en/staff.json';
import sports from './en/sports.json';
import support from './en/support.json';
import withdrawals from './en/withdrawals.json';

export const english = {
  sports,
  dashboard,
  reports,
  common,
  shell,
  auth,
  staff,
  approvals,
  audit,
  kyc,
  withdrawals,
  support,
  payments,
  players,
  content,
  games,
  marketing,
  rg,
};
export type Namespace = keyof typeof english;
