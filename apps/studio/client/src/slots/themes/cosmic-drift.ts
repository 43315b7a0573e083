import { lettering, linear, radial, shine, type SlotTheme } from '../theme';

// Deep space: glowing planets and craft against a violet nebula.
const defs =
  radial('cd-moon', [
    [0, '#ffffff'],
    [0.5, '#d9dcf2'],
    [1, '#7a7fa8'],
  ]) +
  radial('cd-planet', [
    [0, '#ffd9a8'],
    [0.5, '#ff8a4d'],
    [1, '#8a2a12'],
  ]) +
  linear(
    'cd-ring',
    [
      [0, '#fff1c8'],
      [0.5, '#e0b060'],
      [1, '#8a5a20'],
    ],
    [0, 0, 1, 0],
  ) +
  radial(
    'cd-comet',
    [
      [0, '#ffffff'],
      [0.4, '#9ff6ff'],
      [1, '#2a7fff'],
    ],
    0.5,
    0.5,
    0.6,
  ) +
  linear(
    'cd-tail',
    [
      [0, 'rgba(120,220,255,0)'],
      [1, '#9ff6ff'],
    ],
    [0, 1, 1, 0],
  ) +
  linear(
    'cd-hull',
    [
      [0, '#ffffff'],
      [0.5, '#d0d8ea'],
      [1, '#7d88a8'],
    ],
    [0, 0, 1, 0],
  ) +
  radial(
    'cd-flame',
    [
      [0, '#fffbe0'],
      [0.5, '#ffb02e'],
      [1, '#ff3d12'],
    ],
    0.5,
    0.2,
    0.9,
  ) +
  linear('cd-saucer', [
    [0, '#e6ecff'],
    [0.5, '#8a96c8'],
    [1, '#3a4270'],
  ]) +
  radial(
    'cd-dome',
    [
      [0, '#e8fff8'],
      [0.5, '#4ff0c8'],
      [1, '#0a6a6a'],
    ],
    0.4,
    0.3,
    0.8,
  ) +
  linear('cd-visor', [
    [0, '#ffb0f0'],
    [0.4, '#6a4bff'],
    [1, '#0a0830'],
  ]) +
  radial(
    'cd-hole',
    [
      [0, '#000000'],
      [0.45, '#1a0640'],
      [0.7, '#b23cff'],
      [0.85, '#ff8fd8'],
      [1, 'rgba(255,143,216,0)'],
    ],
    0.5,
    0.5,
    0.5,
  ) +
  radial(
    'cd-galaxy',
    [
      [0, '#ffffff'],
      [0.25, '#ffe8a8'],
      [0.6, '#ff7ad8'],
      [1, 'rgba(106,75,255,0)'],
    ],
    0.5,
    0.5,
    0.5,
  );

