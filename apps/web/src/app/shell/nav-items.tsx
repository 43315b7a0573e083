import type { ComponentType } from 'react';
import type { IconProps } from '@casino/ui/icons';
import {
  ChatIcon,
  CrownIcon,
  DiceIcon,
  GiftIcon,
  HelpIcon,
  HomeIcon,
  ProvidersIcon,
  SearchIcon,
  SlotsIcon,
  SportsIcon,
  StatusIcon,
  TrophyIcon,
  WheelIcon,
} from '@casino/ui/icons';
import { openDialog } from '../../lib/dialogs';
import { storage } from '../../lib/storage';

export type NavId =
  | 'wheel'
  | 'vip'
  | 'search'
  | 'randomSlot'
  | 'lobby'
  | 'sports'
  | 'providers'
  | 'bonuses'
  | 'tournaments'
  | 'status'
  | 'allSlots'
  | 'faq'
  | 'support';

export interface NavItem {
  id: NavId;
  icon: ComponentType<IconProps>;
  /** A route, or else an action (opening a dialog). */
  to?: string;
  action?: () => void;
}

/** Opens the support chat (the flag is shared across tabs). */
export const openSupport = () => storage.set('supportOpened', true);

export const NAV: Record<NavId, NavItem> = {
  wheel: { id: 'wheel', icon: WheelIcon, action: () => openDialog('wheelMenu') },
  vip: { id: 'vip', icon: CrownIcon, to: '/vip' },
  search: { id: 'search', icon: SearchIcon, action: () => openDialog('searchMenu') },
  randomSlot: { id: 'randomSlot', icon: DiceIcon },
  lobby: { id: 'lobby', icon: HomeIcon, to: '/' },
  sports: { id: 'sports', icon: SportsIcon, to: '/sports' },
  providers: { id: 'providers', icon: ProvidersIcon, action: () => openDialog('providersMenu') },
  bonuses: { id: 'bonuses', icon: GiftIcon, to: '/bonuses' },
  tournaments: { id: 'tournaments', icon: TrophyIcon, to: '/tournaments' },
  status: { id: 'status', icon: StatusIcon, to: '/status' },
  allSlots: { id: 'allSlots', icon: SlotsIcon, to: '/slots' },
  faq: { id: 'faq', icon: HelpIcon, to: '/faq' },
  support: { id: 'support', icon: ChatIcon, action: openSupport },
};
