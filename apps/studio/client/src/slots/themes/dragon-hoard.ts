import { lettering, linear, radial, shine, type SlotTheme } from '../theme';

// A dragon's lair: hammered gold, blood-red enamel and cold steel, in ember light.
const defs =
  radial('dh-gold', [
    [0, '#fff7cf'],
    [0.45, '#ffc93c'],
    [1, '#8a4f00'],
  ]) +
  linear('dh-gold-l', [
    [0, '#fff1b0'],
    [0.5, '#f2b531'],
    [1, '#7a4300'],
  ]) +
  linear('dh-steel', [
    [0, '#f4f8ff'],
    [0.45, '#a9b6c9'],
    [1, '#4a5568'],
  ]) +
  linear(
    'dh-steel-h',
    [
      [0, '#5b6678'],
      [0.5, '#eef3fb'],
      [1, '#5b6678'],
    ],
    [0, 0, 1, 0],
  ) +
  linear('dh-red', [
    [0, '#ff6b5b'],
    [0.5, '#c81e1e'],
    [1, '#5c0606'],
  ]) +
  linear('dh-wood', [
    [0, '#a0622d'],
    [1, '#4a260c'],
  ]) +
  linear('dh-scale', [
    [0, '#ff8a3d'],
    [0.5, '#d42a12'],
    [1, '#5e0a04'],
  ]) +
  radial(
    'dh-fire',
    [
      [0, '#fff6b0'],
      [0.4, '#ffb02e'],
      [0.8, '#ff4d12'],
      [1, '#a10d00'],
    ],
    0.5,
    0.75,
    0.8,
  ) +
  radial('dh-egg', [
    [0, '#b9ffda'],
    [0.45, '#1fa866'],
    [1, '#053a22'],
  ]);

