/** Number, money and time formatting for the session's currency and language. */

export type Language = 'en' | 'es' | 'pt' | 'ru';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR', ru: 'ru-RU' };

/** The Intl locale used for a language. */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

export interface Formatter {
  /** Cents as money in the session currency ("$1,234.50"). */
  money(cents: number): string;
  /** Cents as a short chip label ("1", "25", "1K", "0.50"). */
  chip(cents: number): string;
  /** A multiplier ("×12.5"). */
  multiplier(value: number): string;
  /** A fraction as a percentage ("96.12%"). */
  percent(fraction: number): string;
  /** A plain integer with grouping ("10,000"). */
  integer(value: number): string;
  /** An ISO timestamp as a short local date and time. */
  time(iso: string): string;
}

function currencyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    // Not an ISO 4217-shaped code: fall back to a number followed by the code.
    return null;
  }
}

/** Builds the formatter of one session. */
export function createFormatter(language: Language, currency: string): Formatter {
  const locale = localeOf(language);
  const moneyFormat = currencyFormat(locale, currency);
  const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const time = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  return {
    money: (cents) =>
      moneyFormat ? moneyFormat.format(cents / 100) : `${plain.format(cents / 100)} ${currency}`,
    chip: (cents) => {
      const units = cents / 100;
      if (units >= 1000) return compact.format(units);
      return Number.isInteger(units) ? integer.format(units) : twoDecimals.format(units);
    },
    multiplier: (value) => `×${decimal.format(value)}`,
    percent: (fraction) => percent.format(fraction),
    integer: (value) => integer.format(value),
    time: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : time.format(date);
    },
  };
}

/** Counts displayed money up from `from` to `to` over `ms`, calling `show` on each frame. */
export function countUp(
  from: number,
  to: number,
  ms: number,
  show: (cents: number) => void,
  skipped: () => boolean = () => false,
): Promise<void> {
  if (ms <= 0 || from === to) {
    show(to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const frame = (now: number): void => {
      const progress = Math.min(1, (now - start) / ms);
      if (skipped() || progress >= 1) {
        show(to);
        resolve();
        return;
      }
      // Ease out so the figure settles rather than stops dead.
      const eased = 1 - Math.pow(1 - progress, 3);
      show(Math.round(from + (to - from) * eased));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
