import { LineIcon, type IconProps } from '@casino/ui/icons';

/** Delete, on each message of the list. */
export const TrashIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4.5 7h15M9.5 7V5.2c0-.7.5-1.2 1.2-1.2h2.6c.7 0 1.2.5 1.2 1.2V7" />
    <path d="M6.5 7l.9 11.6c.1 1 .9 1.9 2 1.9h5.2c1.1 0 1.9-.9 2-1.9L17.5 7" />
    <path d="M10.2 10.8v5.6M13.8 10.8v5.6" />
  </LineIcon>
);
