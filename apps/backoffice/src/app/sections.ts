import {
  AlertIcon,
  CardsIcon,
  HomeIcon,
  LiveIcon,
  StatusIcon,
  ChatIcon,
  ClockIcon,
  EyeIcon,
  GiftIcon,
  HelpIcon,
  ShieldIcon,
  SlotsIcon,
  UserIcon,
  WalletIcon,
  type IconProps,
} from '@casino/ui/icons';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '../lib/permissions';

export interface Section {
  /** The address under /backoffice/, and the key of the section's route. */
  path: string;
  /** The navigation label's key in the shell namespace. */
  label: string;
  /** What the signed-in staff member needs to see the section (the server checks it again). */
  permission: Permission;
  icon: ComponentType<IconProps>;
  /** The section's screen, fetched when first opened. */
  element: LazyExoticComponent<ComponentType>;
}

/**
 * Every section of the console, in navigation order: a feature adds its folder under
 * src/features/<feature> and one entry here, and gets its route and its navigation item, shown
 * only to staff whose permissions include the entry's.
 */
export const sections: readonly Section[] = [
  {
    path: 'dashboard',
    label: 'nav.dashboard',
    permission: 'dashboard.read',
    icon: HomeIcon,
    element: lazy(() =>
      import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
    ),
  },
  {
    path: 'players',
    label: 'nav.players',
    permission: 'players.read',
    icon: CardsIcon,
    element: lazy(() =>
      import('../features/players/components/players-page').then((m) => ({ default: m.PlayersSection })),
    ),
  },
  {
    path: 'kyc',
    label: 'nav.kyc',
    permission: 'kyc.review',
    icon: EyeIcon,
    element: lazy(() => import('../features/kyc/components/kyc-page').then((m) => ({ default: m.KycPage }))),
  },
  {
    path: 'withdrawals',
    label: 'nav.withdrawals',
    permission: 'withdrawals.review',
    icon: WalletIcon,
    element: lazy(() =>
      import('../features/withdrawals/components/withdrawals-page').then((m) => ({
        default: m.WithdrawalsPage,
      })),
    ),
  },
  {
    path: 'payments',
    label: 'nav.payments',
    permission: 'payments.manage',
    icon: CardsIcon,
    element: lazy(() =>
      import('../features/payments/components/payments-page').then((m) => ({ default: m.PaymentsPage })),
    ),
  },
  {
    path: 'support',
    label: 'nav.support',
    permission: 'support.chat',
    icon: ChatIcon,
    element: lazy(() =>
      import('../features/support/components/support-page').then((m) => ({ default: m.SupportPage })),
    ),
  },
  {
    path: 'sports',
    label: 'nav.sports',
    permission: 'sports.read',
    icon: LiveIcon,
    element: lazy(() =>
      import('../features/sports/components/sports-page').then((m) => ({ default: m.SportsSection })),
    ),
  },
  {
    path: 'games',
    label: 'nav.games',
    permission: 'games.manage',
    icon: SlotsIcon,
    element: lazy(() =>
      import('../features/games/components/games-page').then((m) => ({ default: m.GamesPage })),
    ),
  },
  {
    path: 'content',
    label: 'nav.content',
    permission: 'content.manage',
    icon: HelpIcon,
    element: lazy(() =>
      import('../features/content/components/content-page').then((m) => ({ default: m.ContentPage })),
    ),
  },
  {
    path: 'marketing',
    label: 'nav.marketing',
    permission: 'marketing.manage',
    icon: GiftIcon,
    element: lazy(() =>
      import('../features/marketing/components/marketing-page').then((m) => ({ default: m.MarketingPage })),
    ),
  },
  {
    path: 'responsible-gambling',
    label: 'nav.rg',
    permission: 'rg.read',
    icon: AlertIcon,
    element: lazy(() =>
      import('../features/responsible-gambling/components/responsible-gambling-page').then((m) => ({
        default: m.ResponsibleGamblingPage,
      })),
    ),
  },
  {
    path: 'approvals',
    label: 'nav.approvals',
    permission: 'approvals.read',
    icon: ShieldIcon,
    element: lazy(() =>
      import('../features/approvals/components/approvals-page').then((m) => ({ default: m.ApprovalsPage })),
    ),
  },
  {
    path: 'staff',
    label: 'nav.staff',
    permission: 'staff.manage',
    icon: UserIcon,
    element: lazy(() =>
      import('../features/staff/components/staff-page').then((m) => ({ default: m.StaffPage })),
    ),
  },
  {
    path: 'reports',
    label: 'nav.reports',
    permission: 'reports.read',
    icon: StatusIcon,
    element: lazy(() =>
      import('../features/reports/components/reports-page').then((m) => ({ default: m.ReportsPage })),
    ),
  },
  {
    path: 'audit',
    label: 'nav.audit',
    permission: 'audit.read',
    icon: ClockIcon,
    element: lazy(() =>
      import('../features/audit/components/audit-page').then((m) => ({ default: m.AuditPage })),
    ),
  },
];

/** The sections a staff member's permissions open, in navigation order. */
export function sectionsFor(permissions: readonly string[], all: readonly Section[] = sections): Section[] {
  return all.filter((section) => permissions.includes(section.permission));
}
