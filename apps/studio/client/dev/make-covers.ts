/*
 * Draws the lobby tiles of the studio's games (public/art/<game>.svg, 300 x 400) and the
 * provider logo from the same art the games use, so a tile always matches its game.
 *
 *   npx tsx apps/studio/client/dev/make-covers.ts
 *
 * Each file keeps only the gradients it uses and stays well under 12 KB.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardFace, type Card } from '../src/tables/cards';
import { pocketColour, WHEEL_ORDER } from '../src/tables/roulette/roulette-spots';
import { linear, radial, type SlotTheme } from '../src/slots/theme';
import { cloverSevens } from '../src/slots/themes/clover-sevens';
import { cosmicDrift } from '../src/slots/themes/cosmic-drift';
import { crystalCascade } from '../src/slots/themes/crystal-cascade';
import { dragonHoard } from '../src/slots/themes/dragon-hoard';
import { neonFruits } from '../src/slots/themes/neon-fruits';
import { pharaohsWays } from '../src/slots/themes/pharaohs-ways';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/art');

const SERIF = "Georgia,'Times New Roman',serif";
const HEAVY = "'Arial Black','Segoe UI Black',Impact,system-ui,sans-serif";

/** Keeps only the gradients, patterns and filters a drawing refers to (and those they refer to). */
function usedDefs(defs: string, body: string): string {
  const pieces =
    defs.match(/<(linearGradient|radialGradient|pattern|filter)\b[^>]*id="[^"]+"[\s\S]*?<\/\1>/g) ?? [];
  const byId = new Map(pieces.map((piece) => [/id="([^"]+)"/.exec(piece)?.[1] ?? '', piece]));
  const used = new Set<string>();
  const visit = (text: string): void => {
    for (const match of text.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
      const id = match[1] ?? match[2] ?? '';
      if (used.has(id) || !byId.has(id)) continue;
      used.add(id);
      visit(byId.get(id) ?? '');
    }
  };
  visit(body);
  return [...used].map((id) => byId.get(id)).join('');
}

/** A symbol (100-box markup) placed at (x, y) with a size and a tilt. */
function place(markup: string, x: number, y: number, size: number, rotate = 0): string {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-50 -50)">${markup}</g>`;
}

/** One line of title lettering, squeezed to fit the tile when a font runs wide. */
function title(
  text: string,
  y: number,
  size: number,
  fill: string,
  stroke: string,
  family = SERIF,
  extra = '',
): string {
  const estimate = text.length * size * (family === SERIF ? 0.72 : 0.78);
  const fit = estimate > 268 ? ` textLength="268" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<text x="150" y="${y}" text-anchor="middle" font-family="${family}" font-weight="900" font-size="${size}"${fit} ` +
    `fill="${fill}" stroke="${stroke}" stroke-width="${(size / 9).toFixed(1)}" paint-order="stroke" stroke-linejoin="round" ${extra}>${text}</text>`
  );
}

/** The studio's mark at the foot of every tile. */
function brand(colour: string): string {
  return (
    `<g transform="translate(150 384)" fill="${colour}">` +
    `<path d="M-78 -1l2-9 4 4 3-6 3 6 4-4 2 9z"/>` +
    `<text x="-58" y="0" font-family="${SERIF}" font-size="10" font-weight="700" letter-spacing="2.5">ROYAL ORIGINALS</text>` +
    `</g>`
  );
}

function frame(colour: string): string {
  return `<rect x="6" y="6" width="288" height="388" rx="18" fill="none" stroke="${colour}" stroke-opacity=".55" stroke-width="2"/>`;
}

function svg(defs: string, body: string, label: string): string {
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" role="img" aria-label="${label}">` +
    `<title>${label}</title><defs>${defs}</defs>${body}</svg>\n`;
  return markup.replace(/\s+/g, ' ').replace(/> </g, '><');
}

const vignette = radial(
  'vig',
  [
    [0.55, 'rgba(0,0,0,0)'],
    [1, 'rgba(0,0,0,.6)'],
  ],
  0.5,
  0.45,
  0.75,
);
const VIGNETTE = `<rect width="300" height="400" fill="url(#vig)"/>`;

