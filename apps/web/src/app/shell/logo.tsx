import styles from './logo.module.css';

/** The casino's mark and wordmark; the link around it carries the accessible name. */
export function Logo({ compact }: { compact?: boolean }) {
  return (
    <span className={styles.logo} aria-hidden="true">
      <svg className={styles.mark} viewBox="0 0 64 64">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe59c" />
            <stop offset="0.5" stopColor="#ffb938" />
            <stop offset="1" stopColor="#d9790a" />
          </linearGradient>
          <linearGradient id="logo-tile" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2a2f66" />
            <stop offset="1" stopColor="#151936" />
          </linearGradient>
        </defs>
        <rect
          x="2"
          y="2"
          width="60"
          height="60"
          rx="16"
          fill="url(#logo-tile)"
          stroke="url(#logo-gold)"
          strokeWidth="2.5"
        />
        <path
          d="M32 12l5.6 12.8 13.9 1.2-10.5 9.2 3.1 13.6L32 41.7l-12.1 7.1 3.1-13.6-10.5-9.2 13.9-1.2z"
          fill="url(#logo-gold)"
        />
      </svg>
      {compact ? null : (
        <span className={styles.words}>
          <span className={styles.name}>Royal Flush</span>
          <span className={styles.tag}>Casino</span>
        </span>
      )}
    </span>
  );
}