const symbols: Record<string, string> = {
  coin:
    `<circle cx="50" cy="50" r="40" fill="url(#dh-gold)" stroke="#6b3a00" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="31" fill="none" stroke="#a8650a" stroke-width="3" stroke-dasharray="2 3"/>` +
    `<path d="M50 27l6.5 14 15 1.6-11.3 10 3.2 15L50 60l-13.4 7.6 3.2-15-11.3-10 15-1.6z" fill="#e39a1c" stroke="#8a4f00" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M50 27l6.5 14L50 50z" fill="#fff3b0" opacity=".6"/>` +
    shine(36, 32, 10, 5, -35, 0.55),
  shield:
    `<path d="M50 8l36 10v26c0 24-16 40-36 48C30 84 14 68 14 44V18z" fill="url(#dh-gold-l)" stroke="#6b3a00" stroke-width="2.5"/>` +
    `<path d="M50 16l28 8v20c0 19-12 32-28 39-16-7-28-20-28-39V24z" fill="url(#dh-red)"/>` +
    `<path d="M50 16v67M22 42h56" stroke="url(#dh-gold-l)" stroke-width="6"/>` +
    `<circle cx="50" cy="42" r="9" fill="url(#dh-gold)" stroke="#6b3a00" stroke-width="2"/>` +
    `<path d="M26 26c4-2 8-3 12-4" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5"/>`,
  sword:
    `<path d="M50 4l7 10v52H43V14z" fill="url(#dh-steel-h)" stroke="#2a3140" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M50 8v56" stroke="#fff" stroke-width="1.5" opacity=".7"/>` +
    `<path d="M22 64h56c2 0 3 5 0 6H22c-3-1-2-6 0-6z" fill="url(#dh-gold-l)" stroke="#6b3a00" stroke-width="2"/>` +
    `<circle cx="20" cy="67" r="5" fill="url(#dh-red)" stroke="#6b3a00" stroke-width="1.5"/><circle cx="80" cy="67" r="5" fill="url(#dh-red)" stroke="#6b3a00" stroke-width="1.5"/>` +
    `<rect x="45" y="70" width="10" height="16" fill="url(#dh-wood)" stroke="#3a1d05" stroke-width="1.5"/>` +
    `<path d="M45 74h10M45 79h10" stroke="#f2b531" stroke-width="1.5"/>` +
    `<circle cx="50" cy="91" r="6" fill="url(#dh-gold)" stroke="#6b3a00" stroke-width="2"/>`,
  helmet:
    `<path d="M62 14c10-8 22-6 30 2-8 0-14 4-18 10z" fill="url(#dh-red)" stroke="#5c0606" stroke-width="1.5"/>` +
    `<path d="M50 12c-20 0-32 16-32 36v30c0 6 4 10 10 10h44c6 0 10-4 10-10V48c0-20-12-36-32-36z" fill="url(#dh-steel)" stroke="#2a3140" stroke-width="2.5"/>` +
    `<path d="M50 12v76" stroke="#2a3140" stroke-width="2"/>` +
    `<path d="M26 50h48v8H26zM30 64h14v4H30zM56 64h14v4H56z" fill="#141821"/>` +
    `<path d="M18 48h64" stroke="url(#dh-gold-l)" stroke-width="4"/>` +
    `<g fill="url(#dh-gold)"><circle cx="28" cy="80" r="2.5"/><circle cx="40" cy="80" r="2.5"/><circle cx="60" cy="80" r="2.5"/><circle cx="72" cy="80" r="2.5"/></g>` +
    `<path d="M28 40c2-10 8-18 16-21" stroke="#fff" stroke-width="3.5" stroke-linecap="round" opacity=".6"/>`,
  chest:
    `<g fill="url(#dh-gold)" stroke="#6b3a00" stroke-width="1.5"><circle cx="30" cy="40" r="8"/><circle cx="46" cy="34" r="8"/><circle cx="62" cy="38" r="8"/><circle cx="74" cy="44" r="7"/><circle cx="38" cy="30" r="7"/></g>` +
    `<path d="M52 22l6 6-6 6-6-6z" fill="#2fd0ff" stroke="#fff" stroke-width="1"/>` +
    `<path d="M12 46h76v38c0 3-2 6-6 6H18c-4 0-6-3-6-6z" fill="url(#dh-wood)" stroke="#3a1d05" stroke-width="2.5"/>` +
    `<path d="M10 40h80v12H10z" fill="url(#dh-wood)" stroke="#3a1d05" stroke-width="2.5"/>` +
    `<path d="M24 40v50M76 40v50M10 46h80" stroke="url(#dh-gold-l)" stroke-width="5"/>` +
    `<rect x="42" y="52" width="16" height="18" rx="3" fill="url(#dh-gold)" stroke="#6b3a00" stroke-width="2"/>` +
    `<path d="M50 58v6" stroke="#3a1d05" stroke-width="3" stroke-linecap="round"/>`,
  dragon:
    `<path d="M22 30c-2-12 4-22 12-26-2 8 0 14 4 18zM44 22c4-10 14-16 24-16-6 6-8 12-8 18z" fill="url(#dh-gold-l)" stroke="#6b3a00" stroke-width="1.5"/>` +
    `<path d="M14 56c0-20 14-36 36-36 14 0 24 6 32 16l12 6-6 8 4 10c-6 2-12 2-18 0l-8 8c-6 6-16 10-26 10-16 0-26-10-26-22z" fill="url(#dh-scale)" stroke="#3a0400" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M56 62c8 2 16 2 24 0l-6 8c-6 2-12 2-18-2z" fill="#2a0200"/>` +
    `<path d="M60 62l3 5 3-5M68 62l3 5 3-5" fill="#fff"/>` +
    `<path d="M46 38c6-4 14-4 18 0-4 4-12 6-18 0z" fill="#ffe14d" stroke="#3a0400" stroke-width="1.5"/>` +
    `<path d="M54 34v8" stroke="#3a0400" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M20 62c6 4 12 6 18 6M22 50c6 2 12 2 16 0M30 76c4 2 8 2 12 0" fill="none" stroke="#ffb02e" stroke-width="2" stroke-linecap="round" opacity=".7"/>` +
    `<path d="M86 40l8-6M84 50l10 0" stroke="#ffb02e" stroke-width="2" stroke-linecap="round"/>` +
    shine(34, 36, 8, 4, -30, 0.35),
  wild:
    `<path d="M50 4c6 12 20 18 18 34 8-4 10-12 10-18 10 12 14 24 12 38-2 20-18 34-40 34S12 78 10 58c-2-14 4-26 12-34 0 8 4 14 10 16-4-18 8-28 18-36z" fill="url(#dh-fire)" stroke="#6b0a00" stroke-width="2"/>` +
    `<path d="M50 36c4 8 12 12 10 22 6-2 8-8 8-10 4 8 4 16 2 22-4 10-12 14-20 14s-18-6-20-16c-1-6 1-12 5-16 0 4 2 8 6 8-2-10 4-18 9-24z" fill="#fff2a8" opacity=".55"/>` +
    lettering('WILD', 50, 64, 25, '#fff', '#8a1200', 4, "Georgia,'Times New Roman',serif"),
  scatter:
    `<ellipse cx="50" cy="86" rx="30" ry="6" fill="#000" opacity=".35"/>` +
    `<path d="M50 8c18 0 32 24 32 46 0 18-14 32-32 32S18 72 18 54C18 32 32 8 50 8z" fill="url(#dh-egg)" stroke="#ffd45a" stroke-width="2.5"/>` +
    `<path d="M26 40c8 4 14 2 20-4 6 6 14 8 22 2M22 60c10 4 18 2 28-4 8 6 18 6 28 2" fill="none" stroke="#ffd45a" stroke-width="2.5" stroke-linecap="round"/>` +
    shine(38, 28, 7, 4, -30, 0.6) +
    `<rect x="13" y="68" width="74" height="17" rx="8.5" fill="#3a0400" stroke="url(#dh-gold-l)" stroke-width="2.5"/>` +
    lettering('SCATTER', 50, 77, 12, '#ffe9a8', '#3a0400', 2),
};

