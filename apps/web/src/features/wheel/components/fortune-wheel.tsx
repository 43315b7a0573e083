import type { CSSProperties } from 'react';
import { polar, sectorPath, segmentSize, splitLabel } from '../wheel-geometry';
import styles from './fortune-wheel.module.css';

export interface WheelSegment {
  id: number;
  label: string;
  /** The server's colour key. */
  color: string;
  /** Free spins rather than a deposit bonus: picks the segment's emblem. */
  spins: boolean;
}

/** Light and dark stop of each colour key; unknown keys take the palette in turn. */
const PALETTE: Record<string, [string, string]> = {
  gold: ['#ffe07a', '#e48a0a'],
  violet: ['#a68bff', '#5532d1'],
  emerald: ['#4ff0a0', '#0f8a55'],
  rose: ['#ff8099', '#c21f45'],
  azure: ['#62c1ff', '#1b58c9'],
  amber: ['#ffbd5c', '#d4570a'],
  magenta: ['#ea7bff', '#8a1fbf'],
  teal: ['#4ff0de', '#0b8580'],
};
const FALLBACK = Object.values(PALETTE);

const R_SEGMENTS = 188;
const R_LABEL = 146;
const R_EMBLEM = 92;
const BULBS = 24;

export interface FortuneWheelProps {
  segments: readonly WheelSegment[];
  /** Degrees clockwise. */
  rotation: number;
  /** Length of the turn to rotation, in ms (0: jump there). */
  durationMs: number;
  spinning: boolean;
  /** The landed segment, highlighted once the wheel stops. */
  winnerIndex?: number | undefined;
  onStopped?: () => void;
}

function Emblem({ spins }: { spins: boolean }) {
  if (spins) {
    // A reel symbol: a lucky star in a rounded tile.
    return (
      <g>
        <rect
          x={-15}
          y={-15}
          width={30}
          height={30}
          rx={8}
          fill="rgba(9,10,24,0.35)"
          stroke="rgba(255,255,255,0.7)"
          strokeWidth={2}
        />
        <path d="M0 -10l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L0 4.7l-5.9 3.3 1.3-6.6-4.9-4.5 6.6-.8z" fill="#fff" />
      </g>
    );
  }
  // A coin with the dollar sign.
  return (
    <g>
      <circle r={15} fill="rgba(9,10,24,0.35)" stroke="rgba(255,255,255,0.7)" strokeWidth={2} />
      <text y={6} textAnchor="middle" className={styles.coin}>
        $
      </text>
    </g>
  );
}

/**
 * The wheel's artwork: segments with their labels turn on the rotor; the frame with its lights,
 * the hub and the pointer stay still. Purely visual (aria-hidden): the dialog says the result.
 */
