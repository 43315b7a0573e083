import type { GameFactory } from '../../chrome/shell';
import { h } from '../../dom';
export const blackjackGame: GameFactory = (ctx) => {
  ctx.stage.append(h('p', {}, 'todo'));
  return { primary: () => undefined, infoSection: () => h('div') };
};
