/** The lobby banner's illustration: cards, a chip and gold coins (decorative). */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 420 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff0b8" />
          <stop offset="0.45" stopColor="#ffbd3d" />
          <stop offset="1" stopColor="#c96a05" />
        </linearGradient>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dfe3ff" />
        </linearGradient>
        <linearGradient id="hero-chip" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a77bff" />
          <stop offset="1" stopColor="#5a2fe0" />
        </linearGradient>
        <radialGradient id="hero-glow">
          <stop offset="0" stopColor="#ffcf5c" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffcf5c" stopOpacity="0" />
        </radialGradient>
        <filter id="hero-shadow" x="-30%" y="-30%" width="160%" height="160%">
          <feDropShadow dx="0" dy="14" stdDeviation="12" floodColor="#05060e" floodOpacity="0.55" />
        </filter>
      </defs>
      <circle cx="230" cy="150" r="140" fill="url(#hero-glow)" />
      <g filter="url(#hero-shadow)">
        <g transform="rotate(-16 170 150)">
          <rect x="120" y="60" width="120" height="170" rx="14" fill="url(#hero-card)" />
          {/* Card indices are drawn, not set in type: no font to wait for, and the same on every system. */}
          <path
            d="M135 98l11-26h2l11 26M139.5 89h15"
            fill="none"
            stroke="#1b1f44"
            strokeWidth="5"
            strokeLinejoin="round"
          />
          <path
            d="M180 118c-14 14-30 24-30 40 0 10 8 17 17 17 5 0 9-2 11-5l-5 20h14l-5-20c2 3 6 5 11 5 9 0 17-7 17-17 0-16-16-26-30-40z"
            fill="#1b1f44"
          />
        </g>
        <g transform="rotate(10 260 150)">
          <rect x="200" y="50" width="120" height="170" rx="14" fill="url(#hero-card)" />
          <path
            d="M218 62v26M218 77l14-15M222.5 72.5l11 15.5"
            fill="none"
            stroke="#e0245e"
            strokeWidth="5"
            strokeLinecap="square"
          />
          <path
            d="M260 190c-22-16-38-30-38-48 0-11 8-20 19-20 8 0 14 5 19 12 5-7 11-12 19-12 11 0 19 9 19 20 0 18-16 32-38 48z"
            fill="#e0245e"
          />
        </g>
        <g transform="translate(320 210)">
          <circle r="48" fill="url(#hero-chip)" />
          <circle r="48" fill="none" stroke="#fff" strokeWidth="8" strokeDasharray="14 11" opacity="0.9" />
          <circle r="32" fill="none" stroke="#fff" strokeOpacity="0.5" strokeWidth="2" />
          <path d="M0 -18l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="url(#hero-gold)" />
        </g>
        <g transform="translate(96 226)">
          <ellipse cx="0" cy="22" rx="40" ry="12" fill="#a8640a" />
          <ellipse cx="0" cy="14" rx="40" ry="12" fill="#d48a12" />
          <ellipse cx="0" cy="6" rx="40" ry="12" fill="#a8640a" />
          <ellipse cx="0" cy="-2" rx="40" ry="12" fill="url(#hero-gold)" />
          <ellipse cx="0" cy="-2" rx="26" ry="7" fill="none" stroke="#a8640a" strokeWidth="2" />
        </g>
        <g transform="translate(60 90) rotate(-20)">
          <ellipse cx="0" cy="0" rx="22" ry="22" fill="url(#hero-gold)" />
          <ellipse cx="0" cy="0" rx="15" ry="15" fill="none" stroke="#a8640a" strokeWidth="2" />
          <path
            d="M5.5-5.5c-1-2.5-3-3.5-5.5-3.5-3 0-5 1.6-5 4 0 5.5 11 3 11 8.5 0 2.6-2.4 4.5-5.8 4.5-2.8 0-5-1.2-6-3.5M0-12.5v25"
            fill="none"
            stroke="#8a4d04"
            strokeWidth="2.6"
            strokeLinecap="round"
          />
        </g>
      </g>
      <g fill="#fff">
        <path d="M360 60l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" opacity="0.9" />
        <path d="M110 40l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" opacity="0.7" />
        <path d="M395 150l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" opacity="0.6" />
      </g>
    </svg>
  );
}
