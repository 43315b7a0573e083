import { lettering, linear, radial, shine, type SlotTheme } from '../theme';

// Crystal cave: faceted gems lit from the upper left, on violet rock with cyan light.

type Point = [number, number];

/** A cut gem: the outline, a crown of facets shaded by where they face, and a bright table. */
function facetGem(
  outline: Point[],
  colours: { light: string; mid: string; dark: string; edge: string },
  inner = 0.52,
): string {
  const cx = outline.reduce((sum, [x]) => sum + x, 0) / outline.length;
  const cy = outline.reduce((sum, [, y]) => sum + y, 0) / outline.length;
  const table = outline.map(([x, y]): Point => [cx + (x - cx) * inner, cy + (y - cy) * inner]);
  const pts = (list: Point[]): string => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const facets = outline
    .map((p, i) => {
      const q = outline[(i + 1) % outline.length] ?? p;
      const tp = table[i] ?? p;
      const tq = table[(i + 1) % table.length] ?? q;
      // Facets facing up and left catch the light.
      const mx = (p[0] + q[0]) / 2 - cx;
      const my = (p[1] + q[1]) / 2 - cy;
      const lit = -mx * 0.6 - my;
      const fill = lit > 8 ? colours.light : lit < -8 ? colours.dark : colours.mid;
      return `<polygon points="${pts([p, q, tq, tp])}" fill="${fill}"/>`;
    })
    .join('');
  return (
    `<polygon points="${pts(outline)}" fill="${colours.dark}" stroke="${colours.edge}" stroke-width="2.5" stroke-linejoin="round"/>` +
    facets +
    `<polygon points="${pts(table)}" fill="${colours.light}" opacity=".9"/>` +
    `<polygon points="${pts(table)}" fill="#fff" opacity=".22"/>` +
    `<polygon points="${pts(outline)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.2" stroke-linejoin="round"/>`
  );
}

const polygon = (sides: number, r: number, rotate = 0, cx = 50, cy = 50, squash = 1): Point[] =>
  Array.from({ length: sides }, (_, i) => {
    const a = ((i / sides) * 360 + rotate) * (Math.PI / 180);
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r * squash];
  });

const sparkle = (x: number, y: number, r: number): string =>
  `<path d="M${x} ${y - r}L${x + r * 0.22} ${y - r * 0.22} ${x + r} ${y} ${x + r * 0.22} ${y + r * 0.22} ${x} ${y + r} ${x - r * 0.22} ${y + r * 0.22} ${x - r} ${y} ${x - r * 0.22} ${y - r * 0.22}z" fill="#fff"/>`;

const defs =
  linear('cc-gold', [
    [0, '#fff6c8'],
    [0.45, '#ffcb45'],
    [1, '#a8680a'],
  ]) +
  radial(
    'cc-glow',
    [
      [0, '#ffffff'],
      [0.35, '#c9f7ff'],
      [1, 'rgba(120,200,255,0)'],
    ],
    0.5,
    0.5,
    0.5,
  ) +
  linear('cc-heart', [
    [0, '#ff9bb5'],
    [0.5, '#ff2d6b'],
    [1, '#8a0030'],
  ]) +
  linear('cc-star', [
    [0, '#ffffff'],
    [0.5, '#9ff0ff'],
    [1, '#6a5cff'],
  ]);

