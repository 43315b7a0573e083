import '../../styles/tables.css';
import { applyRound, type GameContext, type GameFactory } from '../../chrome/shell';
import { h, s, svgFragment } from '../../dom';
import type { MessageKey } from '../../i18n/i18n';
import { cardElement, dealCard, installCardDefs, type Card } from '../cards';
import { chipStack } from '../chip-stack';
import { ChipTable } from '../chip-table';
import { recentResults } from '../recent-results';
import {
  beadPlate,
  coupOf,
  handTotal,
  type BaccaratSpot,
  type BaccaratView,
  type Coup,
} from './baccarat-view';

const SPOTS: ReadonlyArray<{ spot: BaccaratSpot; label: MessageKey; pays: string }> = [
  { spot: 'player_pair', label: 'playerPair', pays: '11:1' },
  { spot: 'player', label: 'player', pays: '1:1' },
  { spot: 'tie', label: 'tie', pays: '8:1' },
  { spot: 'banker', label: 'banker', pays: '0.95:1' },
  { spot: 'banker_pair', label: 'bankerPair', pays: '11:1' },
];

const ROAD_ROWS = 6;

export const baccaratGame: GameFactory = (ctx) => new BaccaratGame(ctx);

interface Side {
  cards: HTMLElement;
  total: HTMLElement;
  el: HTMLElement;
}

class BaccaratGame extends ChipTable {
  private readonly player: Side;
  private readonly banker: Side;
  private readonly message: HTMLElement;
  private readonly shoe: HTMLElement;
  private readonly road: HTMLElement;
  private readonly roadCounts: HTMLElement;
  private readonly spotButtons = new Map<BaccaratSpot, { button: HTMLButtonElement; chips: HTMLElement }>();
  private readonly recent;

  constructor(ctx: GameContext) {
    super(ctx, { go: { label: 'deal', aria: 'dealLabel', icon: null } });
    const { t, session } = ctx;
    installCardDefs();
    this.recent = recentResults<Coup>(`baccarat:${session.session}`, 72);

    const side = (name: 'player' | 'banker'): Side => {
      const cards = h('div', { class: 'card-row' });
      const total = h('span', { class: 'total-badge', hidden: true });
      const el = h(
        'section',
        { class: `bc-side ${name}`, 'aria-label': t(name) },
        h('div', { class: 'hand-head' }, h('span', { class: 'hand-name' }, t(name)), total),
        cards,
      );
      return { cards, total, el };
    };
    this.player = side('player');
    this.banker = side('banker');
    this.message = h('div', { class: 'table-message', role: 'status' });
    this.shoe = h('div', { class: 'shoe', 'aria-hidden': 'true' });
    this.shoe.append(cardElement(null, ''), cardElement(null, ''));
    this.road = h('div', { class: 'bc-road-grid', role: 'img', 'aria-label': t('road') });
    this.roadCounts = h('div', { class: 'bc-road-counts' });

    const spots = SPOTS.map(({ spot, label, pays }) => {
      const chipsEl = h('div', { class: 'bc-spot-chips', 'aria-hidden': 'true' });
      const button = h(
        'button',
        {
          type: 'button',
          class: `bc-spot spot-${spot}`,
          'aria-label': `${t(label)} ${pays}`,
          onClick: () => this.place(spot),
        },
        h('span', { class: 'bc-spot-name' }, t(label)),
        h('span', { class: 'bc-spot-pays' }, pays),
        chipsEl,
      );
      this.spotButtons.set(spot, { button, chips: chipsEl });
      return button;
    });

    const felt = s('svg', {
      class: 'felt-print',
      viewBox: '0 0 1000 600',
      preserveAspectRatio: 'xMidYMin meet',
      'aria-hidden': 'true',
    });
    felt.append(
      svgFragment(
        `<path d="M60 40Q500 250 940 40" fill="none" stroke="#e9c46a" stroke-opacity=".3" stroke-width="2.5"/>`,
      ),
    );

    ctx.stage.append(
      h(
        'div',
        { class: 'baccarat felt' },
        felt,
        this.shoe,
        h(
          'div',
          { class: 'bc-hands' },
          this.player.el,
          h('div', { class: 'bc-vs', 'aria-hidden': 'true' }, 'VS'),
          this.banker.el,
        ),
        this.message,
        h('div', { class: 'bc-spots', role: 'group', 'aria-label': t('placeBets') }, ...spots),
        this.hint,
        h(
          'div',
          { class: 'bc-road' },
          h(
            'div',
            { class: 'bc-road-head' },
            h('span', { class: 'control-label' }, t('road')),
            this.roadCounts,
          ),
          this.road,
        ),
      ),
    );

    this.renderRoad();
    new ResizeObserver(() => this.renderRoad()).observe(this.road);
    this.refresh();
  }

  override infoSection(): HTMLElement {
    const { t } = this.ctx;
    const rows: Array<[MessageKey, string]> = [
      ['payPlayer', '1:1'],
      ['payBanker', '0.95:1'],
      ['payTie', '8:1'],
      ['payPair', '11:1'],
    ];
    return h(
      'section',
      {},
      h('h3', { class: 'panel-subtitle' }, t('payouts')),
      h('p', {}, t('baccaratRules')),
      h(
        'table',
        { class: 'pay-table' },
        h(
          'tbody',
          {},
          ...rows.map(([key, pays]) => h('tr', {}, h('td', {}, t(key)), h('td', { class: 'num' }, pays))),
        ),
      ),
      h('p', { class: 'muted small' }, t('tieReturns')),
    );
  }

