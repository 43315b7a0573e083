import { glowPath, lettering, linear, radial, shine, type SlotTheme } from '../theme';

// Neon arcade: glossy fruit outlined in neon tubes on a synthwave grid.
const defs =
  radial('nf-red', [
    [0, '#ffc2cf'],
    [0.35, '#ff2d55'],
    [1, '#7a0025'],
  ]) +
  radial('nf-yellow', [
    [0, '#fffbd1'],
    [0.4, '#ffe53b'],
    [1, '#b98700'],
  ]) +
  radial('nf-orange', [
    [0, '#ffe0b0'],
    [0.4, '#ff8f1f'],
    [1, '#a33d00'],
  ]) +
  radial('nf-plum', [
    [0, '#f1c4ff'],
    [0.4, '#a23bff'],
    [1, '#3d0678'],
  ]) +
  radial('nf-grape', [
    [0, '#d9ffd0'],
    [0.4, '#5ee64a'],
    [1, '#136b12'],
  ]) +
  linear('nf-leaf', [
    [0, '#8dff7a'],
    [1, '#14a83b'],
  ]) +
  linear('nf-gold', [
    [0, '#fff6c2'],
    [0.45, '#ffc83d'],
    [1, '#a86300'],
  ]) +
  linear('nf-seven', [
    [0, '#ff9aa9'],
    [0.45, '#ff1f4b'],
    [1, '#8c0022'],
  ]) +
  linear('nf-wild', [
    [0, '#ff4fd8'],
    [1, '#6a1bff'],
  ]) +
  linear('nf-bar', [
    [0, '#1c0b33'],
    [1, '#07020f'],
  ]);

const leaf = (x: number, y: number, rotate: number): string =>
  `<path d="M${x} ${y}c8-10 22-10 28-2-8 9-20 10-28 2z" fill="url(#nf-leaf)" stroke="#b6ff9e" stroke-width="1.5" transform="rotate(${rotate} ${x} ${y})"/>`;

