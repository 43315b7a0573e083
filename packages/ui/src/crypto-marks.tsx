import type { SVGProps } from 'react';

/**
 * Brand marks of the accepted crypto currencies on a 32 grid, drawn inline (no external images):
 * the footer's row of payment logos and the cash box's token icons use the same drawings.
 * Decorative: the surrounding text names the currency.
 */
export type MarkProps = SVGProps<SVGSVGElement>;

const mark = (props: MarkProps): MarkProps => ({
  viewBox: '0 0 32 32',
  width: 32,
  height: 32,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export function UsdtMark(props: MarkProps) {
  return (
    <svg {...mark(props)}>
      <circle cx="16" cy="16" r="16" fill="#26a17b" />
      <path
        fill="#fff"
        d="M17.9 17.1v0c-.1 0-.7.1-1.9.1-1 0-1.7 0-1.9-.1v0c-3.7-.2-6.5-.8-6.5-1.6s2.8-1.4 6.5-1.6v2.5c.2 0 .9.1 1.9.1 1.2 0 1.8-.1 1.9-.1v-2.5c3.7.2 6.4.8 6.4 1.6s-2.7 1.4-6.4 1.6zm0-3.4v-2.2h5.2V8H8.9v3.5h5.2v2.2c-4.2.2-7.4 1-7.4 2s3.2 1.8 7.4 2v7.1h3.8v-7.1c4.2-.2 7.4-1 7.4-2s-3.2-1.8-7.4-2z"
      />
    </svg>
  );
}

export function TronMark(props: MarkProps) {
  return (
    <svg {...mark(props)}>
      <circle cx="16" cy="16" r="16" fill="#ef0027" />
      <path
        fill="none"
        stroke="#fff"
        strokeWidth="1.5"
        strokeLinejoin="round"
        d="M8.5 8.5l15.4 3.3-9.3 12.7zM8.5 8.5l6.1 16M23.9 11.8l-9.3 2.4L8.5 8.5M14.6 14.2v10.3"
      />
    </svg>
  );
}

export function EthereumMark(props: MarkProps) {
  return (
    <svg {...mark(props)}>
      <circle cx="16" cy="16" r="16" fill="#627eea" />
      <path fill="#fff" fillOpacity=".6" d="M16.5 4v8.9l7.5 3.3z" />
      <path fill="#fff" d="M16.5 4L9 16.2l7.5-3.3z" />
      <path fill="#fff" fillOpacity=".6" d="M16.5 22v6l7.5-10.4z" />
      <path fill="#fff" d="M16.5 28v-6L9 17.6z" />
      <path fill="#fff" fillOpacity=".2" d="M16.5 20.6l7.5-4.4-7.5-3.3z" />
      <path fill="#fff" fillOpacity=".6" d="M9 16.2l7.5 4.4v-7.7z" />
    </svg>
  );
}

export function BitcoinMark(props: MarkProps) {
  return (
    <svg {...mark(props)}>
      <circle cx="16" cy="16" r="16" fill="#f7931a" />
      <path
        fill="#fff"
        d="M22.6 14c.3-2.1-1.3-3.2-3.4-4l.7-2.8-1.7-.4-.7 2.7-1.4-.3.7-2.7-1.7-.4-.7 2.8-1.1-.3v0l-2.3-.6-.4 1.8s1.2.3 1.2.3c.7.2.8.6.8 1l-.8 3.2h.2-.2l-1.1 4.5c-.1.2-.3.5-.8.4 0 0-1.2-.3-1.2-.3l-.8 1.9 2.2.6 1.2.3-.7 2.8 1.7.4.7-2.8 1.4.4-.7 2.7 1.7.4.7-2.8c2.9.6 5.1.3 6-2.3.7-2.1 0-3.3-1.5-4.1 1.1-.3 1.9-1 2.1-2.5zm-3.8 5.4c-.5 2.1-4 1-5.2.7l.9-3.7c1.2.3 4.8.9 4.3 3zm.5-5.4c-.5 1.9-3.4.9-4.3.7l.8-3.4c1 .2 4 .7 3.5 2.7z"
      />
    </svg>
  );
}
