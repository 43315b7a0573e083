import { lettering, linear, radial, shine, type SlotTheme } from '../theme';

// Egyptian gold and lapis: burnished gold relics, lapis inlay, turquoise and carnelian accents.
const defs =
  linear('pw-gold', [
    [0, '#fff4c2'],
    [0.35, '#f5c451'],
    [0.7, '#c88a1e'],
    [1, '#7a4a08'],
  ]) +
  linear(
    'pw-gold-h',
    [
      [0, '#8a560c'],
      [0.3, '#f7d36b'],
      [0.5, '#fff4c2'],
      [0.7, '#f0bd45'],
      [1, '#8a560c'],
    ],
    [0, 0, 1, 0],
  ) +
  linear('pw-lapis', [
    [0, '#4f7fe0'],
    [0.5, '#1d47a8'],
    [1, '#0b1f5c'],
  ]) +
  linear('pw-turq', [
    [0, '#9ff5ea'],
    [1, '#17a398'],
  ]) +
  radial('pw-carnelian', [
    [0, '#ffb199'],
    [0.5, '#d9472b'],
    [1, '#7a1a0c'],
  ]) +
  linear('pw-black', [
    [0, '#3a3f52'],
    [1, '#0d0f17'],
  ]) +
  radial('pw-sun', [
    [0, '#fffbe0'],
    [0.5, '#ffd24d'],
    [1, '#e08a00'],
  ]) +
  linear('pw-stone', [
    [0, '#f3dca0'],
    [1, '#b98a3e'],
  ]);

const symbols: Record<string, string> = {
  lotus:
    `<path d="M50 84c-14 0-26-6-32-16 10 0 20 2 26 8z" fill="url(#pw-turq)" stroke="#0b5a54" stroke-width="2"/>` +
    `<path d="M50 84c14 0 26-6 32-16-10 0-20 2-26 8z" fill="url(#pw-turq)" stroke="#0b5a54" stroke-width="2"/>` +
    `<path d="M50 80C36 74 22 58 20 36c12 4 22 14 28 30z" fill="#f4a6c8" stroke="#8a2d5a" stroke-width="2"/>` +
    `<path d="M50 80c14-6 28-22 30-44-12 4-22 14-28 30z" fill="#f4a6c8" stroke="#8a2d5a" stroke-width="2"/>` +
    `<path d="M50 80C40 66 36 44 50 16c14 28 10 50 0 64z" fill="#fbd0e2" stroke="#8a2d5a" stroke-width="2"/>` +
    `<path d="M50 22v52" stroke="#d07aa4" stroke-width="1.5"/>` +
    `<rect x="30" y="82" width="40" height="8" rx="3" fill="url(#pw-gold)" stroke="#6b4106" stroke-width="1.5"/>`,
  ankh:
    `<path d="M50 8c-13 0-21 10-21 21 0 9 5 16 12 21H20v14h23v28h14V64h23V50H59c7-5 12-12 12-21C71 18 63 8 50 8zm0 13c5 0 8 4 8 9 0 7-4 13-8 17-4-4-8-10-8-17 0-5 3-9 8-9z" fill="url(#pw-gold)" stroke="#6b4106" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="43" y="58" width="14" height="4" fill="url(#pw-lapis)"/>` +
    `<path d="M36 28c0-8 6-14 12-15" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/>`,
  cat:
    `<path d="M36 90c-6-10-6-26 0-38 2-5 2-10 0-14l-4-20 11 12c4-2 10-2 14 0l11-12-4 20c-2 4-2 9 0 14 8 14 8 28 2 38z" fill="url(#pw-black)" stroke="#f5c451" stroke-width="2"/>` +
    `<path d="M38 50c8 4 16 4 24 0v5c-8 4-16 4-24 0z" fill="url(#pw-gold)"/>` +
    `<circle cx="50" cy="60" r="4" fill="url(#pw-lapis)" stroke="#f5c451" stroke-width="1.5"/>` +
    `<path d="M41 34l6 2-6 2zM59 34l-6 2 6 2z" fill="#7dffb0"/>` +
    `<path d="M66 86c10-2 14-10 10-18" fill="none" stroke="#1c1f2b" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="56" cy="14" r="3" fill="url(#pw-gold)"/>`,
  eye:
    `<path d="M8 48c12-16 28-22 42-22s30 6 42 22c-12 10-28 14-42 14S20 58 8 48z" fill="#f7efd9" stroke="url(#pw-gold)" stroke-width="5" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="46" r="13" fill="url(#pw-lapis)" stroke="#0b1f5c" stroke-width="2"/>` +
    `<circle cx="50" cy="46" r="5" fill="#0b0f1e"/>` +
    shine(46, 41, 3, 2, 0, 0.8) +
    `<path d="M6 30c14-8 30-10 44-8s28 6 40 8" fill="none" stroke="url(#pw-lapis)" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M40 60l-6 18c-2 6 4 10 10 8" fill="none" stroke="url(#pw-lapis)" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M62 60l10 10c4 4 10 2 12-2 2-5-3-8-6-6" fill="none" stroke="url(#pw-lapis)" stroke-width="6" stroke-linecap="round"/>`,
  falcon:
    `<path d="M50 28c-8-10-24-14-44-10 10 4 14 10 16 16-6 0-12 2-14 6 10 0 18 2 24 8-4 2-6 6-6 10 8-2 14-2 18 2l6 24 6-24c4-4 10-4 18-2 0-4-2-8-6-10 6-6 14-8 24-8-2-4-8-6-14-6 2-6 6-12 16-16-20-4-36 0-44 10z" fill="url(#pw-gold)" stroke="#6b4106" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M22 34c8 0 16 2 22 8M14 40c10 0 18 2 24 8M78 34c-8 0-16 2-22 8M86 40c-10 0-18 2-24 8" fill="none" stroke="url(#pw-lapis)" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M50 16c5 0 9 4 9 9 0 4-2 7-5 8l-4 6-4-6c-3-1-5-4-5-8 0-5 4-9 9-9z" fill="url(#pw-gold)" stroke="#6b4106" stroke-width="2"/>` +
    `<circle cx="53" cy="23" r="2.2" fill="#0b0f1e"/>` +
    `<circle cx="50" cy="9" r="6" fill="url(#pw-carnelian)" stroke="#6b4106" stroke-width="1.5"/>`,
  pharaoh:
    `<path d="M50 6C30 6 20 18 18 34l-6 48c10 6 24 10 38 10s28-4 38-10l-6-48C80 18 70 6 50 6z" fill="url(#pw-gold)" stroke="#6b4106" stroke-width="2"/>` +
    `<g fill="url(#pw-lapis)"><path d="M22 38l-4 30 8 2 3-30z"/><path d="M78 38l4 30-8 2-3-30z"/><path d="M20 76c4 3 8 4 12 5l1-8-10-3z"/><path d="M80 76c-4 3-8 4-12 5l-1-8 10-3z"/></g>` +
    `<path d="M32 30c0-12 8-18 18-18s18 6 18 18v26c0 12-8 20-18 20s-18-8-18-20z" fill="#c68a3a" stroke="#6b4106" stroke-width="2"/>` +
    `<path d="M32 30h36v-4c-4-8-10-12-18-12s-14 4-18 12z" fill="url(#pw-lapis)"/>` +
    `<path d="M38 40h9M53 40h9" stroke="#1a0f05" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M36 40c3 4 8 4 11 0M53 40c3 4 8 4 11 0" fill="none" stroke="#1a0f05" stroke-width="1.6"/>` +
    `<path d="M50 44v12h-4" fill="none" stroke="#7a4a15" stroke-width="2"/>` +
    `<path d="M43 63c4 2 10 2 14 0" stroke="#6b2a10" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M46 76h8v14h-8z" fill="url(#pw-lapis)" stroke="#6b4106" stroke-width="1.5"/>` +
    `<path d="M46 20c0-6 8-6 8 0l-4 8z" fill="url(#pw-carnelian)"/>`,
  wild:
    `<rect x="8" y="16" width="84" height="68" rx="8" fill="url(#pw-lapis)" stroke="url(#pw-gold)" stroke-width="5"/>` +
    `<rect x="14" y="22" width="72" height="56" rx="4" fill="none" stroke="#f5c451" stroke-width="1.2" stroke-dasharray="4 3"/>` +
    `<path d="M50 4l8 12H42z" fill="url(#pw-gold)"/><path d="M50 96l8-12H42z" fill="url(#pw-gold)"/>` +
    lettering('WILD', 50, 51, 26, 'url(#pw-gold)', '#0b1f5c', 3.5, "Georgia,'Times New Roman',serif"),
  scatter:
    `<circle cx="50" cy="40" r="34" fill="url(#pw-sun)" opacity=".35"/>` +
    `<path d="M50 10L90 76H10z" fill="url(#pw-stone)" stroke="#6b4106" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M50 10L90 76H58z" fill="#000" opacity=".18"/>` +
    `<path d="M50 10l-9 15h18z" fill="url(#pw-gold)"/>` +
    `<path d="M30 56h40M22 66h56M38 44h24" stroke="#8a6224" stroke-width="1.5" opacity=".6"/>` +
    `<rect x="10" y="74" width="80" height="18" rx="5" fill="url(#pw-carnelian)" stroke="url(#pw-gold)" stroke-width="2.5"/>` +
    lettering('SCATTER', 50, 83.5, 12, '#fff4c2', '#5a1206', 2.5),
};

