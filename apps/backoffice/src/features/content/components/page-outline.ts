/**
 * A page's text split as the server splits it (modules/content/page-file.ts): the front matter's
 * title and summary, the intro before the first `## `, and each `## Heading {#anchor}` section.
 * Only for the live preview and the anchors check while typing; the server checks again on save.
 */
export interface PageOutline {
  title: string;
  summary: string;
  intro: string;
  sections: Array<{ anchor: string; heading: string; body: string }>;
}

const HEADING = /^##(?!#)\s+(.*?)\s*\{#([^}\s]*)\}\s*$/;

export function outlineOf(text: string): PageOutline {
  const source = text.replace(/\r\n?/g, '\n');
  const front = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
  const field = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(front?.[1] ?? '')?.[1]?.trim() ?? '';
  const intro: string[] = [];
  const sections: Array<{ anchor: string; heading: string; lines: string[] }> = [];
  for (const line of (front ? (front[2] ?? '') : source).split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) sections.push({ heading: heading[1] ?? '', anchor: heading[2] ?? '', lines: [] });
    else (sections.at(-1)?.lines ?? intro).push(line);
  }
  return {
    title: field('title'),
    summary: field('summary'),
    intro: intro.join('\n').trim(),
    sections: sections.map((s) => ({
      anchor: s.anchor,
      heading: s.heading,
      body: s.lines.join('\n').trim(),
    })),
  };
}

/** The English anchors a translation lacks and the ones English does not have (order aside). */
export function anchorCheck(english: readonly string[], given: readonly string[]) {
  const missing = english.filter((a) => !given.includes(a));
  const extra = given.filter((a) => !english.includes(a));
  const reordered =
    missing.length === 0 && extra.length === 0 && english.some((anchor, i) => given[i] !== anchor);
  return { missing, extra, reordered, ok: missing.length === 0 && extra.length === 0 && !reordered };
}
