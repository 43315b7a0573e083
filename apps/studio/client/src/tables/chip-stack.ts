import { chipMarkup } from '../chrome/controls';
import { h, svgIcon } from '../dom';
import type { Formatter } from '../format';

/** The denomination a stack is drawn in: the largest chip value not above the amount. */
export function chipIndexFor(amount: number, stakes: readonly number[]): number {
  let index = 0;
  stakes.forEach((value, i) => {
    if (value <= amount) index = i;
  });
  return index;
}

/** A stack of chips on a table spot, centred on (x%, y%) of its layer. */
export function chipStack(options: {
  amount: number;
  stakes: readonly number[];
  fmt: Formatter;
  x: number;
  y: number;
  state: 'placed' | 'won' | 'lost';
  payout?: string;
}): HTMLElement {
  const { amount, stakes, fmt } = options;
  const index = chipIndexFor(amount, stakes);
  const layers = amount > (stakes[index] ?? amount) ? 2 : 1;
  const el = h(
    'div',
    {
      class: `chip-stack is-${options.state}`,
      style: `left:${options.x.toFixed(3)}%;top:${options.y.toFixed(3)}%`,
    },
    ...Array.from({ length: layers }, (_, i) =>
      svgIcon(
        '0 0 100 100',
        chipMarkup(index, i === layers - 1 ? fmt.chip(amount) : ''),
        `stack-chip layer-${i}`,
      ),
    ),
    options.payout ? h('span', { class: 'chip-payout' }, `+${options.payout}`) : null,
  );
  return el;
}
