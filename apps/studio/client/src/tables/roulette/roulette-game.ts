import '../../styles/tables.css';
import type { RouletteView } from '@casino/game-math';
import { applyRound, type GameContext, type GameFactory } from '../../chrome/shell';
import { h, svgIcon } from '../../dom';
import type { MessageKey } from '../../i18n/i18n';
import { Pace } from '../../pace';
import { chipStack } from '../chip-stack';
import { ChipTable } from '../chip-table';
import { recentResults } from '../recent-results';
import { createWheel } from './roulette-wheel';
import {
  boxCentre,
  coveredNumbers,
  paysToOne,
  pocketColour,
  tableGeometry,
  type Orientation,
  type SpotBox,
} from './roulette-spots';

const DIAMOND = '<path d="M12 2 22 12 12 22 2 12z"/>';

export const rouletteGame: GameFactory = (ctx) => new RouletteGame(ctx);

class RouletteGame extends ChipTable {
  private readonly wheel;
  private readonly root: HTMLElement;
  private readonly table: HTMLElement;
  private readonly chipLayer: HTMLElement;
  private readonly strip: HTMLElement;
  private readonly resultBadge: HTMLElement;
  private readonly recent;
  private orientation: Orientation = 'wide';
  private boxes = new Map<string, SpotBox>();
  private buttons = new Map<string, HTMLButtonElement>();

  constructor(ctx: GameContext) {
    super(ctx, { go: { label: 'spin', aria: 'spinWheel', icon: 'spin' }, double: true });
    const { t, session } = ctx;
    this.recent = recentResults<number>(`roulette:${session.session}`, 14);
    this.wheel = createWheel(t('spinWheel'));

    this.table = h('div', { class: 'rl-table', role: 'group', 'aria-label': t('placeBets') });
    this.chipLayer = h('div', { class: 'rl-chips', 'aria-hidden': 'true' });
    this.strip = h('ol', { class: 'rl-strip', 'aria-label': t('lastNumbers') });
    this.resultBadge = h('div', { class: 'rl-result', hidden: true, 'aria-hidden': 'true' });
    this.root = h(
      'div',
      { class: 'roulette felt' },
      h('div', { class: 'rl-top' }, h('span', { class: 'control-label' }, t('lastNumbers')), this.strip),
      h(
        'div',
        { class: 'rl-main' },
        h('div', { class: 'rl-wheel-box' }, this.wheel.el, this.resultBadge),
        h(
          'div',
          { class: 'rl-table-box' },
          h('div', { class: 'rl-table-frame' }, this.table, this.chipLayer),
        ),
      ),
      this.hint,
    );
    ctx.stage.append(this.root);

    this.renderStrip();
    this.layout();
    new ResizeObserver(() => this.layout()).observe(ctx.stage);
    this.refresh();
  }

  override infoSection(): HTMLElement {
    const { t } = this.ctx;
    const rows: Array<[MessageKey, string]> = [
      ['payStraight', 'n:7'],
      ['paySplit', 'split:7-8'],
      ['payStreet', 'street:7'],
      ['payCorner', 'corner:7'],
      ['payLine', 'line:7'],
      ['payDozen', 'dozen:1'],
      ['payEvenMoney', 'red'],
    ];
    return h(
      'section',
      {},
      h('h3', { class: 'panel-subtitle' }, t('payouts')),
      h('p', {}, t('rouletteRules')),
      h(
        'table',
        { class: 'pay-table' },
        h(
          'tbody',
          {},
          ...rows.map(([key, spot]) =>
            h('tr', {}, h('td', {}, t(key)), h('td', { class: 'num' }, `${paysToOne(spot)}:1`)),
          ),
        ),
      ),
    );
  }

  /** Chooses the table's orientation from the stage's shape and lays out the spots. */
  private layout(): void {
    const { width, height } = this.ctx.stage.getBoundingClientRect();
    const next: Orientation = width < 700 && height > width * 1.05 ? 'tall' : 'wide';
    if (next === this.orientation && this.buttons.size) return;
    this.orientation = next;
    this.root.classList.toggle('layout-tall', next === 'tall');
    this.root.classList.toggle('layout-wide', next === 'wide');
    this.buildTable();
  }

  private spotLabel(spot: string): string {
    const { t } = this.ctx;
    const [kind, arg = ''] = spot.split(':');
    const numbers = coveredNumbers(spot);
    switch (kind) {
      case 'n':
        return t('spotNumber', { n: arg });
      case 'split':
        return t('spotSplit', { a: numbers[0] ?? '', b: numbers[1] ?? '' });
      case 'street':
        return t('spotStreet', { a: numbers[0] ?? '', b: numbers[2] ?? '' });
      case 'corner':
        return t('spotCorner', { numbers: numbers.join(', ') });
      case 'line':
        return t('spotLine', { a: numbers[0] ?? '', b: numbers[5] ?? '' });
      case 'dozen':
        return t('spotDozen', { n: arg });
      case 'column':
        return t('spotColumn', { n: arg });
      default: {
        const keys: Record<string, MessageKey> = {
          red: 'spotRed',
          black: 'spotBlack',
          odd: 'spotOdd',
          even: 'spotEven',
          low: 'spotLow',
          high: 'spotHigh',
        };
        const key = keys[spot];
        return key ? t(key) : spot;
      }
    }
  }

  private spotText(box: SpotBox): Node | string {
    const { t } = this.ctx;
    if (box.kind === 'number' || box.kind === 'zero') return box.spot.slice(2);
    if (box.kind === 'column') return t('column');
    if (box.kind === 'dozen') return t(`dozen${box.spot.slice(6)}` as MessageKey);
    if (box.spot === 'red' || box.spot === 'black')
      return svgIcon('0 0 24 24', DIAMOND, `rl-diamond ${box.spot}`);
    const keys: Record<string, MessageKey> = { low: 'low', high: 'high', odd: 'odd', even: 'even' };
    const key = keys[box.spot];
    return key ? t(key) : '';
  }