/** The usual backdrop gradient: a three-stop radial glow centred across the tile. */
function glow(
  id: string,
  colours: readonly [string, string, string],
  cy: number,
  r: number,
  midAt = 0.6,
): string {
  const [inner, mid, outer] = colours;
  return radial(
    id,
    [
      [0, inner],
      [midAt, mid],
      [1, outer],
    ],
    0.5,
    cy,
    r,
  );
}

/**
 * A slot tile: the `bg` gradient (in extraDefs) fills the tile, then the background, the game's
 * art under the vignette, the lettering, the frame and the studio's mark.
 */
function slotCover(
  theme: SlotTheme,
  options: {
    label: string;
    background: string;
    art: string;
    lettering: string;
    frameColour: string;
    extraDefs: string;
  },
): string {
  const body =
    `<rect width="300" height="400" fill="url(#bg)"/>` +
    options.background +
    options.art +
    VIGNETTE +
    options.lettering +
    frame(options.frameColour) +
    brand(options.frameColour);
  return svg(usedDefs(theme.defs, body) + options.extraDefs + vignette, body, options.label);
}

const covers: Record<string, string> = {};

// ---- Neon Fruits ----
{
  const t = neonFruits;
  const sym = t.symbols;
  const extra =
    linear('bg', [
      [0, '#07021a'],
      [0.58, '#3a0a5e'],
      [0.62, '#ff2bd6'],
      [0.63, '#12031f'],
      [1, '#05010d'],
    ]) +
    radial(
      'sun',
      [
        [0, '#ffe83a'],
        [0.55, '#ff7a3d'],
        [1, '#ff2bd6'],
      ],
      0.5,
      0.15,
      0.9,
    );
  const grid =
    `<g stroke="#ff2bd6" stroke-width="1.5" opacity=".6">` +
    Array.from(
      { length: 11 },
      (_, i) => `<line x1="${150 + (i - 5) * 14}" y1="250" x2="${150 + (i - 5) * 70}" y2="400"/>`,
    ).join('') +
    [262, 280, 306, 342, 392].map((y) => `<line x1="0" y1="${y}" x2="300" y2="${y}"/>`).join('') +
    `</g>`;
  covers['neon-fruits'] = slotCover(t, {
    label: 'Neon Fruits',
    extraDefs: extra,
    background: `<circle cx="150" cy="190" r="92" fill="url(#sun)" opacity=".8"/>${grid}`,
    art:
      place(sym.cherry ?? '', 66, 176, 104, -14) +
      place(sym.lemon ?? '', 238, 182, 96, 16) +
      place(sym.seven ?? '', 150, 134, 176) +
      place(sym.wild ?? '', 248, 58, 64, 12),
    lettering:
      title('NEON', 300, 54, '#fff', '#ff2bd6', HEAVY, 'font-style="italic"') +
      title('FRUITS', 352, 50, '#c8fbff', '#0a6a9a', HEAVY, 'font-style="italic"'),
    frameColour: '#19f0ff',
  });
}

// ---- Pharaoh's Ways ----
{
  const t = pharaohsWays;
  const sym = t.symbols;
  const extra =
    linear('bg', [
      [0, '#030b24'],
      [0.55, '#123a8c'],
      [0.85, '#b8701c'],
      [1, '#3a1d06'],
    ]) +
    radial(
      'glow',
      [
        [0, '#ffd36b'],
        [1, 'rgba(255,180,60,0)'],
      ],
      0.5,
      0.5,
      0.5,
    );
  covers['pharaohs-ways'] = slotCover(t, {
    label: "Pharaoh's Ways",
    extraDefs: extra,
    background:
      `<circle cx="150" cy="150" r="130" fill="url(#glow)" opacity=".7"/>` +
      `<path d="M-20 300L60 200 140 300zM160 300l90-110 90 110z" fill="#2a1606"/><path d="M60 200l80 100H100zM250 190l90 110h-40z" fill="#000" opacity=".25"/>`,
    art:
      place(sym.ankh ?? '', 52, 168, 88, -12) +
      place(sym.eye ?? '', 250, 168, 92, 12) +
      place(sym.pharaoh ?? '', 150, 138, 178),
    lettering:
      title("PHARAOH'S", 292, 40, 'url(#pw-gold)', '#1a0d03') +
      title('WAYS', 344, 52, 'url(#pw-gold)', '#1a0d03'),
    frameColour: '#f5c451',
  });
}