const symbols: Record<string, string> = {
  cherry:
    `<path d="M34 66C38 44 48 26 60 16M66 70C66 48 63 30 60 16" fill="none" stroke="#3dff7a" stroke-width="9" stroke-linecap="round" opacity=".25"/>` +
    `<path d="M34 66C38 44 48 26 60 16M66 70C66 48 63 30 60 16" fill="none" stroke="#54e36b" stroke-width="3.5" stroke-linecap="round"/>` +
    leaf(60, 17, -18) +
    glowPath('M34 50a17 17 0 1 0 .1 0z', 'url(#nf-red)', '#ff6b8f', 2.5) +
    glowPath('M67 54a17 17 0 1 0 .1 0z', 'url(#nf-red)', '#ff6b8f', 2.5) +
    shine(27, 60, 6, 3.5) +
    shine(60, 64, 6, 3.5),
  lemon:
    glowPath(
      'M10 54c6-2 8-8 12-14 10-14 34-20 52-10 6 3 10 8 12 12 3 3 6 4 8 6-4 2-6 6-8 10-8 16-32 26-54 16-8-4-12-8-14-12-2-4-5-6-8-8z',
      'url(#nf-yellow)',
      '#fff36b',
      2.5,
    ) +
    `<path d="M30 44c10-10 26-12 38-6" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/>` +
    `<g fill="#c99a00" opacity=".45"><circle cx="40" cy="62" r="1.4"/><circle cx="52" cy="66" r="1.4"/><circle cx="64" cy="60" r="1.4"/><circle cx="46" cy="54" r="1.4"/><circle cx="58" cy="52" r="1.4"/></g>`,
  orange:
    leaf(52, 22, -30) +
    glowPath('M50 22a32 32 0 1 0 .1 0z', 'url(#nf-orange)', '#ffb347', 2.5) +
    `<g fill="#a94400" opacity=".35"><circle cx="36" cy="62" r="1.5"/><circle cx="46" cy="70" r="1.5"/><circle cx="60" cy="66" r="1.5"/><circle cx="66" cy="54" r="1.5"/><circle cx="42" cy="48" r="1.5"/><circle cx="56" cy="44" r="1.5"/><circle cx="70" cy="72" r="1.5"/></g>` +
    `<circle cx="50" cy="24" r="3" fill="#5a2a00"/>` +
    shine(38, 38, 9, 5),
  plum:
    leaf(50, 20, -40) +
    glowPath(
      'M50 20c22 0 32 18 32 36 0 20-14 32-32 32S18 76 18 56c0-18 10-36 32-36z',
      'url(#nf-plum)',
      '#d68bff',
      2.5,
    ) +
    `<path d="M50 22c-8 14-8 40 2 64" fill="none" stroke="#3d0678" stroke-width="2.5" opacity=".55"/>` +
    shine(36, 42, 8, 5),
  grape:
    `<path d="M50 22V12" stroke="#7c4a1a" stroke-width="4" stroke-linecap="round"/>` +
    leaf(52, 14, -10) +
    [
      [30, 36],
      [50, 34],
      [70, 36],
      [40, 53],
      [60, 53],
      [20, 52],
      [80, 52],
      [30, 69],
      [50, 70],
      [70, 69],
      [40, 85],
      [60, 85],
    ]
      .slice(0, 12)
      .filter(([x]) => x !== 20 && x !== 80)
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="11" fill="url(#nf-grape)" stroke="#a6ff8f" stroke-width="1.8"/>` +
          shine((x ?? 0) - 4, (y ?? 0) - 4, 3, 2),
      )
      .join(''),
  bell:
    glowPath(
      'M50 14c-16 0-24 13-24 30 0 14-4 22-12 28h72c-8-6-12-14-12-28 0-17-8-30-24-30z',
      'url(#nf-gold)',
      '#ffe27a',
      2.5,
    ) +
    `<rect x="12" y="70" width="76" height="10" rx="5" fill="url(#nf-gold)" stroke="#ffe27a" stroke-width="2"/>` +
    `<circle cx="50" cy="86" r="7" fill="url(#nf-gold)" stroke="#ffe27a" stroke-width="2"/>` +
    `<circle cx="50" cy="12" r="5" fill="url(#nf-gold)" stroke="#ffe27a" stroke-width="2"/>` +
    `<path d="M36 30c-3 8-4 20-4 30" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".5"/>`,
  bar:
    `<rect x="8" y="30" width="84" height="40" rx="9" fill="none" stroke="#19f0ff" stroke-width="9" opacity=".3"/>` +
    `<rect x="8" y="30" width="84" height="40" rx="9" fill="url(#nf-bar)" stroke="#19f0ff" stroke-width="3"/>` +
    `<rect x="14" y="36" width="72" height="28" rx="5" fill="none" stroke="#19f0ff" stroke-width="1" opacity=".5"/>` +
    lettering('BAR', 50, 51, 27, '#c8fbff', '#0a9fb5', 2.5),
  seven:
    glowPath('M18 16h66v14C68 46 58 64 54 88H32c4-22 14-42 28-56H18z', 'url(#nf-seven)', '#ff7a95', 3) +
    `<path d="M24 21h52" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
  wild:
    `<rect x="6" y="18" width="88" height="64" rx="14" fill="none" stroke="#19f0ff" stroke-width="10" opacity=".3"/>` +
    `<rect x="6" y="18" width="88" height="64" rx="14" fill="url(#nf-wild)" stroke="#19f0ff" stroke-width="3"/>` +
    `<path d="M16 26h68" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".35"/>` +
    lettering('WILD', 50, 52, 27, '#fff', '#3a0066', 4) +
    `<path d="M50 4l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="#ffe83a"/>` +
    `<path d="M50 80l2.4 5.6 5.6.8-4 4 1 5.6-5-2.6-5 2.6 1-5.6-4-4 5.6-.8z" fill="#ffe83a"/>`,
};

const backdrop =
  `<defs>${linear('nf-sky', [
    [0, '#07021a'],
    [0.55, '#2a0845'],
    [0.62, '#ff2bd6'],
    [0.63, '#12031f'],
    [1, '#05010d'],
  ])}${radial(
    'nf-sun',
    [
      [0, '#ffe83a'],
      [0.5, '#ff7a3d'],
      [1, '#ff2bd6'],
    ],
    0.5,
    0.2,
    0.9,
  )}</defs>` +
  `<rect width="1600" height="1000" fill="url(#nf-sky)"/>` +
  `<circle cx="800" cy="560" r="260" fill="url(#nf-sun)" opacity=".55"/>` +
  `<g stroke="#ff2bd6" stroke-width="2" opacity=".55">` +
  Array.from(
    { length: 17 },
    (_, i) => `<line x1="${800 + (i - 8) * 40}" y1="625" x2="${800 + (i - 8) * 260}" y2="1000"/>`,
  ).join('') +
  [640, 660, 690, 735, 800, 890, 1000].map((y) => `<line x1="0" y1="${y}" x2="1600" y2="${y}"/>`).join('') +
  `</g>` +
  `<g fill="#19f0ff" opacity=".6">` +
  [
    [120, 90],
    [340, 180],
    [520, 70],
    [1100, 120],
    [1290, 60],
    [1480, 200],
    [220, 330],
    [1380, 380],
    [900, 40],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2"/>`)
    .join('') +
  `</g>`;

export const neonFruits: SlotTheme = {
  id: 'neon-fruits',
  defs,
  symbols,
  backdrop,
  board: {
    frame: ['#3a0d5e', '#12031f'],
    frameEdge: '#ff2bd6',
    reel: ['#150630', '#07020f'],
    reelEdge: '#19f0ff',
  },
  winGlow: '#19f0ff',
};
