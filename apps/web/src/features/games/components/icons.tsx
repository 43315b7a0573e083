import { LineIcon, type IconProps } from '@casino/ui/icons';

/** The games feature's own line icons, in the design system's frame. */
export const PlayIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </LineIcon>
);

export const ReloadIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M19.5 12a7.5 7.5 0 11-2.2-5.3" />
    <path d="M19.5 4.5v4h-4" />
  </LineIcon>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M14.5 6l-6 6 6 6" />
  </LineIcon>
);

export const MoreIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="5.5" cy="12" r="1.3" fill="currentColor" />
    <circle cx="12" cy="12" r="1.3" fill="currentColor" />
    <circle cx="18.5" cy="12" r="1.3" fill="currentColor" />
  </LineIcon>
);

export const FilterIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </LineIcon>
);

export const ExpandIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4.5 9V4.5H9M15 4.5h4.5V9M19.5 15v4.5H15M9 19.5H4.5V15" />
  </LineIcon>
);

export const StarIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 4l2.4 5 5.4.7-4 3.7 1 5.4L12 16.2 7.2 18.8l1-5.4-4-3.7 5.4-.7z" />
  </LineIcon>
);

export const PauseIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M9 6v12M15 6v12" />
  </LineIcon>
);