// ---- Crystal Cascade ----
{
  const t = crystalCascade;
  const sym = t.symbols;
  const extra =
    glow('bg', ['#4a2490', '#170a33', '#07040f'], 0.35, 0.8) +
    linear('shard', [
      [0, '#7ff0ff'],
      [1, '#4b1f9e'],
    ]) +
    linear('title', [
      [0, '#ffffff'],
      [0.4, '#c6f7ff'],
      [0.75, '#b784ff'],
      [1, '#ff8fe0'],
    ]);
  covers['crystal-cascade'] = slotCover(t, {
    label: 'Crystal Cascade',
    extraDefs: extra,
    background: `<g fill="url(#shard)" opacity=".6"><path d="M0 400L20 250 50 290 70 200 100 330 110 400z"/><path d="M300 400l-20-170-30 60-20-110-30 160-10 60z"/><path d="M40 0l14 80 18-50 14 70 16-100z" opacity=".6"/></g>`,
    art:
      place(sym['gem-blue'] ?? '', 56, 210, 70, -10) +
      place(sym['gem-green'] ?? '', 248, 214, 66, 12) +
      place(sym['gem-yellow'] ?? '', 82, 84, 60, 8) +
      place(sym['gem-purple'] ?? '', 230, 86, 62, -8) +
      place(sym['gem-red'] ?? '', 150, 214, 64) +
      place(sym.crown ?? '', 150, 126, 150),
    lettering:
      title('CRYSTAL', 298, 46, 'url(#title)', '#2a0f55', HEAVY) +
      title('CASCADE', 348, 46, 'url(#title)', '#2a0f55', HEAVY),
    frameColour: '#9ff0ff',
  });
}

// ---- Dragon Hoard ----
{
  const t = dragonHoard;
  const sym = t.symbols;
  const extra =
    glow('bg', ['#7a1a08', '#2a0604', '#0a0201'], 0.6, 0.8, 0.55) +
    linear('title', [
      [0, '#fff3c0'],
      [0.45, '#ffb02e'],
      [1, '#d8420a'],
    ]);
  covers['dragon-hoard'] = slotCover(t, {
    label: 'Dragon Hoard',
    extraDefs: extra,
    background: `<g fill="#ffb02e" opacity=".8"><circle cx="40" cy="60" r="2"/><circle cx="260" cy="90" r="2.5"/><circle cx="70" cy="250" r="2"/><circle cx="230" cy="40" r="1.8"/><circle cx="280" cy="230" r="2"/></g>`,
    art:
      place(sym.chest ?? '', 150, 214, 130) +
      place(sym.coin ?? '', 48, 232, 62, -20) +
      place(sym.coin ?? '', 256, 236, 56, 18) +
      place(sym.dragon ?? '', 150, 112, 184),
    lettering:
      title('DRAGON', 300, 50, 'url(#title)', '#2a0400') + title('HOARD', 350, 50, 'url(#title)', '#2a0400'),
    frameColour: '#ffb02e',
  });
}

// ---- Clover Sevens ----
{
  const t = cloverSevens;
  const sym = t.symbols;
  const extra = glow('bg', ['#17804a', '#06301a', '#020f08'], 0.4, 0.8);
  covers['clover-sevens'] = slotCover(t, {
    label: 'Clover Sevens',
    extraDefs: extra,
    background: place(sym.clover ?? '', 150, 112, 220, 12).replace('<g ', '<g opacity=".22" '),
    art:
      `<rect x="24" y="150" width="252" height="104" rx="16" fill="#fdfbf2" stroke="url(#cs-gold)" stroke-width="6"/>` +
      place(sym.seven ?? '', 66, 202, 80) +
      place(sym.seven ?? '', 150, 202, 80) +
      place(sym.seven ?? '', 234, 202, 80) +
      `<path d="M24 202h252" stroke="#e01b2c" stroke-width="2.5" opacity=".6"/>` +
      place(sym.clover ?? '', 70, 88, 96, -12) +
      place(sym.horseshoe ?? '', 232, 92, 84, 14),
    lettering:
      title('CLOVER', 300, 50, 'url(#cs-gold)', '#053016') +
      title('SEVENS', 350, 50, 'url(#cs-gold)', '#053016'),
    frameColour: '#f5d062',
  });
}