  private buildTable(): void {
    const geometry = tableGeometry(this.orientation);
    this.table.style.setProperty('--ratio', String(geometry.width / geometry.height));
    this.table.parentElement?.style.setProperty('--ratio', String(geometry.width / geometry.height));
    this.boxes = new Map(geometry.boxes.map((box) => [box.spot, box]));
    this.buttons = new Map();
    const pct = (value: number, of: number): string => `${((value / of) * 100).toFixed(3)}%`;
    const buttons = geometry.boxes.map((box) => {
      const colour = box.kind === 'number' ? pocketColour(Number(box.spot.slice(2))) : '';
      const button = h(
        'button',
        {
          type: 'button',
          class: `spot spot-${box.kind} ${colour}`,
          'data-spot': box.spot,
          'aria-label': this.spotLabel(box.spot),
          style: `left:${pct(box.x, geometry.width)};top:${pct(box.y, geometry.height)};width:${pct(box.w, geometry.width)};height:${pct(box.h, geometry.height)}`,
          onClick: () => this.place(box.spot),
          onPointerenter: () => this.highlight(box.spot, true),
          onPointerleave: () => this.highlight(box.spot, false),
          onFocus: () => this.highlight(box.spot, true),
          onBlur: () => this.highlight(box.spot, false),
        },
        box.kind === 'inside' ? null : h('span', { class: 'spot-text' }, this.spotText(box)),
      );
      this.buttons.set(box.spot, button);
      return button;
    });
    this.table.replaceChildren(...buttons);
    this.renderChips();
  }

  private highlight(spot: string, on: boolean): void {
    for (const n of coveredNumbers(spot)) this.buttons.get(`n:${n}`)?.classList.toggle('hint', on);
  }

  protected override clearResult(): void {
    this.showingResult = false;
    this.table.querySelectorAll('.winner').forEach((el) => el.classList.remove('winner'));
    this.resultBadge.hidden = true;
    this.root.classList.remove('show-wheel');
    this.meter.show(0);
  }

  protected override refreshTable(): void {
    if (!this.showingResult) this.renderChips();
  }

  private renderChips(results?: Map<string, number>): void {
    const geometry = tableGeometry(this.orientation);
    const totals = results ? new Map([...this.lastBets]) : this.bets.totals();
    const stakes = this.ctx.session.game.stakes;
    const stacks = [...totals].map(([spot, amount]) => {
      const box = this.boxes.get(spot);
      if (!box) return null;
      const centre = boxCentre(box);
      const win = results?.get(spot);
      const stack = chipStack({
        amount,
        stakes,
        fmt: this.ctx.fmt,
        x: (centre.x / geometry.width) * 100,
        y: (centre.y / geometry.height) * 100,
        state: results ? (win && win > 0 ? 'won' : 'lost') : 'placed',
        payout: win && win > 0 ? this.ctx.fmt.money(win) : undefined,
      });
      return stack;
    });
    this.chipLayer.replaceChildren(...stacks.filter((stack): stack is HTMLElement => stack !== null));
  }

  private lastBets = new Map<string, number>();

  private renderStrip(): void {
    this.strip.replaceChildren(
      ...this.recent
        .list()
        .map((n, i) =>
          h(
            'li',
            { class: `rl-pill ${pocketColour(n)}${i === 0 ? ' latest' : ''}`, 'aria-label': String(n) },
            String(n),
          ),
        ),
    );
  }

  protected override async play(): Promise<void> {
    const { ctx } = this;
    const { t, fmt } = ctx;
    const sent = await this.sendChips({
      sent: () => {
        this.root.classList.add('show-wheel');
        this.wheel.idle();
        ctx.sound.play('ball');
      },
      failed: async () => {
        await this.wheel.spin(this.recent.list()[0] ?? 0, new Pace(true));
        this.root.classList.remove('show-wheel');
      },
    });
    if (!sent) return;
    const { round, chips } = sent;
    applyRound(ctx, round);
    const view = round.view as RouletteView;
    await this.wheel.spin(view.number, this.pace);
    ctx.sound.play('stop');

    this.recent.push(view.number);
    this.renderStrip();
    const colourKey: MessageKey = view.color === 'red' ? 'red' : view.color === 'black' ? 'black' : 'green';
    this.resultBadge.className = `rl-result ${view.color}`;
    this.resultBadge.textContent = String(view.number);
    this.resultBadge.hidden = false;
    this.buttons.get(`n:${view.number}`)?.classList.add('winner');
    this.lastBets = new Map(chips.map((chip) => [chip.spot, chip.amount]));
    this.bets.settle();
    this.showingResult = true;
    this.renderChips(new Map(view.bets.map((bet) => [bet.spot, bet.win])));
    this.meter.show(view.win);
    if (view.win > 0) {
      this.meter.flash();
      ctx.sound.play('win');
    } else {
      ctx.sound.play('lose');
    }
    this.endRound(
      round.balance,
      `${t('rouletteAnn', { number: view.number, colour: t(colourKey) })} ${
        view.win > 0 ? t('annWin', { amount: fmt.money(view.win) }) : t('annNoWin')
      }`,
    );
    // On a phone the wheel covers the table: it steps aside after a moment.
    window.setTimeout(
      () => {
        if (!this.playing) this.root.classList.remove('show-wheel');
      },
      this.pace.fast ? 900 : 2200,
    );
  }
}
