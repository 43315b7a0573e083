import { lettering, linear, radial, shine, type SlotTheme } from '../theme';

// A classic three-reel machine: emerald green, polished gold and cherry-red sevens.
const defs =
  linear('cs-gold', [
    [0, '#fffbe0'],
    [0.4, '#f5d062'],
    [0.75, '#c8901f'],
    [1, '#7a5208'],
  ]) +
  radial(
    'cs-leaf',
    [
      [0, '#b8ffc8'],
      [0.45, '#27c25e'],
      [1, '#04521f'],
    ],
    0.35,
    0.3,
    0.9,
  ) +
  linear('cs-red', [
    [0, '#ff8d8d'],
    [0.45, '#e01b2c'],
    [1, '#6e000c'],
  ]) +
  linear('cs-silver', [
    [0, '#ffffff'],
    [0.5, '#c8d2dc'],
    [1, '#6c7a88'],
  ]) +
  linear('cs-bar', [
    [0, '#1f3a2a'],
    [1, '#06140c'],
  ]) +
  linear('cs-green', [
    [0, '#37d67a'],
    [1, '#0b6a32'],
  ]);

const leaf = (rotate: number): string =>
  `<path d="M50 50C38 44 28 34 30 22c2-9 12-12 18-6 2 2 2 4 2 6 0-2 0-4 2-6 6-6 16-3 18 6 2 12-8 22-20 28z" fill="url(#cs-leaf)" stroke="#033d17" stroke-width="2" transform="rotate(${rotate} 50 50)"/>` +
  `<path d="M50 48c-4-8-8-16-8-24" fill="none" stroke="#0b7a34" stroke-width="1.5" transform="rotate(${rotate} 50 50)"/>`;

const wild = (factor: string, fill: string): string =>
  `<rect x="8" y="14" width="84" height="72" rx="14" fill="url(#cs-green)" stroke="url(#cs-gold)" stroke-width="5"/>` +
  `<rect x="15" y="21" width="70" height="58" rx="9" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="1.5"/>` +
  lettering('WILD', 50, 38, 22, 'url(#cs-gold)', '#053016', 3.5, "Georgia,'Times New Roman',serif") +
  `<circle cx="50" cy="64" r="15" fill="${fill}" stroke="url(#cs-gold)" stroke-width="3"/>` +
  lettering(factor, 50, 64.5, 17, '#fff', '#3a0006', 3);

const symbols: Record<string, string> = {
  clover:
    `<path d="M50 52c4 14 12 26 22 34" fill="none" stroke="#0b6a32" stroke-width="5" stroke-linecap="round"/>` +
    leaf(0) +
    leaf(90) +
    leaf(180) +
    leaf(270) +
    `<circle cx="50" cy="50" r="5" fill="#0b7a34"/>` +
    shine(38, 30, 5, 3, -30, 0.5) +
    shine(72, 40, 4, 2.5, -30, 0.4),
  horseshoe:
    `<path d="M22 20c-6 24-6 44 6 58 6 7 14 10 22 10s16-3 22-10c12-14 12-34 6-58l-14 3c4 18 4 32-4 42-3 4-6 6-10 6s-7-2-10-6c-8-10-8-24-4-42z" fill="url(#cs-gold)" stroke="#6b4500" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<g fill="#6b4500"><circle cx="26" cy="34" r="2.4"/><circle cx="25" cy="48" r="2.4"/><circle cx="29" cy="62" r="2.4"/><circle cx="74" cy="34" r="2.4"/><circle cx="75" cy="48" r="2.4"/><circle cx="71" cy="62" r="2.4"/></g>` +
    `<path d="M24 26c-2 10-2 22 2 32" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".6"/>`,
  bar:
    `<rect x="8" y="26" width="84" height="48" rx="8" fill="url(#cs-gold)" stroke="#6b4500" stroke-width="2.5"/>` +
    `<rect x="14" y="32" width="72" height="36" rx="5" fill="url(#cs-bar)"/>` +
    lettering('BAR', 50, 51, 26, 'url(#cs-gold)', '#000', 2, "Georgia,'Times New Roman',serif"),
  bell:
    `<path d="M50 12c-16 0-24 13-24 30 0 14-4 22-12 28h72c-8-6-12-14-12-28 0-17-8-30-24-30z" fill="url(#cs-gold)" stroke="#6b4500" stroke-width="2.5"/>` +
    `<rect x="12" y="68" width="76" height="10" rx="5" fill="url(#cs-gold)" stroke="#6b4500" stroke-width="2"/>` +
    `<circle cx="50" cy="84" r="7" fill="url(#cs-gold)" stroke="#6b4500" stroke-width="2"/>` +
    `<path d="M44 10h12v6H44z" fill="#6b4500"/>` +
    `<path d="M36 28c-3 8-4 20-4 30" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M30 56h40" stroke="#6b4500" stroke-width="2" opacity=".5"/>`,
  seven:
    `<path d="M16 14h70v16C70 46 60 64 56 90H32c4-24 14-44 28-58H16z" fill="url(#cs-red)" stroke="url(#cs-gold)" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M22 20h56" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/>` +
    `<path d="M52 40c-6 10-10 22-12 38" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".35"/>`,
  wild2: wild('×2', 'url(#cs-red)'),
  wild3: wild('×3', '#7b2cbf'),
};

const backdrop =
  `<defs>${radial(
    'cs-bg',
    [
      [0, '#0f5a30'],
      [0.6, '#06301a'],
      [1, '#020f08'],
    ],
    0.5,
    0.45,
    0.8,
  )}</defs>` +
  `<rect width="1600" height="1000" fill="url(#cs-bg)"/>` +
  `<g fill="#39d67c" opacity=".07">` +
  Array.from({ length: 40 }, (_, i) => {
    const x = (i % 8) * 220 + (Math.floor(i / 8) % 2) * 110;
    const y = Math.floor(i / 8) * 220;
    return `<path transform="translate(${x} ${y}) scale(.9)" d="M50 50C38 44 28 34 30 22c2-9 12-12 18-6 2 2 2 4 2 6 0-2 0-4 2-6 6-6 16-3 18 6 2 12-8 22-20 28zm0 0c6 12 16 22 28 20 9-2 12-12 6-18-2-2-4-2-6-2 2 0 4 0 6-2 6-6 3-16-6-18-12-2-22 8-28 20zm0 0c12-6 22-16 20-28-2-9-12-12-18-6-2 2-2 4-2 6 0-2 0-4-2-6-6-6-16-3-18 6-2 12 8 22 20 28zm0 0c-6-12-16-22-28-20-9 2-12 12-6 18 2 2 4 2 6 2-2 0-4 0-6 2-6 6-3 16 6 18 12 2 22-8 28-20z"/>`;
  }).join('') +
  `</g>` +
  `<g fill="none" stroke="#f5d062" stroke-opacity=".25" stroke-width="3"><rect x="30" y="30" width="1540" height="940" rx="40"/></g>`;

export const cloverSevens: SlotTheme = {
  id: 'clover-sevens',
  defs,
  symbols,
  backdrop,
  board: {
    frame: ['#f5d062', '#8a5c0a'],
    frameEdge: '#fffbe0',
    reel: ['#fdfbf2', '#e4dcc4'],
    reelEdge: '#8a5c0a',
  },
  winGlow: '#ffe17a',
};
