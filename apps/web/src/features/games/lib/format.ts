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

// How the interface's languages write a percentage (what Intl.NumberFormat's percent style gives,
// a test compares them): the lobby's first tiles are drawn without building a number formatter,
// whose first use in a page loads the locale data and held a phone's main thread for about 100 ms.
const PERCENT_STYLES: Record<string, { decimal: string; suffix: string }> = {
  en: { decimal: '.', suffix: '%' },
  es: { decimal: ',', suffix: '\u00a0%' },
  pt: { decimal: ',', suffix: '%' },
  ru: { decimal: ',', suffix: '\u00a0%' },
};

/** A published RTP in percent (96.12) as the reader's locale writes it ("96.12%", "96,12 %"). */
export function formatRtp(percent: number): string {
  const style = PERCENT_STYLES[currentLanguage()];
  // The fraction as JavaScript writes it in short ("0.9612"), rounded half up at four decimals on
  // those digits, as Intl does (and on the same division, whose binary error decides some halves).
  const written = /^(\d+)(?:\.(\d+))?$/.exec(String(percent / 100));
  const decimals = (written?.[2] ?? '').padEnd(4, '0');
  const hundredths = written
    ? Number(written[1]) * 10_000 + Number(decimals.slice(0, 4)) + ((decimals[4] ?? '0') >= '5' ? 1 : 0)
    : NaN;
  // Other languages, and the thousands (grouped) that a published RTP never reaches.
  if (!style || !(hundredths < 100_000)) {
    return formatter(
      rtpFormats,
      (language) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }),
    ).format(percent / 100);
  }
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const whole = String(Math.floor(hundredths / 100));
  return (fraction ? `${whole}${style.decimal}${fraction}` : whole) + style.suffix;
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
