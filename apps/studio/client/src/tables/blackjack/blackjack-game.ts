import '../../styles/tables.css';
import type { RoundView } from '../../../../src/protocol';
import { betSelector, winMeter } from '../../chrome/controls';
import { applyRound, type Game, type GameContext, type GameFactory } from '../../chrome/shell';
import { h, s, svgFragment } from '../../dom';
import type { MessageKey } from '../../i18n/i18n';
import { Pace } from '../../pace';
import { cardElement, dealCard, flipCard, installCardDefs, type Card } from '../cards';
import { chipStack } from '../chip-stack';
import { handLabel, type BlackjackAction, type BlackjackHand, type BlackjackView } from './blackjack-view';

const ACTIONS: ReadonlyArray<{ type: BlackjackAction; key: string; label: MessageKey; aria: MessageKey }> = [
  { type: 'hit', key: 'h', label: 'hit', aria: 'hitLabel' },
  { type: 'stand', key: 's', label: 'stand', aria: 'standLabel' },
  { type: 'double', key: 'd', label: 'double', aria: 'doubleLabel2' },
  { type: 'split', key: 'p', label: 'split', aria: 'splitLabel' },
];

export const blackjackGame: GameFactory = (ctx) => new BlackjackGame(ctx);

interface HandNodes {
  el: HTMLElement;
  cards: HTMLElement;
  total: HTMLElement;
  status: HTMLElement;
  chips: HTMLElement;
}

class BlackjackGame implements Game {
  private readonly pace: Pace;
  private readonly bet;
  private readonly meter;
  private readonly dealerCards: HTMLElement;
  private readonly dealerTotal: HTMLElement;
  private readonly handsEl: HTMLElement;
  private readonly message: HTMLElement;
  private readonly shoe: HTMLElement;
  private readonly actionButtons = new Map<BlackjackAction, HTMLButtonElement>();
  private hands: HandNodes[] = [];
  private readonly betSpot: HTMLElement;
  private view: BlackjackView | null = null;
  private round: RoundView | null = null;
  private busy = false;

  constructor(private readonly ctx: GameContext) {
    const { t, fmt, session } = ctx;
    this.pace = new Pace(ctx.reducedMotion);
    installCardDefs();
    this.bet = betSelector({
      stakes: session.game.stakes,
      initial: session.game.stakes[0] ?? 0,
      fmt,
      t,
      onChange: () => this.renderBetSpot(),
    });
    this.betSpot = h('div', { class: 'bj-bet-spot', 'aria-hidden': 'true' });
    this.meter = winMeter(fmt, t('win'));

    this.dealerCards = h('div', { class: 'card-row dealer-cards' });
    this.dealerTotal = h('span', { class: 'total-badge', hidden: true });
    this.handsEl = h('div', { class: 'bj-hands' });
    this.message = h('div', { class: 'table-message', role: 'status' });
    this.shoe = h('div', { class: 'shoe', 'aria-hidden': 'true' });
    this.shoe.append(cardElement(null, ''), cardElement(null, ''));
    const felt = s('svg', {
      class: 'felt-print',
      viewBox: '0 0 1000 600',
      preserveAspectRatio: 'xMidYMid meet',
      'aria-hidden': 'true',
    });
    felt.append(
      svgFragment(
        `<defs><path id="bj-arc" d="M140 200Q500 400 860 200"/><path id="bj-arc2" d="M60 240Q500 500 940 240"/></defs>` +
          `<path d="M100 150Q500 370 900 150" fill="none" stroke="#e9c46a" stroke-opacity=".45" stroke-width="3"/>` +
          `<path d="M40 290Q500 560 960 290" fill="none" stroke="#e9c46a" stroke-opacity=".3" stroke-width="2"/>` +
          `<text class="felt-text big"><textPath href="#bj-arc" startOffset="50%" text-anchor="middle">BLACKJACK PAYS 3 TO 2</textPath></text>` +
          `<text class="felt-text"><textPath href="#bj-arc2" startOffset="50%" text-anchor="middle">DEALER STANDS ON ALL 17s · INSURANCE NOT OFFERED</textPath></text>`,
      ),
    );
    this.renderBetSpot();
    ctx.stage.append(
      h(
        'div',
        { class: 'blackjack felt' },
        felt,
        this.shoe,
        h(
          'section',
          { class: 'bj-dealer', 'aria-label': t('dealer') },
          h('div', { class: 'hand-head' }, h('span', { class: 'hand-name' }, t('dealer')), this.dealerTotal),
          this.dealerCards,
        ),
        this.message,
        this.handsEl,
      ),
    );

    for (const action of ACTIONS) {
      const button = h(
        'button',
        {
          type: 'button',
          class: `action-btn action-${action.type}`,
          'aria-label': t(action.aria),
          'aria-keyshortcuts': action.key.toUpperCase(),
          hidden: true,
          onClick: () => void this.act(action.type),
        },
        h('span', {}, t(action.label)),
        h('kbd', { 'aria-hidden': 'true' }, action.key.toUpperCase()),
      );
      this.actionButtons.set(action.type, button);
    }
    ctx.controlsExtra.append(h('div', { class: 'bj-actions' }, ...this.actionButtons.values()));
    ctx.controlsLeft.append(this.bet.el);
    ctx.controlsRight.append(this.meter.el);

    const open = session.open_round;
    if (open && !open.finished) {
      this.round = open;
      this.view = open.view as BlackjackView;
      this.bet.value = open.stake;
      this.renderStatic(this.view);
      this.ctx.setRoundOpen(true);
    }
    this.refresh();
  }

