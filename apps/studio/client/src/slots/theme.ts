/**
 * A slot's look: the one slot renderer draws every slot game, and a theme supplies only art and
 * colours. Symbol art is SVG markup in a 0 0 100 100 box; gradient ids carry the theme's prefix so
 * themes never clash (the cover art generator puts several on one page).
 */
export interface SlotTheme {
  id: string;
  /** SVG <defs> content shared by the symbols (gradients, patterns). */
  defs: string;
  /** Symbol id -> SVG markup in a 100x100 box. */
  symbols: Record<string, string>;
  /** SVG markup of the backdrop behind the board (viewBox 0 0 1600 1000, cropped to fill). */
  backdrop: string;
  /** Board colours: the frame around the reels (top to bottom, its edge), the reel windows. */
  board: {
    frame: [string, string];
    frameEdge: string;
    reel: [string, string];
    reelEdge: string;
  };
  /** Light of winning cells. */
  winGlow: string;
}

/** A linear gradient (top to bottom unless told) from [offset, colour] stops. */
export function linear(
  id: string,
  stops: Array<[number, string]>,
  direction: [number, number, number, number] = [0, 0, 0, 1],
): string {
  const [x1, y1, x2, y2] = direction;
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('') +
    `</linearGradient>`
  );
}

/** A radial gradient lit from the upper left by default. */
export function radial(id: string, stops: Array<[number, string]>, cx = 0.38, cy = 0.32, r = 0.75): string {
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
    stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('') +
    `</radialGradient>`
  );
}

/** A soft white highlight. */
export function shine(cx: number, cy: number, rx: number, ry: number, rotate = -30, opacity = 0.45): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity="${opacity}" transform="rotate(${rotate} ${cx} ${cy})"/>`;
}

/** A path drawn with a wide translucent stroke under a crisp one: a cheap neon glow. */
export function glowPath(d: string, fill: string, stroke: string, width = 3, glow = 0.35): string {
  return (
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width * 3.2}" stroke-linejoin="round" opacity="${glow}"/>` +
    `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`
  );
}

/** Bold lettering with a dark outline, centred on (x, y). */
export function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  stroke = '#000',
  strokeWidth = 3,
  family = "'Arial Black','Segoe UI Black',Impact,system-ui,sans-serif",
): string {
  return (
    `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="${family}" font-weight="900" font-size="${size}" ` +
    `fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" paint-order="stroke" stroke-linejoin="round" letter-spacing="0.5">${text}</text>`
  );
}
