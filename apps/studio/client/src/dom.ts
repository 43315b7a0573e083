/** Tiny DOM builders: the client has no framework, so these keep element creation readable. */

type Child = Node | string | number | null | undefined | false;
type Listener = (event: Event) => void;
export type Attrs = Record<string, string | number | boolean | undefined | null | Listener>;

const SVG_NS = 'http://www.w3.org/2000/svg';

function apply(el: Element, attrs: Attrs | undefined): void {
  if (!attrs) return;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (value === true) {
      el.setAttribute(key, '');
    } else {
      el.setAttribute(key, String(value));
    }
  }
}

function append(el: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'number' ? String(child) : child);
  }
}

/** An HTML element; attributes named onX with a function value become listeners. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** An SVG element in the SVG namespace. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs?: Attrs,
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** Parses trusted SVG markup (our own art) into a fragment of SVG nodes. */
export function svgFragment(markup: string): DocumentFragment {
  const doc = new DOMParser().parseFromString(`<svg xmlns="${SVG_NS}">${markup}</svg>`, 'image/svg+xml');
  const fragment = document.createDocumentFragment();
  for (const node of Array.from(doc.documentElement.childNodes))
    fragment.append(document.importNode(node, true));
  return fragment;
}

/** A decorative inline SVG (hidden from assistive technology) built from our own markup. */
export function svgIcon(viewBox: string, markup: string, className = 'icon'): SVGSVGElement {
  const el = s('svg', { viewBox, class: className, 'aria-hidden': 'true', focusable: 'false' });
  el.append(svgFragment(markup));
  return el;
}

/** Removes every child of an element. */
export function clear(el: Element): void {
  el.replaceChildren();
}

/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Resolves after `ms` milliseconds. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