  primary(): void {
    if (this.busy) {
      this.pace.hurry();
      return;
    }
    if (this.inPlay()) return;
    void this.deal();
  }

  key(event: KeyboardEvent): boolean {
    const action = ACTIONS.find((a) => a.key === event.key.toLowerCase());
    if (!action || !this.inPlay() || this.busy || !this.view?.actions.includes(action.type)) return false;
    void this.act(action.type);
    return true;
  }

  infoSection(): HTMLElement {
    const { t } = this.ctx;
    return h(
      'section',
      {},
      h('h3', { class: 'panel-subtitle' }, t('payouts')),
      h('p', {}, t('bjRules')),
      h(
        'table',
        { class: 'pay-table' },
        h(
          'tbody',
          {},
          h('tr', {}, h('td', {}, t('bjPayBlackjack')), h('td', { class: 'num' }, '3:2')),
          h('tr', {}, h('td', {}, t('bjPayWin')), h('td', { class: 'num' }, '1:1')),
          h('tr', {}, h('td', {}, t('bjPayPush')), h('td', { class: 'num' }, '0')),
        ),
      ),
    );
  }

  private inPlay(): boolean {
    return this.view !== null && !this.view.finished;
  }

  private refresh(): void {
    const { t } = this.ctx;
    const playing = this.inPlay();
    for (const [type, button] of this.actionButtons) {
      const allowed = playing && (this.view?.actions.includes(type) ?? false);
      // Only the moves the hand allows are offered.
      button.hidden = !allowed;
      button.disabled = this.busy;
    }
    this.bet.setDisabled(playing || this.busy);
    if (this.busy && !playing) {
      this.ctx.main.set({ label: t('skip'), aria: t('skipLabel'), icon: 'lightning', mode: 'deal' });
    } else {
      this.ctx.main.set({
        label: t('deal'),
        aria: t('dealLabel'),
        icon: null,
        mode: 'deal',
        disabled: playing || this.busy,
        // While a hand is played the actions take over; Deal comes back when the round is over.
        hidden: playing,
      });
    }
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    this.ctx.setBusy(busy);
    this.refresh();
  }

  // ---- drawing ----

  private handNodes(index: number): HandNodes {
    const existing = this.hands[index];
    if (existing) return existing;
    const nodes: HandNodes = {
      el: h('section', { class: 'bj-hand', 'aria-label': this.ctx.t('hand', { n: index + 1 }) }),
      cards: h('div', { class: 'card-row' }),
      total: h('span', { class: 'total-badge', hidden: true }),
      status: h('span', { class: 'status-badge', hidden: true }),
      chips: h('div', { class: 'bj-stake' }),
    };
    nodes.el.append(nodes.cards, h('div', { class: 'hand-head' }, nodes.total, nodes.status), nodes.chips);
    this.handsEl.append(nodes.el);
    this.hands[index] = nodes;
    return nodes;
  }

