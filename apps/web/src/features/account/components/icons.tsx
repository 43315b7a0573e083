import { LineIcon, type IconProps } from '@casino/ui/icons';

export const GoogleIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props} viewBox="0 0 48 48" stroke="none">
    <path
      fill="#FFC107"
      d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
    />
    <path
      fill="#FF3D00"
      d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
    />
    <path
      fill="#4CAF50"
      d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
    />
    <path
      fill="#1976D2"
      d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
    />
  </LineIcon>
);

export const MailIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </LineIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </LineIcon>
);

export const LockIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </LineIcon>
);

export const CheckIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="m5 12 5 5 9-10" />
  </LineIcon>
);

export const CircleIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="12" r="8" />
  </LineIcon>
);

export const AlertIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16h.01" />
  </LineIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </LineIcon>
);

export const PencilIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="m13.5 6.5 4 4" />
  </LineIcon>
);

export const ShieldIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3z" />
    <path d="m9 12 2 2 4-4" />
  </LineIcon>
);

export const UploadIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </LineIcon>
);

export const WalletIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M20 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15v12H5a2 2 0 0 1-2-2V6" />
    <circle cx="16" cy="14" r="1.2" fill="currentColor" />
  </LineIcon>
);

export const TrophyIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4z" />
    <path d="M16 5h3v2a3 3 0 0 1-3 3M8 5H5v2a3 3 0 0 0 3 3M12 13v4M8 20h8M9 17h6" />
  </LineIcon>
);

export const CrownIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="m3 8 4 4 5-7 5 7 4-4-2 11H5L3 8z" />
  </LineIcon>
);

export const ClockIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

export const UserIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
);

export const SettingsIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </LineIcon>
);

export const HistoryIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l4 2" />
  </LineIcon>
);

export const LogoutIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </LineIcon>
);

export const GiftIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </LineIcon>
);

export const ChipIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
  </LineIcon>
);

export const BallIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10l4-3z" />
    <path d="M12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5 7 18.5M8 10 3.5 8.5" />
  </LineIcon>
);

export const DeviceIcon = (props: IconProps) => (
  <LineIcon strokeWidth={2} {...props}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </LineIcon>
);
