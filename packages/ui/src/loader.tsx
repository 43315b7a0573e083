import styles from './loader.module.css';

export interface SpinnerProps {
  size?: number;
  /** Accessible text; without it the spinner is decorative. */
  label?: string;
}

/** The branded spinner: a gold ring around the casino's star. */
export function Spinner({ size = 40, label }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <span className={styles.ring} />
      <svg className={styles.star} viewBox="0 0 64 64" aria-hidden="true">
        <path d="M32 10l6 14 15 1-11 10 4 15-14-8-14 8 4-15-11-10 15-1z" fill="url(#loader-gold)" />
        <defs>
          <linearGradient id="loader-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="1" stopColor="#e88a0c" />
          </linearGradient>
        </defs>
      </svg>
    </span>
  );
}

export interface FullScreenLoaderProps {
  label: string;
  /** The brand name under the spinner. */
  brand?: string;
  /** Fade in over what is on screen (the default); off where it takes over from an identical screen. */
  fadeIn?: boolean;
}

/** A full-screen branded loader covering the app (the start-up overlay and the waitingScreen dialog). */
export function FullScreenLoader({ label, brand, fadeIn = true }: FullScreenLoaderProps) {
  return (
    <div
      className={fadeIn ? [styles.overlay, styles.fadeIn].join(' ') : styles.overlay}
      role="status"
      aria-live="polite"
      aria-label={label}
      data-testid="full-screen-loader"
    >
      <div className={styles.glow} aria-hidden="true" />
      <Spinner size={88} />
      {brand ? (
        <div className={styles.brand} aria-hidden="true">
          {brand}
        </div>
      ) : null}
      <div className={styles.bar} aria-hidden="true">
        <span />
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