  /** Before a deal the player's box shows the stake about to be played. */
  private renderBetSpot(): void {
    this.betSpot.replaceChildren(
      h('span', { class: 'bj-bet-label' }, this.ctx.t('bet')),
      chipStack({
        amount: this.bet.value,
        stakes: this.ctx.session.game.stakes,
        fmt: this.ctx.fmt,
        x: 50,
        y: 50,
        state: 'placed',
      }),
    );
    if (this.hands.length === 0) this.handsEl.replaceChildren(this.betSpot);
  }

  private clearTable(): void {
    this.dealerCards.replaceChildren();
    this.dealerTotal.hidden = true;
    this.handsEl.replaceChildren();
    this.hands = [];
    this.message.textContent = '';
    this.message.className = 'table-message';
  }

  /** Draws a view at once (a resumed round). */
  private renderStatic(view: BlackjackView): void {
    this.clearTable();
    view.dealer.cards.forEach((card) => this.dealerCards.append(cardElement(card, this.ctx.t('hidden'))));
    if (view.dealer.hidden) this.dealerCards.append(cardElement(null, this.ctx.t('hidden')));
    view.hands.forEach((hand, i) => {
      const nodes = this.handNodes(i);
      hand.cards.forEach((card) => nodes.cards.append(cardElement(card, '')));
    });
    this.updateLabels(view);
  }

  private updateLabels(view: BlackjackView): void {
    const { t, fmt } = this.ctx;
    if (view.dealer.total !== null && !view.dealer.hidden) {
      this.dealerTotal.textContent = String(view.dealer.total);
      this.dealerTotal.hidden = false;
      this.dealerTotal.classList.toggle('bust', view.dealer.total > 21);
    } else {
      this.dealerTotal.hidden = true;
    }
    view.hands.forEach((hand, i) => {
      const nodes = this.handNodes(i);
      nodes.el.classList.toggle('active', !view.finished && view.active === i && view.hands.length > 1);
      nodes.el.classList.toggle('is-active', !view.finished && view.active === i);
      nodes.total.textContent = handLabel(hand);
      nodes.total.hidden = hand.cards.length === 0;
      nodes.total.classList.toggle('bust', hand.total > 21);
      const status = this.statusText(hand);
      nodes.status.textContent = status;
      nodes.status.hidden = status === '';
      nodes.status.className = `status-badge status-${hand.status}`;
      const stakes = this.ctx.session.game.stakes;
      nodes.chips.replaceChildren(
        chipStack({
          amount: hand.stake,
          stakes,
          fmt,
          x: 50,
          y: 50,
          state:
            hand.status === 'won' || hand.status === 'blackjack'
              ? 'won'
              : hand.status === 'lost' || hand.status === 'bust'
                ? 'lost'
                : 'placed',
          payout: hand.win > 0 ? fmt.money(hand.win) : undefined,
        }),
      );
      nodes.el.setAttribute('aria-label', `${t('hand', { n: i + 1 })}: ${handLabel(hand)} ${status}`);
    });
  }

  private statusText(hand: BlackjackHand): string {
    if (hand.status === 'playing') return '';
    return this.ctx.t(`status_${hand.status}` as MessageKey);
  }

