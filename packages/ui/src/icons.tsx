import type { SVGProps } from 'react';

/**
 * The product's line icons (24px grid, 1.8 stroke, currentColor) as inline SVG, so they stay
 * crisp at any size and follow the text colour. Decorative by default: give the control that
 * holds an icon its accessible name.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every line icon shares; strokeWidth and other SVG props may be overridden. */
export function LineIcon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </LineIcon>
);

export const CloseIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 9l6 6 6-6" />
  </LineIcon>
);

export const ChevronRightIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M9 6l6 6-6 6" />
  </LineIcon>
);

export const CheckIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);

export const GlobeIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </LineIcon>
);

export const CardsIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3.5" y="5" width="11" height="15" rx="2" transform="rotate(-8 9 12.5)" />
    <path d="M14.5 4.6l4.4 1.1a2 2 0 011.5 2.4l-2.6 10.6a2 2 0 01-2.4 1.5l-1.6-.4" />
    <path d="M8.2 10.4c.9-1.3 2.6-.7 2.4.7-.2 1.2-2 2.4-2 2.4s-1.5-1.5-1.4-2.6" />
  </LineIcon>
);

export const LiveIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3" y="6" width="13" height="12" rx="2.5" />
    <path d="M16 10.5l5-3v9l-5-3" />
    <circle cx="7.5" cy="10" r="1.2" fill="currentColor" stroke="none" />
  </LineIcon>
);

export const WheelIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2.2" />
    <path d="M12 3v6.8M12 14.2V21M3 12h6.8M14.2 12H21M5.6 5.6l4.8 4.8M13.6 13.6l4.8 4.8M18.4 5.6l-4.8 4.8M10.4 13.6l-4.8 4.8" />
  </LineIcon>
);

export const CrownIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M3.5 8l4.2 3.6L12 5l4.3 6.6L20.5 8l-1.7 10H5.2z" />
    <path d="M6 21h12" />
  </LineIcon>
);

export const SearchIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </LineIcon>
);

export const DiceIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    <circle cx="8.5" cy="8.5" r="1.3" fill="currentColor" stroke="none" />
    <circle cx="15.5" cy="8.5" r="1.3" fill="currentColor" stroke="none" />
    <circle cx="12" cy="12" r="1.3" fill="currentColor" stroke="none" />
    <circle cx="8.5" cy="15.5" r="1.3" fill="currentColor" stroke="none" />
    <circle cx="15.5" cy="15.5" r="1.3" fill="currentColor" stroke="none" />
  </LineIcon>
);

export const HomeIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 10.5L12 4l8 6.5V19a1.5 1.5 0 01-1.5 1.5H15v-6H9v6H5.5A1.5 1.5 0 014 19z" />
  </LineIcon>
);

export const ProvidersIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.6" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.6" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.6" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="3.25" />
  </LineIcon>
);

export const GiftIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v7.5a1 1 0 001 1h12a1 1 0 001-1V12M12 8v12.5" />
    <path d="M12 8c-1.6-3.4-5.6-4-5.6-1.6C6.4 8 9.3 8 12 8zm0 0c1.6-3.4 5.6-4 5.6-1.6C17.6 8 14.7 8 12 8z" />
  </LineIcon>
);

export const TrophyIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M7.5 4h9v5a4.5 4.5 0 01-9 0z" />
    <path d="M7.5 6H4.5c0 3 1.2 4.6 3.4 5M16.5 6h3c0 3-1.2 4.6-3.4 5M12 13.5V17M8.5 20.5h7M9.5 17h5v3.5h-5z" />
  </LineIcon>
);

export const StatusIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </LineIcon>
);

export const SlotsIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3" y="5" width="15" height="14" rx="2.5" />
    <path d="M8 5v14M13 5v14" />
    <path d="M18 9.5h1.5a1 1 0 011 1V13M20.5 7.5v-1" />
    <circle cx="20.5" cy="5.5" r="1" />
  </LineIcon>
);

export const HelpIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.4 9.3a2.7 2.7 0 015.2 1c0 1.8-2.6 2.3-2.6 3.9" />
    <circle cx="12" cy="17.2" r="0.6" fill="currentColor" />
  </LineIcon>
);

export const ChatIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v8a2.5 2.5 0 01-2.5 2.5H10l-4.5 3.5V17h0A1.5 1.5 0 014 15.5z" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth={2.6} />
  </LineIcon>
);

export const InboxIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 9.5a6 6 0 0112 0c0 5 2 6.5 2 6.5H4s2-1.5 2-6.5" />
    <path d="M10 19.5a2.2 2.2 0 004 0" />
  </LineIcon>
);

export const UserIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6" />
  </LineIcon>
);

export const WalletIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 7.5A2.5 2.5 0 016.5 5H17v3" />
    <rect x="4" y="8" width="16.5" height="11.5" rx="2.5" />
    <path d="M16 13.8h.01" strokeWidth={2.8} />
  </LineIcon>
);

export const PlusIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const FlameIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 21c-4 0-7-2.7-7-6.6 0-3.2 2.2-5.2 3.6-7 .4 1.6 1.3 2.7 2.4 3.2C11 7 12.5 4.5 15 3c-.3 2.6.6 4.2 2 5.8 1.3 1.5 2 3.2 2 5.6 0 3.9-3 6.6-7 6.6z" />
  </LineIcon>
);

export const SparkleIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3.5l1.9 5 5.1 1.9-5.1 1.9-1.9 5-1.9-5L5 10.4l5.1-1.9z" />
    <path d="M18.5 16l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />
  </LineIcon>
);

export const ClockIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </LineIcon>
);

export const ShieldIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6z" />
    <path d="M8.8 12.2l2.2 2.2 4.3-4.4" />
  </LineIcon>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </LineIcon>
);

export const AlertIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16h.01" />
  </LineIcon>
);

export const EyeIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);

export const EyeOffIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M17.9 17.9A10.4 10.4 0 0 1 12 19c-6.5 0-10-7-10-7a18 18 0 0 1 4.1-5.1M9.9 5.2A9.7 9.7 0 0 1 12 5c6.5 0 10 7 10 7a18 18 0 0 1-2.2 3.2" />
    <path d="m2 2 20 20" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </LineIcon>
);

/** A football: the sportsbook's mark. */
export const SportsIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l4 2.9-1.5 4.7h-5L8 10.4z" />
    <path d="M12 3v4.5M16 10.4l4.4-1.4M14.5 15.1l2.7 3.7M9.5 15.1l-2.7 3.7M8 10.4L3.6 9" />
  </LineIcon>
);

/** A padlock: a price that cannot be taken now (a suspended market). */
export const LockIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 018 0v3" />
  </LineIcon>
);

/** A betting ticket: the bet slip. */
export const TicketIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 6.5A1.5 1.5 0 015.5 5h13A1.5 1.5 0 0120 6.5V9a3 3 0 000 6v2.5a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5V15a3 3 0 000-6z" />
    <path d="M9 9h6M9 12h6M9 15h4" />
  </LineIcon>
);