// ---- Cosmic Drift ----
{
  const t = cosmicDrift;
  const sym = t.symbols;
  const extra =
    glow('bg', ['#24125e', '#070822', '#02030a'], 0.4, 0.85) +
    radial(
      'neb',
      [
        [0, 'rgba(255,80,200,.6)'],
        [1, 'rgba(255,80,200,0)'],
      ],
      0.5,
      0.5,
      0.5,
    ) +
    linear(
      'title',
      [
        [0, '#8ff6ff'],
        [0.45, '#ffffff'],
        [1, '#c59bff'],
      ],
      [0, 0, 1, 0],
    );
  let seed = 3;
  const rnd = (): number => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(rnd() * 300).toFixed(0)}" cy="${(rnd() * 400).toFixed(0)}" r="${(0.5 + rnd() * 1.3).toFixed(1)}"/>`,
  ).join('');
  covers['cosmic-drift'] = slotCover(t, {
    label: 'Cosmic Drift',
    extraDefs: extra,
    background: `<ellipse cx="90" cy="110" rx="160" ry="100" fill="url(#neb)"/><g fill="#fff" opacity=".85">${stars}</g>`,
    art:
      place(sym.planet ?? '', 242, 70, 92, -8) +
      place(sym.rocket ?? '', 58, 222, 90, -10) +
      place(sym.ufo ?? '', 246, 222, 80, 10) +
      place(sym.astronaut ?? '', 150, 146, 176),
    lettering:
      title('COSMIC', 300, 50, 'url(#title)', '#1a0b4a', HEAVY, 'font-style="italic"') +
      title('DRIFT', 350, 50, 'url(#title)', '#1a0b4a', HEAVY, 'font-style="italic"'),
    frameColour: '#8ff6ff',
  });
}