const backdrop =
  `<defs>${linear('pw-sky', [
    [0, '#030b24'],
    [0.55, '#0f2a6b'],
    [0.8, '#a8631a'],
    [1, '#3a1d06'],
  ])}${radial(
    'pw-glow',
    [
      [0, '#ffd36b'],
      [1, 'rgba(255,180,60,0)'],
    ],
    0.5,
    0.5,
    0.5,
  )}</defs>` +
  `<rect width="1600" height="1000" fill="url(#pw-sky)"/>` +
  `<circle cx="800" cy="760" r="420" fill="url(#pw-glow)" opacity=".55"/>` +
  `<path d="M-40 1000L260 640 560 1000zM1040 1000l300-380 300 380z" fill="#2a1606" opacity=".9"/>` +
  `<path d="M260 640l300 360H380zM1340 620l300 380h-160z" fill="#000" opacity=".25"/>` +
  `<path d="M0 930h1600v70H0z" fill="#1a0d03"/>` +
  `<g fill="#ffe7a8" opacity=".7">` +
  [
    [140, 80],
    [420, 140],
    [700, 60],
    [980, 110],
    [1250, 70],
    [1480, 160],
    [300, 260],
    [1150, 240],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8"/>`)
    .join('') +
  `</g>` +
  `<g fill="none" stroke="#f5c451" stroke-opacity=".18" stroke-width="2">` +
  `<path d="M0 40h1600M0 52h1600"/></g>`;

export const pharaohsWays: SlotTheme = {
  id: 'pharaohs-ways',
  defs,
  symbols,
  backdrop,
  board: {
    frame: ['#f5c451', '#7a4a08'],
    frameEdge: '#fff0b8',
    reel: ['#0e2a6e', '#061437'],
    reelEdge: '#f5c451',
  },
  winGlow: '#ffd86b',
};