const backdrop =
  `<defs>${radial(
    'dh-bg',
    [
      [0, '#5a1206'],
      [0.55, '#240503'],
      [1, '#0a0201'],
    ],
    0.5,
    0.7,
    0.8,
  )}${linear('dh-rock', [
    [0, '#2a0905'],
    [1, '#0a0201'],
  ])}${radial(
    'dh-ember',
    [
      [0, '#ffcf5a'],
      [1, 'rgba(255,90,20,0)'],
    ],
    0.5,
    0.5,
    0.5,
  )}</defs>` +
  `<rect width="1600" height="1000" fill="url(#dh-bg)"/>` +
  `<ellipse cx="800" cy="1000" rx="900" ry="260" fill="url(#dh-ember)" opacity=".45"/>` +
  `<path d="M0 0h1600v120c-80 30-140 10-220 50s-120-10-200 20-160 0-240 30-180-20-260 10-200-10-280 20S160 220 0 180z" fill="url(#dh-rock)"/>` +
  `<path d="M0 1000V820c80-20 140 10 220-20s140 20 220 0 120 40 200 20l160 180zM1600 1000V800c-90-10-140 30-220 10s-140 30-220 20l-100 170z" fill="url(#dh-rock)"/>` +
  `<g fill="#ffb02e">` +
  [
    [200, 700, 3],
    [340, 560, 2],
    [520, 760, 2.5],
    [1080, 720, 3],
    [1260, 600, 2],
    [1420, 760, 2.5],
    [760, 820, 2],
    [940, 640, 2],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" opacity=".75"/>`)
    .join('') +
  `</g>`;

export const dragonHoard: SlotTheme = {
  id: 'dragon-hoard',
  defs,
  symbols,
  backdrop,
  board: {
    frame: ['#b3420f', '#3a0703'],
    frameEdge: '#ffb02e',
    reel: ['#2a0a06', '#120302'],
    reelEdge: '#ff6a1a',
  },
  winGlow: '#ffb347',
};
