/**
 * What staff may do, by role (docs/decisions/029). The one place a permission is granted: the
 * server checks it on every back-office route (requireStaff) and the console reads the signed-in
 * staff member's list to show only what they can use.
 */
export const PERMISSIONS = [
  'dashboard.read',
  'reports.read',
  'players.read',
  // E-mail, phone, names, addresses, documents: each view is audited.
  'players.personal',
  // Balances, ledger, deposits and withdrawals of a player.
  'players.payments',
  // Block, suspend, close, password-reset mail, notes and labels.
  'players.manage',
  'balance.adjust',
  'bonuses.grant',
  'kyc.review',
  'withdrawals.review',
  'payments.manage',
  // Bonus terms, promo codes, the wheel, tournaments, broadcasts, lobby slides.
  'marketing.manage',
  'content.manage',
  'games.manage',
  'support.chat',
  // A player's limits, breaks and their history, markers of harm, the interaction log.
  'rg.read',
  'rg.manage',
  'audit.read',
  'approvals.read',
  'staff.manage',
  // The sportsbook's events, markets, liability and stake factors (docs/decisions/049).
  'sports.read',
  // Create events, price, suspend, reopen, void, settle (four eyes) and set stake factors.
  'sports.trade',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_ONLY = PERMISSIONS.filter(
  (p) => p.endsWith('.read') || p === 'players.personal' || p === 'players.payments',
);

export const ROLES = {
  administrator: [...PERMISSIONS],
  compliance: [
    'dashboard.read',
    'reports.read',
    'players.read',
    'players.personal',
    'players.payments',
    'players.manage',
    'kyc.review',
    'rg.read',
    'rg.manage',
    'audit.read',
    'approvals.read',
  ],
  payments: [
    'dashboard.read',
    'reports.read',
    'players.read',
    'players.personal',
    'players.payments',
    'withdrawals.review',
    'payments.manage',
    'balance.adjust',
    'approvals.read',
  ],
  support: ['players.read', 'players.personal', 'players.manage', 'support.chat'],
  marketing: ['dashboard.read', 'reports.read', 'players.read', 'marketing.manage', 'bonuses.grant'],
  content: ['content.manage'],
  games: ['dashboard.read', 'reports.read', 'games.manage'],
  trader: ['dashboard.read', 'reports.read', 'players.read', 'sports.read', 'sports.trade', 'approvals.read'],
  // Sees everything a regulator's auditor may ask for, changes nothing.
  auditor: READ_ONLY,
} as const satisfies Record<string, readonly Permission[]>;
export type Role = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as Role[];

export function isRole(value: string): value is Role {
  return Object.hasOwn(ROLES, value);
}

/** Every permission the roles grant together. */
export function permissionsOf(roles: readonly string[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) if (isRole(role)) for (const p of ROLES[role]) granted.add(p);
  return granted;
}