export function FortuneWheel({
  segments,
  rotation,
  durationMs,
  spinning,
  winnerIndex,
  onStopped,
}: FortuneWheelProps) {
  const count = Math.max(1, segments.length);
  const size = segmentSize(count);
  const fontSize = count <= 8 ? 17 : count <= 10 ? 14.5 : 12.5;
  const rotor: CSSProperties = {
    transform: `rotate(${rotation}deg)`,
    transitionDuration: `${durationMs}ms`,
  };
  const classes = [styles.stage, spinning ? styles.spinning : '', winnerIndex !== undefined ? styles.won : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} aria-hidden="true" data-testid="fortune-wheel" data-segments={segments.length}>
      <div className={styles.glow} />
      <div
        className={styles.rotor}
        style={rotor}
        data-rotation={rotation}
        // The rotor's only transition is its turn; the segments' own (dimming) end on their elements.
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget) onStopped?.();
        }}
      >
        <svg viewBox="-212 -212 424 424" className={styles.svg}>
          <defs>
            {segments.map((s, i) => {
              const [light, dark] = PALETTE[s.color] ?? FALLBACK[i % FALLBACK.length] ?? ['#888', '#444'];
              return (
                <radialGradient
                  key={s.id}
                  id={`wheel-seg-${i}`}
                  cx="0"
                  cy="0"
                  r={R_SEGMENTS}
                  gradientUnits="userSpaceOnUse"
                >
                  <stop offset="0.15" stopColor={dark} />
                  <stop offset="0.75" stopColor={light} />
                  <stop offset="1" stopColor={dark} />
                </radialGradient>
              );
            })}
          </defs>
          <circle r={R_SEGMENTS + 2} fill="#0b0d17" />
          {segments.map((s, i) => {
            const a0 = i * size;
            const center = a0 + size / 2;
            const lines = splitLabel(s.label, count <= 8 ? 11 : 9);
            return (
              <g
                key={s.id}
                className={[styles.segment, winnerIndex === i ? styles.winner : ''].filter(Boolean).join(' ')}
                data-prize-id={s.id}
                data-index={i}
              >
                <path
                  d={
                    count === 1
                      ? `M0 ${-R_SEGMENTS}A${R_SEGMENTS} ${R_SEGMENTS} 0 1 1 -0.01 ${-R_SEGMENTS}Z`
                      : sectorPath(0.01, R_SEGMENTS, a0, a0 + size)
                  }
                  fill={`url(#wheel-seg-${i})`}
                />
                <g transform={`rotate(${center})`}>
                  {lines.map((line, li) => (
                    <text
                      key={li}
                      y={-R_LABEL + (li - (lines.length - 1) / 2) * fontSize * 1.15 + fontSize * 0.35}
                      textAnchor="middle"
                      className={styles.label}
                      style={{ fontSize }}
                    >
                      {line}
                    </text>
                  ))}
                  <g transform={`translate(0 ${-R_EMBLEM})`}>
                    <Emblem spins={s.spins} />
                  </g>
                </g>
              </g>
            );
          })}
          {count > 1 &&
            segments.map((s, i) => {
              const p = polar(R_SEGMENTS, i * size);
              return <line key={s.id} x1={0} y1={0} x2={p.x} y2={p.y} className={styles.separator} />;
            })}
          <circle r={R_SEGMENTS} className={styles.innerRing} />
          <circle r={60} className={styles.innerShade} />
        </svg>
      </div>

      <svg viewBox="-212 -212 424 424" className={styles.frame}>
        <defs>
          <linearGradient id="wheel-rim" x1="0" y1="-1" x2="0" y2="1" gradientUnits="objectBoundingBox">
            <stop offset="0" stopColor="#fff1b8" />
            <stop offset="0.35" stopColor="#ffc94a" />
            <stop offset="0.7" stopColor="#c9780a" />
            <stop offset="1" stopColor="#ffdd7a" />
          </linearGradient>
          <radialGradient id="wheel-hub" cx="0.4" cy="0.35" r="0.75">
            <stop offset="0" stopColor="#fff3c4" />
            <stop offset="0.45" stopColor="#ffc94a" />
            <stop offset="1" stopColor="#b86a06" />
          </radialGradient>
          <radialGradient id="wheel-bulb" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#fffbe6" />
            <stop offset="0.55" stopColor="#ffe27a" />
            <stop offset="1" stopColor="#ffb800" stopOpacity="0.2" />
          </radialGradient>
        </defs>
        <circle r={199} fill="none" stroke="url(#wheel-rim)" strokeWidth={20} />
        <circle r={209} fill="none" stroke="#7a4a05" strokeWidth={1.5} />
        <circle r={189} fill="none" stroke="#7a4a05" strokeWidth={1.5} />
        {Array.from({ length: BULBS }, (_, i) => {
          const p = polar(199, (i * 360) / BULBS + 360 / BULBS / 2);
          return (
            <g key={i} className={i % 2 === 0 ? styles.bulbA : styles.bulbB}>
              <circle cx={p.x} cy={p.y} r={9} className={styles.bulbHalo} />
              <circle cx={p.x} cy={p.y} r={5} fill="url(#wheel-bulb)" className={styles.bulb} />
            </g>
          );
        })}
        <circle r={42} fill="url(#wheel-hub)" stroke="#7a4a05" strokeWidth={2} />
        <circle r={31} fill="#12152a" stroke="#ffdd7a" strokeWidth={2} />
        {/* The casino's crown. */}
        <path
          d="M-15 8h30l3-18-9.5 7.5L0-14l-8.5 11.5L-18-10z"
          fill="#ffc94a"
          stroke="#fff1b8"
          strokeWidth={1}
          strokeLinejoin="round"
        />
        <rect x={-15} y={10} width={30} height={5} rx={2} fill="#ffc94a" />
      </svg>

      <svg viewBox="-30 -36 60 72" className={styles.pointer}>
        <defs>
          <linearGradient id="wheel-pointer" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff1b8" />
            <stop offset="0.5" stopColor="#ffc94a" />
            <stop offset="1" stopColor="#c9780a" />
          </linearGradient>
        </defs>
        <path
          d="M-22 -12A22 22 0 1 1 22 -12L0 34Z"
          fill="url(#wheel-pointer)"
          stroke="#7a4a05"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <circle cy={-13} r={9} fill="#ff3d6a" stroke="#fff1b8" strokeWidth={2} />
        <circle cx={-3} cy={-16} r={3} fill="rgba(255,255,255,0.75)" />
      </svg>
    </div>
  );
}
