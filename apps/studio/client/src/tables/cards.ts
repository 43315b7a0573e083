import type { Card, Rank, Suit } from '@casino/game-math';
import { h, s, svgFragment } from '../dom';
import type { Pace } from '../pace';

/** The cards' wire shape, as packages/game-math publishes it. */
export type { Card, Rank, Suit } from '@casino/game-math';

const SUIT_PATHS: Record<Suit, string> = {
  S: `<path d="M50 6C38 26 12 38 12 60c0 12 9 21 21 21 6 0 11-3 14-7-1 9-5 15-11 20h28c-6-5-10-11-11-20 3 4 8 7 14 7 12 0 21-9 21-21C88 38 62 26 50 6z"/>`,
  H: `<path d="M50 90C26 72 8 57 8 35 8 20 19 10 32 10c8 0 14 4 18 11 4-7 10-11 18-11 13 0 24 10 24 25 0 22-18 37-42 55z"/>`,
  D: `<path d="M50 4l36 46-36 46-36-46z"/>`,
  C: `<circle cx="50" cy="29" r="18"/><circle cx="28" cy="58" r="18"/><circle cx="72" cy="58" r="18"/><path d="M45 50h10l4 44H41z"/><circle cx="50" cy="52" r="10"/>`,
};

const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_NAMES: Record<Rank, string> = {
  A: 'ace',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '10': '10',
  J: 'jack',
  Q: 'queen',
  K: 'king',
};

/** "queen of hearts". */
export function cardName(card: Card): string {
  return `${RANK_NAMES[card.rank]} of ${SUIT_NAMES[card.suit]}`;
}

function isRed(suit: Suit): boolean {
  return suit === 'H' || suit === 'D';
}

function suit(suitCode: Suit, x: number, y: number, size: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="${colour}">${SUIT_PATHS[suitCode]}</g>`;
}

/** SVG markup of a card face in a 0 0 100 140 box. */
export function cardFace(card: Card): string {
  const ink = isRed(card.suit) ? '#c8102e' : '#161a24';
  const rankSize = card.rank === '10' ? 24 : 27;
  const corner =
    `<text x="12" y="27" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="${rankSize}" fill="${ink}" letter-spacing="-2">${card.rank}</text>` +
    suit(card.suit, 4.5, 32, 15, ink);
  const face = card.rank === 'J' || card.rank === 'Q' || card.rank === 'K';
  const centre = face
    ? `<rect x="24" y="26" width="52" height="88" rx="6" fill="${isRed(card.suit) ? '#fff1f1' : '#f1f4fb'}" stroke="${ink}" stroke-width="1.6"/>` +
      `<rect x="28" y="30" width="44" height="80" rx="4" fill="none" stroke="#c9a227" stroke-width="1.2"/>` +
      `<path d="M36 48l4-10 10 6 10-6 4 10z" fill="#d4a72c" stroke="#8a6a12" stroke-width="1"/>` +
      `<text x="50" y="84" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="34" fill="${ink}">${card.rank}</text>` +
      suit(card.suit, 43, 90, 14, ink)
    : card.rank === 'A'
      ? suit(card.suit, 22, 42, 56, ink) +
        `<circle cx="50" cy="70" r="34" fill="none" stroke="${ink}" stroke-opacity=".12" stroke-width="2"/>`
      : suit(card.suit, 28, 48, 44, ink);
  return (
    `<rect x="1" y="1" width="98" height="138" rx="9" fill="#fdfcf8" stroke="#c9c4b5" stroke-width="1.5"/>` +
    `<rect x="1" y="1" width="98" height="138" rx="9" fill="url(#card-sheen)"/>` +
    corner +
    `<g transform="rotate(180 50 70)">${corner}</g>` +
    centre
  );
}

/** SVG markup of a card back in a 0 0 100 140 box. */
export function cardBack(): string {
  return (
    `<rect x="1" y="1" width="98" height="138" rx="9" fill="#f7f1e3" stroke="#c9c4b5" stroke-width="1.5"/>` +
    `<rect x="6" y="6" width="88" height="128" rx="6" fill="url(#card-back)"/>` +
    `<rect x="10" y="10" width="80" height="120" rx="4" fill="none" stroke="#e9c46a" stroke-width="1.2"/>` +
    `<path d="M50 44l10 26-10 26-10-26z" fill="none" stroke="#e9c46a" stroke-width="1.5"/>` +
    `<path d="M38 62l4-9 8 5 8-5 4 9z" fill="#e9c46a"/>`
  );
}

/** Shared gradients of the cards; added to the page once. */
export function installCardDefs(): void {
  if (document.getElementById('card-defs')) return;
  const sprite = s('svg', { id: 'card-defs', class: 'sprite', 'aria-hidden': 'true' });
  sprite.append(
    svgFragment(
      `<defs>` +
        `<linearGradient id="card-sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".0"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".06"/></linearGradient>` +
        `<pattern id="card-back-pattern" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="8" fill="#7a1026"/><path d="M0 4h8M4 0v8" stroke="#9c1a34" stroke-width="2"/></pattern>` +
        `<linearGradient id="card-back" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c1a34"/><stop offset="1" stop-color="#5c0a1c"/></linearGradient>` +
        `</defs>`,
    ),
  );
  document.body.prepend(sprite);
}

/** A card element: shows its back until revealed. */
export function cardElement(card: Card | null, label: string): HTMLElement {
  const art = s('svg', { viewBox: '0 0 100 140', class: 'card-art', 'aria-hidden': 'true' });
  art.append(svgFragment(card ? cardFace(card) : cardBack()));
  const el = h(
    'div',
    { class: card ? 'card' : 'card card-down', role: 'img', 'aria-label': card ? cardName(card) : label },
    art,
  );
  if (card) el.dataset.card = `${card.rank}${card.suit}`;
  return el;
}

/** Turns a face-down card element face up. */
export async function flipCard(el: HTMLElement, card: Card, pace: Pace): Promise<void> {
  const art = el.querySelector('svg');
  if (!art) return;
  await pace.animate(el, [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], {
    duration: 130,
    easing: 'ease-in',
  });
  art.replaceChildren(svgFragment(cardFace(card)));
  el.classList.remove('card-down');
  el.setAttribute('aria-label', cardName(card));
  el.dataset.card = `${card.rank}${card.suit}`;
  await pace.animate(el, [{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
    duration: 150,
    easing: 'ease-out',
  });
}

/**
 * Deals a card into a row: it flies in from the shoe (a point on the page) face down and turns
 * face up on arrival (a null card stays face down: the dealer's hole card).
 */
export async function dealCard(options: {
  row: HTMLElement;
  card: Card | null;
  from: HTMLElement | null;
  pace: Pace;
  label: string;
  onLand?: () => void;
}): Promise<HTMLElement> {
  const { row, card, from, pace } = options;
  const el = cardElement(null, options.label);
  row.append(el);
  const target = el.getBoundingClientRect();
  const source = from?.getBoundingClientRect();
  if (source && !pace.fast && !pace.reducedMotion) {
    const dx = source.left + source.width / 2 - (target.left + target.width / 2);
    const dy = source.top + source.height / 2 - (target.top + target.height / 2);
    await pace.animate(
      el,
      [
        { transform: `translate(${dx}px, ${dy}px) rotate(-25deg) scale(.7)`, opacity: 0.4 },
        { transform: 'translate(0, 0) rotate(0) scale(1)', opacity: 1 },
      ],
      { duration: 320, easing: 'cubic-bezier(.2,.8,.3,1)' },
    );
  }
  options.onLand?.();
  if (card) await flipCard(el, card, pace);
  return el;
}
