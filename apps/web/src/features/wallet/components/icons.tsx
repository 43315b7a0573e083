import type { SVGProps } from 'react';
import { EthereumMark, UsdtMark } from '@casino/ui/crypto-marks';
import { LineIcon } from '@casino/ui/icons';

type IconProps = SVGProps<SVGSVGElement>;

/** Token marks drawn inline so they stay crisp at any size; unknown tokens get a lettered coin. */
export function TokenIcon({ token, ...props }: IconProps & { token: string }) {
  const symbol = token.toUpperCase();
  if (symbol === 'USDT') return <UsdtMark {...props} />;
  if (symbol === 'USDC') {
    return (
      <svg viewBox="0 0 32 32" width="32" height="32" {...props}>
        <circle cx="16" cy="16" r="16" fill="#2775CA" />
        <text
          x="16"
          y="21"
          textAnchor="middle"
          fontSize="14"
          fontWeight="800"
          fill="#fff"
          fontFamily="system-ui, sans-serif"
        >
          $
        </text>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" {...props}>
      <circle cx="16" cy="16" r="16" fill="#3a4180" />
      <text
        x="16"
        y="20.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="800"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {symbol.slice(0, 1)}
      </text>
    </svg>
  );
}

/** The chain's mark: TRON's red triangle, Ethereum's diamond, else a neutral dot. */
export function NetworkIcon({ provider, ...props }: IconProps & { provider: string }) {
  const chain = provider.toUpperCase();
  if (chain === 'TRX') {
    return (
      <svg viewBox="0 0 16 16" width="16" height="16" {...props}>
        <circle cx="8" cy="8" r="8" fill="#EF0027" />
        <path
          fill="#fff"
          d="M4 4.2l7.9 1.5 1.4 1.4-5.6 6.7L4 4.2zm1.2.9l2.6 6.7.4-3.8-3-2.9zm3.6 3.1l-.4 3.8 3.6-4.4-3.2.6zm-2.8-2.7l2.7 2.6 2.6-.5-5.3-2.1z"
        />
      </svg>
    );
  }
  if (chain === 'ETH') return <EthereumMark width={16} height={16} {...props} />;
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" {...props}>
      <circle cx="8" cy="8" r="8" fill="#6f76a8" />
    </svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <LineIcon size={18} strokeWidth={2} {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </LineIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <LineIcon size={18} strokeWidth={2.5} {...props}>
      <path d="M20 6 9 17l-5-5" />
    </LineIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      {...props}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <LineIcon size={24} strokeWidth={2} {...props}>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3z" />
      <path d="m9 12 2 2 4-4" />
    </LineIcon>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <LineIcon size={24} strokeWidth={2} {...props}>
      <path d="M12 16V4" />
      <path d="m7 9 5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </LineIcon>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <LineIcon size={16} strokeWidth={2.2} {...props}>
      <path d="M12 5v14" />
      <path d="m6 13 6 6 6-6" />
    </LineIcon>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <LineIcon size={16} strokeWidth={2.2} {...props}>
      <path d="M12 19V5" />
      <path d="m6 11 6-6 6 6" />
    </LineIcon>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <LineIcon size={20} strokeWidth={2} {...props}>
      <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
      <path d="M16 13.5h.01" />
    </LineIcon>
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <LineIcon size={20} strokeWidth={2} {...props}>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8l-5-5z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </LineIcon>
  );
}
