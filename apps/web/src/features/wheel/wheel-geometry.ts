/**
 * Angles of the wheel, in degrees clockwise from the pointer at the top. Segment i spans
 * [i * size, (i + 1) * size); the wheel is turned by `rotation` (clockwise, any number of turns).
 */

export const segmentSize = (count: number) => 360 / count;

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The segment under the pointer when the wheel is turned by rotation. */
export function segmentAtPointer(rotation: number, count: number): number {
  // The wheel turned clockwise by r brings the point at -r (mod 360) under the pointer.
  const underPointer = normalize(-rotation);
  return Math.min(count - 1, Math.floor(underPointer / segmentSize(count)));
}

/**
 * The rotation that lands segment index under the pointer after at least `turns` whole turns
 * from current: somewhere inside the segment (offset from -0.5 to 0.5 of its width, kept off the
 * edges), so a result never looks like a near miss of the separator.
 */
export function landingRotation(
  current: number,
  index: number,
  count: number,
  turns: number,
  offset = 0,
): number {
  const size = segmentSize(count);
  const inside = Math.max(-0.36, Math.min(0.36, offset)) * size;
  const target = normalize(-((index + 0.5) * size + inside));
  const base = current + turns * 360;
  return base + normalize(target - normalize(base));
}

/** A point on a circle of radius r at angle degrees (clockwise from the top), in SVG coordinates. */
export function polar(r: number, degrees: number): { x: number; y: number } {
  const a = (degrees * Math.PI) / 180;
  return { x: Math.round(r * Math.sin(a) * 100) / 100, y: Math.round(-r * Math.cos(a) * 100) / 100 };
}

/** The path of a ring sector between radii r0 < r1 and angles a0 < a1. */
export function sectorPath(r0: number, r1: number, a0: number, a1: number): string {
  const large = a1 - a0 > 180 ? 1 : 0;
  const p0 = polar(r1, a0);
  const p1 = polar(r1, a1);
  const p2 = polar(r0, a1);
  const p3 = polar(r0, a0);
  return `M${p0.x} ${p0.y}A${r1} ${r1} 0 ${large} 1 ${p1.x} ${p1.y}L${p2.x} ${p2.y}A${r0} ${r0} 0 ${large} 0 ${p3.x} ${p3.y}Z`;
}

/** A label in at most two lines of similar length, split at a space. */
export function splitLabel(label: string, maxLine = 11): string[] {
  const words = label.trim().split(/\s+/);
  if (label.length <= maxLine || words.length < 2) return [label.trim()];
  let best: string[] = [label.trim()];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) {
      best = [a, b];
      bestScore = score;
    }
  }
  return best;
}