  protected override clearResult(): void {
    this.showingResult = false;
    this.player.cards.replaceChildren();
    this.banker.cards.replaceChildren();
    this.player.total.hidden = true;
    this.banker.total.hidden = true;
    this.player.el.classList.remove('winner');
    this.banker.el.classList.remove('winner');
    this.message.textContent = '';
    this.message.className = 'table-message';
    for (const { button } of this.spotButtons.values()) button.classList.remove('won', 'lost');
    this.meter.show(0);
  }

  protected override refreshTable(): void {
    for (const { button } of this.spotButtons.values()) button.disabled = this.playing;
    if (!this.showingResult) this.renderChips(this.bets.totals());
  }

  private renderChips(totals: Map<string, number>, wins?: Map<string, number>): void {
    const stakes = this.ctx.session.game.stakes;
    for (const [spot, { chips }] of this.spotButtons) {
      const amount = totals.get(spot);
      const win = wins?.get(spot);
      chips.replaceChildren(
        amount
          ? chipStack({
              amount,
              stakes,
              fmt: this.ctx.fmt,
              x: 50,
              y: 50,
              state: wins ? (win && win > 0 ? 'won' : 'lost') : 'placed',
              payout: win && win > 0 ? this.ctx.fmt.money(win) : undefined,
            })
          : '',
      );
    }
  }

  private renderRoad(): void {
    const coups = this.recent.list().reverse();
    // As many columns of beads as the road's width holds.
    const width = this.road.clientWidth || 600;
    const columns = Math.max(8, Math.min(30, Math.floor(width / (width < 500 ? 19 : 26))));
    const plate = beadPlate(coups, ROAD_ROWS, columns);
    this.road.replaceChildren(
      ...plate.flatMap((column) =>
        column.map((coup) =>
          coup
            ? h(
                'span',
                { class: `bead bead-${coup.w}` },
                coup.w,
                coup.pp ? h('i', { class: 'pair pp' }) : null,
                coup.bp ? h('i', { class: 'pair bp' }) : null,
              )
            : h('span', { class: 'bead bead-empty' }),
        ),
      ),
    );
    const count = (w: Coup['w']): number => coups.filter((coup) => coup.w === w).length;
    this.roadCounts.replaceChildren(
      h('span', { class: 'count-P' }, `P ${count('P')}`),
      h('span', { class: 'count-B' }, `B ${count('B')}`),
      h('span', { class: 'count-T' }, `T ${count('T')}`),
    );
    const { t } = this.ctx;
    this.road.setAttribute(
      'aria-label',
      `${t('road')}: ${t('player')} ${count('P')}, ${t('banker')} ${count('B')}, ${t('tie')} ${count('T')}`,
    );
  }

  private async dealInto(side: Side, card: Card, cards: Card[]): Promise<void> {
    await dealCard({
      row: side.cards,
      card,
      from: this.shoe,
      pace: this.pace,
      label: '',
      onLand: () => this.ctx.sound.play('card'),
    });
    cards.push(card);
    side.total.textContent = String(handTotal(cards));
    side.total.hidden = false;
  }

  protected override async play(): Promise<void> {
    const { ctx } = this;
    const { t, fmt } = ctx;
    const sent = await this.sendChips();
    if (!sent) return;
    const { round, chips } = sent;
    applyRound(ctx, round);
    const view = round.view as BaccaratView;
    const shownPlayer: Card[] = [];
    const shownBanker: Card[] = [];
    const [p1, p2, p3] = view.player.cards;
    const [b1, b2, b3] = view.banker.cards;
    try {
      if (p1) await this.dealInto(this.player, p1, shownPlayer);
      if (b1) await this.dealInto(this.banker, b1, shownBanker);
      if (p2) await this.dealInto(this.player, p2, shownPlayer);
      if (b2) await this.dealInto(this.banker, b2, shownBanker);
      if (p3) {
        await this.pace.wait(350);
        await this.dealInto(this.player, p3, shownPlayer);
      }
      if (b3) {
        await this.pace.wait(350);
        await this.dealInto(this.banker, b3, shownBanker);
      }
    } finally {
      this.player.total.textContent = String(view.player.total);
      this.banker.total.textContent = String(view.banker.total);
      this.player.total.hidden = false;
      this.banker.total.hidden = false;
    }

    const resultKey: MessageKey =
      view.winner === 'player' ? 'winsPlayer' : view.winner === 'banker' ? 'winsBanker' : 'winsTie';
    this.message.textContent = t(resultKey);
    this.message.className = `table-message result-${view.winner}`;
    if (view.winner !== 'tie')
      (view.winner === 'player' ? this.player : this.banker).el.classList.add('winner');
    const wins = new Map<string, number>(view.bets.map((bet) => [bet.spot, bet.win]));
    for (const [spot, { button }] of this.spotButtons) {
      const win = wins.get(spot);
      if (win === undefined) continue;
      button.classList.add(win > 0 ? 'won' : 'lost');
    }
    this.bets.settle();
    this.showingResult = true;
    this.renderChips(new Map(chips.map((chip) => [chip.spot, chip.amount])), wins);
    this.recent.push(coupOf(view));
    this.renderRoad();
    this.meter.show(view.win);
    if (view.win > 0) this.meter.flash();
    ctx.sound.play(view.win > 0 ? 'win' : 'lose');
    this.endRound(
      round.balance,
      `${t('baccaratAnn', { result: t(resultKey), player: view.player.total, banker: view.banker.total })} ${
        view.win > 0 ? t('annWin', { amount: fmt.money(view.win) }) : t('annNoWin')
      }`,
    );
  }
}
