import type { RoundView } from '../../../src/protocol';
import {
  chipSelector,
  figure,
  iconButton,
  winMeter,
  type ChipSelector,
  type WinMeter,
} from '../chrome/controls';
import type { IconName } from '../chrome/icons';
import type { Game, GameContext } from '../chrome/shell';
import { h } from '../dom';
import type { MessageKey } from '../i18n/i18n';
import { Pace } from '../pace';
import { ChipBets, limitsOf, type Chip, type PlaceRefusal } from './chip-bets';

export interface ChipTableOptions {
  /** The main button while no round is playing: Deal, Spin. */
  go: { label: MessageKey; aria: MessageKey; icon: IconName | null };
  /** Offer Double beside Undo, Clear and Rebet. */
  double?: boolean;
}

/**
 * What the chip tables (roulette, baccarat) share: the chip rack, the chips on the table with
 * Undo, Clear, Rebet (and Double), the total bet and win figures, the main button's states, and
 * sending the chips as a round. Each table draws its own felt, spots and result.
 */
export abstract class ChipTable implements Game {
  protected readonly pace: Pace;
  protected readonly bets: ChipBets;
  protected readonly chips: ChipSelector;
  protected readonly meter: WinMeter;
  /** Why a chip was refused, or that there is nothing to play; the table places it. */
  protected readonly hint: HTMLElement;
  private readonly totalFigure;
  private readonly undoButton: HTMLButtonElement;
  private readonly clearButton: HTMLButtonElement;
  private readonly rebetButton: HTMLButtonElement;
  private readonly doubleButton: HTMLButtonElement | null;
  protected playing = false;
  /** The last result stays on the table until the player changes the chips. */
  protected showingResult = false;

  constructor(
    protected readonly ctx: GameContext,
    private readonly options: ChipTableOptions,
  ) {
    const { t, fmt, session } = ctx;
    this.pace = new Pace(ctx.reducedMotion);
    this.bets = new ChipBets(limitsOf(session.game.layout));
    this.chips = chipSelector({ stakes: session.game.stakes, fmt, t });
    this.meter = winMeter(fmt, t('win'));
    this.totalFigure = figure(t('totalBet'));
    this.hint = h('div', { class: 'table-hint', role: 'status' });

    const action = (icon: IconName, key: MessageKey, aria: MessageKey, run: () => void) => {
      const button = iconButton(icon, t(aria), run, 'table-action');
      button.append(h('span', { class: 'table-action-text' }, t(key)));
      return button;
    };
    this.undoButton = action('undo', 'undo', 'undoLabel', () => this.change(() => (this.bets.undo(), null)));
    this.clearButton = action('trash', 'clearBets', 'clearLabel', () =>
      this.change(() => (this.bets.clear(), null)),
    );
    this.rebetButton = action('repeat', 'rebet', 'rebetLabel', () => this.change(() => this.bets.rebet()));
    this.doubleButton = options.double
      ? action('plus', 'doubleBets', 'doubleLabel', () => this.change(() => this.bets.double()))
      : null;
    ctx.controlsExtra.append(this.chips.el);
    ctx.controlsLeft.append(
      h(
        'div',
        { class: 'table-actions' },
        this.undoButton,
        this.clearButton,
        this.rebetButton,
        this.doubleButton,
      ),
    );
    ctx.controlsRight.append(this.totalFigure.el, this.meter.el);
  }

  primary(): void {
    if (this.playing) {
      this.pace.hurry();
      return;
    }
    void this.play();
  }

  abstract infoSection(): HTMLElement;

  /** Plays a round with the chips on the table. */
  protected abstract play(): Promise<void>;

  /** Takes the last round's result off the table. */
  protected abstract clearResult(): void;

  /** Brings the table's own part (spots, chips on them) up to date with the bet and state. */
  protected abstract refreshTable(): void;

  protected place(spot: string): void {
    if (this.playing) return;
    this.change(() => this.bets.add(spot, this.chips.value));
    this.ctx.sound.play('chip');
  }

  /** Applies a change to the chips on the table, clearing a shown result first. */
  protected change(run: () => PlaceRefusal | null): void {
    if (this.playing) return;
    if (this.showingResult) this.clearResult();
    const refusal = run();
    this.hint.textContent = refusal
      ? this.ctx.t(refusal === 'spot_limit' ? 'err_amount_above_max' : 'err_total_above_max')
      : '';
    this.refresh();
  }

  protected refresh(): void {
    const { t } = this.ctx;
    const empty = this.bets.empty;
    this.undoButton.disabled = this.playing || empty;
    this.clearButton.disabled = this.playing || empty;
    if (this.doubleButton) this.doubleButton.disabled = this.playing || empty;
    this.rebetButton.disabled = this.playing || !this.bets.canRebet;
    this.chips.setDisabled(this.playing);
    this.totalFigure.set(this.ctx.fmt.money(this.bets.total()));
    if (this.playing) {
      this.ctx.main.set({ label: t('skip'), aria: t('skipLabel'), icon: 'lightning', mode: 'deal' });
    } else {
      const { go } = this.options;
      this.ctx.main.set({
        label: empty ? t('placeBets') : t(go.label),
        aria: empty ? t('noBets') : t(go.aria),
        icon: go.icon,
        mode: 'deal',
        disabled: empty,
      });
    }
    this.refreshTable();
  }

  /**
   * Stakes the chips on the table and sends them as a round. Answers null when there are none, or
   * when the request failed: the stake is then back in the balance and the error shown.
   * `sent` runs once the stake has left the balance; `failed` before the table is open again.
   */
  protected async sendChips(
    hooks: { sent?: () => void; failed?: () => Promise<void> } = {},
  ): Promise<{ round: RoundView; chips: Chip[] } | null> {
    const { ctx } = this;
    if (this.bets.empty) {
      this.hint.textContent = ctx.t('noBets');
      return null;
    }
    ctx.clearError();
    this.clearResult();
    const chips = this.bets.chips();
    const stake = this.bets.total();
    this.playing = true;
    this.pace.reset();
    ctx.setBusy(true);
    this.refresh();
    const before = ctx.balance();
    ctx.setBalance(before - stake);
    hooks.sent?.();

    try {
      return { round: await ctx.api.play({ chips }), chips };
    } catch (error) {
      ctx.setBalance(before);
      ctx.showError(error);
      await hooks.failed?.();
      this.endPlay();
      return null;
    }
  }

  /** Ends a played round: the settled balance, the spoken result, and the table open again. */
  protected endRound(balance: number, announcement: string): void {
    this.ctx.setBalance(balance);
    this.ctx.announce(announcement);
    this.endPlay();
  }

  private endPlay(): void {
    this.playing = false;
    this.ctx.setBusy(false);
    this.refresh();
  }
}
