import { currentLanguage } from '../../../lib/i18n';

// Building an Intl formatter costs far more than using one, and the lobby formats an RTP per
// tile and an amount per win: one formatter per language is kept.
const rtpFormats = new Map<string, Intl.NumberFormat>();
const usdFormats = new Map<string, Intl.NumberFormat>();
const timeAgoFormats = new Map<string, Intl.RelativeTimeFormat>();

function formatter<F>(cache: Map<string, F>, make: (language: string) => F): F {
  const language = currentLanguage();
  let format = cache.get(language);
  if (!format) {
    format = make(language);
    cache.set(language, format);
  }
  return format;
}

/** A published RTP in percent (96.12) as the reader's locale writes it ("96.12%", "96,12 %"). */
export function formatRtp(percent: number): string {
  return formatter(
    rtpFormats,
    (language) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }),
  ).format(percent / 100);
}

/** USD with two decimals in the reader's locale. */
export function formatUsd(amount: number): string {
  return formatter(
    usdFormats,
    (language) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(amount);
}

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "2 minutes ago" in the reader's locale; a time in the future reads as now. */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const format = formatter(
    timeAgoFormats,
    (language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  );
  let value = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (value < size) return format.format(-Math.floor(value), unit);
    value /= size;
  }
  return format.format(0, 'second');
}