const symbols: Record<string, string> = {
  moon:
    `<path d="M60 8A42 42 0 1 0 92 70 34 34 0 1 1 60 8z" fill="url(#cd-moon)" stroke="#c9cff5" stroke-width="2"/>` +
    `<circle cx="34" cy="60" r="7" fill="#9aa0c8" opacity=".55"/><circle cx="46" cy="78" r="4" fill="#9aa0c8" opacity=".5"/><circle cx="24" cy="40" r="4" fill="#9aa0c8" opacity=".5"/>` +
    `<path d="M84 18l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff"/>`,
  planet:
    `<ellipse cx="50" cy="52" rx="46" ry="13" fill="none" stroke="url(#cd-ring)" stroke-width="6" transform="rotate(-18 50 52)"/>` +
    `<circle cx="50" cy="50" r="28" fill="url(#cd-planet)"/>` +
    `<path d="M24 44c16 4 34 4 52-2M26 58c14 4 30 4 48-2" fill="none" stroke="#8a2a12" stroke-width="3" opacity=".35"/>` +
    `<path d="M22 62c20 4 44-2 66-16" fill="none" stroke="url(#cd-ring)" stroke-width="6" stroke-linecap="round"/>` +
    shine(40, 38, 8, 5, -30, 0.5),
  comet:
    `<path d="M62 38L10 90l8-22-8 4 20-30-6 2z" fill="url(#cd-tail)" opacity=".85"/>` +
    `<path d="M66 44L22 92" stroke="#fff" stroke-width="2" opacity=".5"/>` +
    `<circle cx="68" cy="32" r="20" fill="url(#cd-comet)"/>` +
    `<circle cx="68" cy="32" r="11" fill="#fff"/>` +
    `<path d="M88 10l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" fill="#fff"/>`,
  rocket:
    `<g transform="rotate(40 50 50)">` +
    `<path d="M42 74h16l-8 24z" fill="url(#cd-flame)"/>` +
    `<path d="M50 4c14 12 18 32 14 56l-4 12H40l-4-12C32 36 36 16 50 4z" fill="url(#cd-hull)" stroke="#3a4270" stroke-width="2"/>` +
    `<path d="M36 52L22 68l2 8 14-8zM64 52l14 16-2 8-14-8z" fill="#e0243b" stroke="#6a0612" stroke-width="1.5"/>` +
    `<path d="M50 4c6 5 10 11 12 18H38c2-7 6-13 12-18z" fill="#e0243b"/>` +
    `<circle cx="50" cy="38" r="8" fill="url(#cd-visor)" stroke="#3a4270" stroke-width="2.5"/>` +
    `<path d="M44 62h12v6H44z" fill="#3a4270"/>` +
    `</g>`,
  ufo:
    `<path d="M34 70L20 94h60L66 70z" fill="#7dffdf" opacity=".22"/>` +
    `<path d="M30 46c0-14 9-24 20-24s20 10 20 24z" fill="url(#cd-dome)" stroke="#0a5a5a" stroke-width="2"/>` +
    `<ellipse cx="50" cy="56" rx="42" ry="14" fill="url(#cd-saucer)" stroke="#2a305a" stroke-width="2"/>` +
    `<ellipse cx="50" cy="52" rx="30" ry="7" fill="#fff" opacity=".35"/>` +
    `<g fill="#ffe14d"><circle cx="22" cy="58" r="3"/><circle cx="36" cy="63" r="3"/><circle cx="50" cy="65" r="3"/><circle cx="64" cy="63" r="3"/><circle cx="78" cy="58" r="3"/></g>` +
    shine(42, 34, 5, 3, -30, 0.7),
  astronaut:
    `<path d="M20 96c0-18 12-30 30-30s30 12 30 30z" fill="url(#cd-hull)" stroke="#3a4270" stroke-width="2"/>` +
    `<rect x="40" y="74" width="20" height="12" rx="3" fill="#3a4270"/><circle cx="45" cy="80" r="2" fill="#ff3d5a"/><circle cx="55" cy="80" r="2" fill="#4ff0c8"/>` +
    `<circle cx="50" cy="40" r="32" fill="url(#cd-hull)" stroke="#3a4270" stroke-width="2.5"/>` +
    `<path d="M26 42c0-14 10-22 24-22s24 8 24 22c0 12-10 20-24 20s-24-8-24-20z" fill="url(#cd-visor)" stroke="#2a305a" stroke-width="2"/>` +
    `<path d="M34 34c4-6 10-8 16-8" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".75"/>` +
    `<circle cx="62" cy="50" r="2.5" fill="#fff" opacity=".8"/>` +
    `<rect x="14" y="34" width="6" height="14" rx="2" fill="#8a96c8"/><rect x="80" y="34" width="6" height="14" rx="2" fill="#8a96c8"/>`,
  wild:
    `<circle cx="50" cy="50" r="46" fill="url(#cd-hole)"/>` +
    `<ellipse cx="50" cy="50" rx="46" ry="12" fill="none" stroke="#ffb0f0" stroke-width="3" transform="rotate(-20 50 50)" opacity=".85"/>` +
    `<ellipse cx="50" cy="50" rx="38" ry="8" fill="none" stroke="#fff" stroke-width="1.5" transform="rotate(-20 50 50)" opacity=".6"/>` +
    lettering('WILD', 50, 51, 26, '#fff', '#4a0a8a', 4),
  scatter:
    `<circle cx="50" cy="44" r="44" fill="url(#cd-galaxy)"/>` +
    `<path d="M50 44c-20-2-30-16-22-26 6-8 22-4 22 8M50 44c20 2 30 16 22 26-6 8-22 4-22-8M50 44c2-20 16-30 26-22 8 6 4 22-8 22M50 44c-2 20-16 30-26 22-8-6-4-22 8-22" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".85"/>` +
    `<circle cx="50" cy="44" r="7" fill="#fff"/>` +
    `<rect x="14" y="74" width="72" height="17" rx="8.5" fill="#1a0640" stroke="#ff8fd8" stroke-width="2"/>` +
    lettering('SCATTER', 50, 83, 12, '#ffe8fb', '#1a0640', 2),
};

const stars = (count: number, seed: number): string => {
  let x = seed;
  const next = (): number => {
    x = (x * 9301 + 49297) % 233280;
    return x / 233280;
  };
  return Array.from({ length: count }, () => {
    const r = next() * 1.8 + 0.6;
    return `<circle cx="${(next() * 1600).toFixed(0)}" cy="${(next() * 1000).toFixed(0)}" r="${r.toFixed(1)}" opacity="${(0.35 + next() * 0.6).toFixed(2)}"/>`;
  }).join('');
};

const backdrop =
  `<defs>${radial(
    'cd-bg',
    [
      [0, '#1a1050'],
      [0.6, '#070822'],
      [1, '#02030a'],
    ],
    0.5,
    0.5,
    0.8,
  )}${radial(
    'cd-neb1',
    [
      [0, 'rgba(255,80,200,.55)'],
      [1, 'rgba(255,80,200,0)'],
    ],
    0.5,
    0.5,
    0.5,
  )}${radial(
    'cd-neb2',
    [
      [0, 'rgba(60,200,255,.45)'],
      [1, 'rgba(60,200,255,0)'],
    ],
    0.5,
    0.5,
    0.5,
  )}</defs>` +
  `<rect width="1600" height="1000" fill="url(#cd-bg)"/>` +
  `<ellipse cx="360" cy="300" rx="520" ry="300" fill="url(#cd-neb1)"/>` +
  `<ellipse cx="1260" cy="720" rx="560" ry="320" fill="url(#cd-neb2)"/>` +
  `<g fill="#fff">${stars(140, 7)}</g>` +
  `<circle cx="1380" cy="170" r="70" fill="url(#cd-planet)" opacity=".6"/>` +
  `<ellipse cx="1380" cy="170" rx="120" ry="22" fill="none" stroke="#e0b060" stroke-width="5" opacity=".45" transform="rotate(-15 1380 170)"/>`;

export const cosmicDrift: SlotTheme = {
  id: 'cosmic-drift',
  defs,
  symbols,
  backdrop,
  board: {
    frame: ['#3a2a8a', '#0b0a2a'],
    frameEdge: '#8ff6ff',
    reel: ['#0d0b2e', '#04040f'],
    reelEdge: '#7a8cff',
  },
  winGlow: '#8ff6ff',
};