const symbols: Record<string, string> = {
  'gem-blue': facetGem(polygon(8, 40, 22.5), {
    light: '#8fd8ff',
    mid: '#2f8cff',
    dark: '#0b2f8a',
    edge: '#cfefff',
  }),
  'gem-green': facetGem(
    [
      [34, 10],
      [66, 10],
      [80, 24],
      [80, 76],
      [66, 90],
      [34, 90],
      [20, 76],
      [20, 24],
    ],
    { light: '#9dffc4', mid: '#1fc46a', dark: '#06582c', edge: '#d6ffe6' },
    0.5,
  ),
  'gem-purple': facetGem(
    [
      [12, 22],
      [88, 22],
      [50, 90],
    ],
    { light: '#e3b8ff', mid: '#a24bff', dark: '#45108a', edge: '#f1dcff' },
    0.48,
  ),
  'gem-red': facetGem(
    polygon(12, 40, 0),
    { light: '#ffa5a5', mid: '#f0243b', dark: '#7a0616', edge: '#ffd6da' },
    0.55,
  ),
  'gem-yellow': facetGem(
    [
      [50, 8],
      [90, 50],
      [50, 92],
      [10, 50],
    ],
    { light: '#fff6a8', mid: '#ffc824', dark: '#9a6400', edge: '#fffbe0' },
    0.5,
  ),
  heart:
    `<path d="M50 88C26 70 10 56 10 36c0-14 10-24 23-24 8 0 14 4 17 10 3-6 9-10 17-10 13 0 23 10 23 24 0 20-16 34-40 52z" fill="url(#cc-heart)" stroke="#ffd1de" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M50 80C32 66 20 54 20 38c0-9 6-16 14-16 7 0 12 5 16 12 4-7 9-12 16-12 8 0 14 7 14 16 0 16-12 28-30 42z" fill="#ff5b86" opacity=".55"/>` +
    `<path d="M50 22v58M20 38l30 10 30-10" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/>` +
    shine(32, 30, 8, 4, -35, 0.6) +
    sparkle(72, 26, 7),
  crown:
    `<path d="M12 76L8 30l22 20 20-34 20 34 22-20-4 46z" fill="url(#cc-gold)" stroke="#7a4500" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="12" y="72" width="76" height="14" rx="4" fill="url(#cc-gold)" stroke="#7a4500" stroke-width="2.5"/>` +
    `<circle cx="8" cy="28" r="5" fill="url(#cc-gold)" stroke="#7a4500" stroke-width="1.5"/><circle cx="92" cy="28" r="5" fill="url(#cc-gold)" stroke="#7a4500" stroke-width="1.5"/><circle cx="50" cy="13" r="6" fill="url(#cc-gold)" stroke="#7a4500" stroke-width="1.5"/>` +
    `<circle cx="50" cy="54" r="8" fill="#ff2d6b" stroke="#fff" stroke-opacity=".6"/><circle cx="28" cy="60" r="5" fill="#2f8cff"/><circle cx="72" cy="60" r="5" fill="#1fc46a"/>` +
    `<g fill="#a24bff"><circle cx="26" cy="79" r="3"/><circle cx="50" cy="79" r="3"/><circle cx="74" cy="79" r="3"/></g>` +
    shine(47, 51, 3, 2, 0, 0.8) +
    `<path d="M18 70l-2-26" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".5"/>`,
  scatter:
    `<circle cx="50" cy="46" r="46" fill="url(#cc-glow)"/>` +
    `<path d="M50 4l10 30 32 2-25 19 9 31-26-18-26 18 9-31-25-19 32-2z" fill="url(#cc-star)" stroke="#ffffff" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M50 4l-10 30 10 16 10-16zM50 50l-26 36 26-18 26 18z" fill="#fff" opacity=".35"/>` +
    `<rect x="14" y="76" width="72" height="17" rx="8.5" fill="#2a0f55" stroke="#9ff0ff" stroke-width="2"/>` +
    lettering('SCATTER', 50, 85, 12, '#e8fbff', '#2a0f55', 2),
};

const backdrop =
  `<defs>${radial(
    'cc-bg',
    [
      [0, '#3a1a6e'],
      [0.6, '#150a2e'],
      [1, '#07040f'],
    ],
    0.5,
    0.45,
    0.8,
  )}${linear('cc-shard', [
    [0, '#7ff0ff'],
    [1, '#4b1f9e'],
  ])}</defs>` +
  `<rect width="1600" height="1000" fill="url(#cc-bg)"/>` +
  `<g opacity=".55">` +
  `<path d="M0 1000L60 700 140 760 190 560 260 820 330 1000z" fill="url(#cc-shard)"/>` +
  `<path d="M1600 1000l-70-330-70 110-60-220-80 300-60 140z" fill="url(#cc-shard)"/>` +
  `<path d="M120 0l40 200 50-120 40 160 40-240z" fill="url(#cc-shard)" opacity=".6"/>` +
  `<path d="M1480 0l-30 180-60-90-30 150-40-240z" fill="url(#cc-shard)" opacity=".6"/>` +
  `</g>` +
  `<g fill="#bff6ff">` +
  [
    [300, 200, 3],
    [520, 120, 2],
    [1100, 160, 3],
    [1320, 320, 2],
    [240, 520, 2],
    [1400, 620, 3],
    [760, 60, 2],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" opacity=".8"/>`)
    .join('') +
  `</g>`;

export const crystalCascade: SlotTheme = {
  id: 'crystal-cascade',
  defs,
  symbols,
  backdrop,
  board: {
    frame: ['#6a3fd0', '#1c0b44'],
    frameEdge: '#9ff0ff',
    reel: ['#1b0f3a', '#0b0620'],
    reelEdge: '#b784ff',
  },
  winGlow: '#aef6ff',
};