// ---- European Roulette ----
{
  const step = 360 / WHEEL_ORDER.length;
  const polar = (r: number, deg: number): string => {
    const a = ((deg - 90) * Math.PI) / 180;
    return `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
  };
  const pockets = WHEEL_ORDER.map((n, k) => {
    const from = k * step - step / 2;
    const to = from + step;
    const colour = { red: '#c8102e', black: '#15171f', green: '#0e8a4a' }[pocketColour(n)];
    return `<path d="M${polar(96, from)}A96 96 0 0 1 ${polar(96, to)}L${polar(70, to)}A70 70 0 0 0 ${polar(70, from)}z" fill="${colour}"/>`;
  }).join('');
  const numbers = WHEEL_ORDER.map((n, k) => {
    const [x, y] = polar(84, k * step).split(' ');
    return `<text x="${x}" y="${y}" transform="rotate(${(k * step).toFixed(1)} ${x} ${y})">${n}</text>`;
  }).join('');
  const spokes = Array.from(
    { length: 8 },
    (_, i) => `<path d="M0 -62l4 24-4 4-4-4z" transform="rotate(${i * 45})"/>`,
  ).join('');
  const defs =
    glow('felt', ['#1a8a55', '#0a4a2c', '#041a10'], 0.4, 0.8) +
    radial(
      'wood',
      [
        [0.8, '#5a2a0c'],
        [0.92, '#8a4a1c'],
        [1, '#2a1004'],
      ],
      0.5,
      0.5,
      0.5,
    ) +
    radial(
      'cone',
      [
        [0, '#b06a2c'],
        [1, '#3a1a06'],
      ],
      0.45,
      0.4,
      0.7,
    ) +
    linear('gold', [
      [0, '#fff3c4'],
      [0.5, '#e0b04a'],
      [1, '#8a5a10'],
    ]) +
    vignette;
  const chip = (x: number, y: number, body: string, edge: string, label: string): string =>
    `<g transform="translate(${x} ${y})"><ellipse cy="4" rx="26" ry="9" fill="#000" opacity=".35"/><ellipse rx="26" ry="9" fill="${body}"/><rect x="-26" y="-7" width="52" height="7" fill="${body}"/><ellipse cy="-7" rx="26" ry="9" fill="${body}" stroke="${edge}" stroke-width="3" stroke-dasharray="7 6"/><text y="-4" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="9" fill="#fff">${label}</text></g>`;
  const body =
    `<rect width="300" height="400" fill="url(#felt)"/>` +
    `<g transform="translate(150 150)"><circle r="132" fill="url(#wood)"/><circle r="124" fill="none" stroke="url(#gold)" stroke-width="3"/><circle r="118" fill="#1a0d05"/><circle r="100" fill="#d9b45a"/>${pockets}` +
    `<g font-family="system-ui,sans-serif" font-size="8" font-weight="800" fill="#fff" text-anchor="middle" dominant-baseline="central">${numbers}</g>` +
    `<circle r="70" fill="url(#cone)" stroke="#e8c96a" stroke-width="2"/><g fill="url(#gold)">${spokes}</g><circle r="16" fill="url(#gold)"/><path d="M0 -28v56M-28 0h56" stroke="url(#gold)" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="${polar(77, 9 * step).split(' ')[0]}" cy="${polar(77, 9 * step).split(' ')[1]}" r="6" fill="#fff" stroke="#888"/></g>` +
    chip(56, 286, '#c8102e', '#f7f1e3', '25') +
    chip(246, 290, '#1f2a44', '#e9c46a', '100') +
    VIGNETTE +
    `<text x="150" y="312" text-anchor="middle" font-family="${SERIF}" font-size="17" font-weight="700" letter-spacing="6" fill="#f3e6c0">EUROPEAN</text>` +
    title('ROULETTE', 356, 44, 'url(#gold)', '#1a0d05') +
    frame('#e9c46a') +
    brand('#e9c46a');
  covers['european-roulette'] = svg(defs, body, 'European Roulette');
}

// ---- Blackjack and Baccarat ----
function cardAt(card: Card, x: number, y: number, rotate: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-50 -70)" filter="url(#shadow)">${cardFace(card)}</g>`;
}

const cardDefs =
  `<linearGradient id="card-sheen" x1="0" y1="0" x2="1" y2="1"><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".06"/></linearGradient>` +
  `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-opacity=".5"/></filter>`;

function stack(x: number, y: number, body: string, edge: string, count: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<g transform="translate(${x} ${y - i * 7})"><ellipse rx="24" ry="8" fill="${body}" stroke="#000" stroke-opacity=".3"/><rect x="-24" y="-6" width="48" height="6" fill="${body}"/><ellipse cy="-6" rx="24" ry="8" fill="${body}" stroke="${edge}" stroke-width="3" stroke-dasharray="6 5"/></g>`,
  ).join('');
}

/**
 * A card-table tile: the felt in three colours, the art under the vignette, the game's name in
 * gold over a small subtitle, the frame and the studio's mark.
 */
function cardTableCover(options: {
  label: string;
  felt: readonly [string, string, string];
  art: string;
  title: string;
  titleStroke: string;
  subtitle: string;
}): string {
  const defs =
    glow('felt', options.felt, 0.35, 0.85) +
    linear('gold', [
      [0, '#fff3c4'],
      [0.5, '#e9c46a'],
      [1, '#8a5a10'],
    ]) +
    cardDefs +
    vignette;
  const body =
    `<rect width="300" height="400" fill="url(#felt)"/>` +
    options.art +
    VIGNETTE +
    title(options.title, 330, 46, 'url(#gold)', options.titleStroke) +
    `<text x="150" y="356" text-anchor="middle" font-family="${SERIF}" font-size="13" font-weight="700" letter-spacing="4" fill="#f3e6c0">${options.subtitle}</text>` +
    frame('#e9c46a') +
    brand('#e9c46a');
  return svg(defs, body, options.label);
}

covers.blackjack = cardTableCover({
  label: 'Blackjack',
  felt: ['#1a8a55', '#0a4a2c', '#041a10'],
  art:
    `<path d="M-10 30Q150 120 310 30" fill="none" stroke="#e9c46a" stroke-opacity=".5" stroke-width="2.5"/>` +
    `<path id="arc" d="M30 52Q150 120 270 52" fill="none"/>` +
    `<text font-family="${SERIF}" font-size="12" letter-spacing="3" fill="#e9c46a" fill-opacity=".8"><textPath href="#arc" startOffset="50%" text-anchor="middle">BLACKJACK PAYS 3 TO 2</textPath></text>` +
    stack(58, 262, '#c8102e', '#f7f1e3', 4) +
    stack(244, 266, '#1f2a44', '#e9c46a', 3) +
    cardAt({ rank: 'A', suit: 'S' }, 118, 198, -12, 1.25) +
    cardAt({ rank: 'K', suit: 'H' }, 184, 204, 10, 1.25),
  title: 'BLACKJACK',
  titleStroke: '#062414',
  subtitle: 'TWENTY-ONE',
});

{
  const pill = (x: number, label: string, colour: string): string =>
    `<g transform="translate(${x} 86)"><rect x="-48" y="-15" width="96" height="30" rx="15" fill="${colour}" stroke="#fff" stroke-opacity=".5"/><text y="5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="13" font-weight="800" letter-spacing="2" fill="#fff">${label}</text></g>`;
  covers.baccarat = cardTableCover({
    label: 'Baccarat',
    felt: ['#2a56a8', '#10264f', '#050c1e'],
    art:
      pill(82, 'PLAYER', '#1f4fd1') +
      pill(218, 'BANKER', '#c81e32') +
      `<text x="150" y="91" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="14" fill="#e9c46a">vs</text>` +
      stack(150, 282, '#e8891c', '#f7f1e3', 3) +
      cardAt({ rank: '9', suit: 'D' }, 104, 188, -10, 1.2) +
      cardAt({ rank: 'K', suit: 'C' }, 196, 188, 10, 1.2) +
      `<g transform="translate(150 196)"><circle r="24" fill="#0b0a14" stroke="url(#gold)" stroke-width="3"/><text y="9" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="26" fill="#ffe08a">9</text></g>`,
    title: 'BACCARAT',
    titleStroke: '#050c1e',
    subtitle: 'PUNTO BANCO',
  });
}

// ---- The provider logo ----
const logo =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 96" role="img" aria-label="Royal Originals"><title>Royal Originals</title><defs>` +
  linear('g', [
    [0, '#fff3c4'],
    [0.45, '#f5c451'],
    [1, '#a8701c'],
  ]) +
  linear('s', [
    [0, '#2a1f4a'],
    [1, '#0f0b1f'],
  ]) +
  `</defs>` +
  `<path d="M48 6l36 12v28c0 22-15 37-36 44C27 83 12 68 12 46V18z" fill="url(#s)" stroke="url(#g)" stroke-width="4"/>` +
  `<path d="M26 58l-3-24 12 10 13-18 13 18 12-10-3 24z" fill="url(#g)"/>` +
  `<rect x="26" y="61" width="44" height="7" rx="2" fill="url(#g)"/>` +
  `<circle cx="48" cy="24" r="3.5" fill="#fff3c4"/><circle cx="23" cy="33" r="3" fill="#fff3c4"/><circle cx="73" cy="33" r="3" fill="#fff3c4"/>` +
  `<text x="100" y="50" font-family="${SERIF}" font-size="38" font-weight="700" letter-spacing="5" fill="url(#g)">ROYAL</text>` +
  `<text x="102" y="78" font-family="${SERIF}" font-size="17" letter-spacing="7.6" fill="#efe9ff">ORIGINALS</text>` +
  `</svg>\n`;

for (const [id, markup] of Object.entries(covers)) {
  writeFileSync(path.join(OUT, `${id}.svg`), markup);
  console.log(`${id}.svg ${(markup.length / 1024).toFixed(1)} KB`);
}
writeFileSync(path.join(OUT, 'provider-logo.svg'), logo);
console.log(`provider-logo.svg ${(logo.length / 1024).toFixed(1)} KB`);