  /** Brings the table from what it shows to `next`, dealing new cards in play order. */
  private async animateTo(next: BlackjackView, previous: BlackjackView | null): Promise<void> {
    const { t } = this.ctx;
    const dealt = (row: HTMLElement, card: Card | null, label = ''): Promise<HTMLElement> =>
      dealCard({
        row,
        card,
        from: this.shoe,
        pace: this.pace,
        label,
        onLand: () => this.ctx.sound.play('card'),
      });

    if (!previous) {
      // The opening deal: player, dealer, player, dealer's hole card.
      const hand = next.hands[0];
      const first = this.handNodes(0);
      if (hand?.cards[0]) await dealt(first.cards, hand.cards[0]);
      if (next.dealer.cards[0]) await dealt(this.dealerCards, next.dealer.cards[0]);
      if (hand?.cards[1]) await dealt(first.cards, hand.cards[1]);
      if (next.dealer.hidden) await dealt(this.dealerCards, null, t('hidden'));
      else if (next.dealer.cards[1]) await dealt(this.dealerCards, next.dealer.cards[1]);
      for (const card of next.dealer.cards.slice(2)) await dealt(this.dealerCards, card);
      this.updateLabels(next);
      return;
    }

    if (next.hands.length !== previous.hands.length) {
      // A split: each hand keeps one card of the pair; the new second cards are dealt below.
      this.handsEl.replaceChildren();
      this.hands = [];
      next.hands.forEach((hand, i) => {
        const first = hand.cards[0];
        if (first) this.handNodes(i).cards.append(cardElement(first, ''));
      });
      previous = {
        ...previous,
        hands: next.hands.map((hand) => ({ ...hand, cards: hand.cards.slice(0, 1) })),
      };
    }
    for (const [i, hand] of next.hands.entries()) {
      const shown = previous.hands[i]?.cards.length ?? 0;
      const nodes = this.handNodes(i);
      for (const card of hand.cards.slice(shown)) await dealt(nodes.cards, card);
    }
    if (previous.dealer.hidden && !next.dealer.hidden) {
      const hole = this.dealerCards.querySelector<HTMLElement>('.card-down');
      const card = next.dealer.cards[1];
      if (hole && card) {
        await this.pace.wait(250);
        await flipCard(hole, card, this.pace);
      }
    }
    const dealerShown = previous.dealer.hidden ? 2 : previous.dealer.cards.length;
    for (const card of next.dealer.cards.slice(dealerShown)) {
      await this.pace.wait(200);
      await dealt(this.dealerCards, card);
      this.updateLabels({ ...next, hands: next.hands });
    }
    this.updateLabels(next);
  }

  // ---- a round ----

  private async deal(): Promise<void> {
    const { ctx } = this;
    const stake = this.bet.value;
    ctx.clearError();
    this.pace.reset();
    this.meter.show(0);
    this.setBusy(true);
    const before = ctx.balance();
    ctx.setBalance(before - stake);
    this.clearTable();
    let round: RoundView;
    try {
      round = await ctx.api.play({ stake });
    } catch (error) {
      ctx.setBalance(before);
      ctx.showError(error);
      this.setBusy(false);
      return;
    }
    await this.apply(round, null);
  }

  private async act(type: BlackjackAction): Promise<void> {
    const { ctx } = this;
    if (!this.round || !this.view || this.busy || !this.view.actions.includes(type)) return;
    ctx.clearError();
    this.pace.reset();
    this.setBusy(true);
    let round: RoundView;
    try {
      round = await ctx.api.act(this.round.round, { type });
    } catch (error) {
      ctx.showError(error);
      this.setBusy(false);
      return;
    }
    await this.apply(round, this.view);
  }

  private async apply(round: RoundView, previous: BlackjackView | null): Promise<void> {
    const { ctx } = this;
    const { t, fmt } = ctx;
    applyRound(ctx, round);
    const view = round.view as BlackjackView;
    this.round = round;
    ctx.setBalance(round.balance - (round.finished ? round.win : 0));
    try {
      await this.animateTo(view, previous);
    } finally {
      this.view = view;
      this.updateLabels(view);
    }
    if (view.finished) {
      const net = view.win - round.stake;
      this.message.textContent =
        view.win > round.stake
          ? t('annWin', { amount: fmt.money(view.win) })
          : view.win === round.stake && view.win > 0
            ? t('status_push')
            : t('status_lost');
      this.message.className = `table-message ${net > 0 ? 'good' : net === 0 && view.win > 0 ? 'even' : 'bad'}`;
      this.meter.show(view.win);
      if (view.win > 0) this.meter.flash();
      ctx.sound.play(view.win > round.stake ? 'win' : 'lose');
      ctx.setBalance(round.balance);
      ctx.announce(`${t('bjResult', { dealer: view.dealer.total ?? '', result: this.message.textContent })}`);
    } else {
      const hand = view.hands[view.active];
      const up = view.dealer.cards[0];
      if (hand) ctx.announce(t('bjTurn', { total: handLabel(hand), dealer: up ? up.rank : '' }));
    }
    this.setBusy(false);
  }
}
