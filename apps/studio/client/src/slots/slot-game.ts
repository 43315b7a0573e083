import '../styles/slots.css';
import type { FreeRoundsView, RoundView } from '../../../src/protocol';
import { ApiError } from '../api';
import { betSelector, figure, winMeter, type BetSelector, type WinMeter } from '../chrome/controls';
import { ICONS } from '../chrome/icons';
import { applyRound, type Game, type GameContext, type GameFactory } from '../chrome/shell';
import { h, s, svgFragment, svgIcon } from '../dom';
import { countUp } from '../format';
import { Pace } from '../pace';
import { celebrate } from './celebration';
import { afterRefusal, afterRound, isFreeMode, nextStake } from './free-rounds';
import { ReelTape } from './reel-tape';
import { slotInfo } from './slot-info';
import {
  cascadeDrops,
  cellKey,
  lineColour,
  parseLayout,
  paylinePoints,
  shownMultiplier,
  winningCells,
  winTier,
  type SlotLayout,
  type SlotSpin,
  type SlotStep,
  type SlotView,
  type SlotWin,
} from './slot-model';
import type { SlotTheme } from './theme';

const CELL = 100;
const GAP = 10;
const PAD = 16;
/** Time for a spinning reel to pass one cell. */
const CELL_MS = 42;
/** Extra symbols a stopping reel runs through before the result. */
const RUN_IN = 2;

interface ReelLoop {
  strip: SVGGElement;
  animation: Animation | null;
  pattern: string[];
  period: number;
}

/** The one slot renderer, dressed by a theme. */
export function slotGame(theme: SlotTheme): GameFactory {
  return (ctx) => new SlotGame(ctx, theme);
}

/** Puts the theme's symbols into the page once, as <symbol>s the reels <use>. */
function installSprite(theme: SlotTheme): void {
  if (document.getElementById('symbol-sprite')) return;
  const sprite = s('svg', { id: 'symbol-sprite', 'aria-hidden': 'true', class: 'sprite' });
  const symbols = Object.entries(theme.symbols)
    .map(
      ([id, markup]) => `<symbol id="sym-${id}" viewBox="0 0 100 100" overflow="visible">${markup}</symbol>`,
    )
    .join('');
  sprite.append(svgFragment(`<defs>${theme.defs}${symbols}</defs>`));
  document.body.prepend(sprite);
}

/** The id a cell's <use> points at; unknown symbols get a lettered placeholder. */
function symbolHref(theme: SlotTheme, symbol: string): string {
  if (theme.symbols[symbol]) return `#sym-${symbol}`;
  const id = `sym-fallback-${symbol.replace(/[^a-z0-9-]/gi, '')}`;
  if (!document.getElementById(id)) {
    const sprite = document.getElementById('symbol-sprite');
    const label = symbol.slice(0, 6).toUpperCase();
    sprite?.append(
      svgFragment(
        `<symbol id="${id}" viewBox="0 0 100 100"><rect x="10" y="22" width="80" height="56" rx="12" fill="#2a2440" stroke="#9f8cff" stroke-width="3"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="18" fill="#fff">${label}</text></symbol>`,
      ),
    );
  }
  return `#${id}`;
}

class SlotGame implements Game {
  private readonly layout: SlotLayout;
  private readonly pace: Pace;
  private readonly bet: BetSelector;
  private readonly meter: WinMeter;
  private readonly board: SVGSVGElement;
  private readonly strips: SVGGElement[] = [];
  private readonly lines: SVGGElement;
  private readonly winInfo: HTMLElement;
  private readonly banner: HTMLElement;
  private readonly freeBadge = figure('');
  private readonly multiplierBadge: HTMLElement;
  private readonly stageEl: HTMLElement;
  /** Free spins a bonus granted: the bar that counts them and the summary shown when they end. */
  private readonly freeBar: HTMLElement;
  private readonly freeBarText: HTMLElement;
  private readonly freeSummary: HTMLElement;
  private free: FreeRoundsView | null;
  private grid: string[][];
  /** The strips under the reels; null for a layout without strips (then no filler at all). */
  private readonly tape: ReelTape | null;
  private playing = false;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private dismissCelebration: (() => void) | null = null;

  constructor(
    private readonly ctx: GameContext,
    private readonly theme: SlotTheme,
  ) {
    const { t, fmt, session } = ctx;
    this.layout = parseLayout(session.game.layout);
    this.pace = new Pace(ctx.reducedMotion);
    installSprite(theme);
    this.tape = this.layout.strips ? new ReelTape(this.layout.strips, this.layout.rows) : null;
    this.grid = this.tape ? this.tape.grid() : this.openingGrid();

    const { reels, rows } = this.layout;
    const width = PAD * 2 + reels * CELL + (reels - 1) * GAP;
    const height = PAD * 2 + rows * CELL;
    this.board = s('svg', {
      class: 'slot-board',
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': t('reels'),
    });
    const [frameTop, frameBottom] = theme.board.frame;
    const [reelTop, reelBottom] = theme.board.reel;
    const clips = Array.from(
      { length: reels },
      (_, r) =>
        `<clipPath id="reel-clip-${r}"><rect x="0" y="0" width="${CELL}" height="${rows * CELL}"/></clipPath>`,
    ).join('');
    this.board.append(
      svgFragment(
        `<defs>` +
          `<linearGradient id="board-frame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${frameTop}"/><stop offset="1" stop-color="${frameBottom}"/></linearGradient>` +
          `<linearGradient id="board-reel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${reelTop}"/><stop offset=".5" stop-color="${reelBottom}"/><stop offset="1" stop-color="${reelTop}"/></linearGradient>` +
          `<linearGradient id="board-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".18" stop-color="#000" stop-opacity="0"/><stop offset=".82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient>` +
          `<filter id="spin-blur" x="-5%" y="-20%" width="110%" height="140%"><feGaussianBlur stdDeviation="0 7"/></filter>` +
          `<filter id="line-glow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
          clips +
          `</defs>` +
          `<rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" rx="22" fill="url(#board-frame)" stroke="${theme.board.frameEdge}" stroke-width="3"/>` +
          `<rect x="7" y="7" width="${width - 14}" height="${height - 14}" rx="17" fill="none" stroke="${theme.board.frameEdge}" stroke-opacity=".35" stroke-width="1.5"/>`,
      ),
    );
    for (let r = 0; r < reels; r += 1) {
      const x = PAD + r * (CELL + GAP);
      this.board.append(
        svgFragment(
          `<rect x="${x}" y="${PAD}" width="${CELL}" height="${rows * CELL}" rx="8" fill="url(#board-reel)" stroke="${theme.board.reelEdge}" stroke-opacity=".35"/>`,
        ),
      );
      const strip = s('g', { class: 'strip' });
      const window = s(
        'g',
        { transform: `translate(${x} ${PAD})`, 'clip-path': `url(#reel-clip-${r})` },
        strip,
      );
      this.board.append(window);
      this.strips.push(strip);
    }
    this.board.append(
      svgFragment(
        Array.from(
          { length: reels },
          (_, r) =>
            `<rect x="${PAD + r * (CELL + GAP)}" y="${PAD}" width="${CELL}" height="${rows * CELL}" rx="8" fill="url(#board-shade)" pointer-events="none"/>`,
        ).join(''),
      ),
    );
    this.lines = s('g', { class: 'paylines', 'aria-hidden': 'true' });
    this.board.append(this.lines);
    for (let r = 0; r < reels; r += 1) this.renderReel(r, this.grid[r] ?? []);

    this.multiplierBadge = h('div', { class: 'slot-multiplier', hidden: true });
    this.freeBadge.el.classList.add('slot-free');
    this.freeBadge.el.hidden = true;
    this.winInfo = h('div', { class: 'slot-win-info', 'aria-hidden': 'true' });
    this.banner = h('div', { class: 'slot-banner', hidden: true, 'aria-hidden': 'true' });
    this.free = session.free_rounds;
    this.freeBarText = h('span', { class: 'free-rounds-text' });
    this.freeBar = h(
      'div',
      { class: 'free-rounds', role: 'status', hidden: true },
      svgIcon('0 0 24 24', ICONS.gift, 'free-rounds-icon'),
      h('span', { class: 'free-rounds-title' }, t('freeRounds')),
      this.freeBarText,
    );
    this.freeSummary = h('div', { class: 'free-summary', role: 'status', hidden: true });
    const backdrop = s('svg', {
      class: 'slot-backdrop',
      viewBox: '0 0 1600 1000',
      preserveAspectRatio: 'xMidYMid slice',
      'aria-hidden': 'true',
    });
    backdrop.append(svgFragment(theme.backdrop));

    this.stageEl = h(
      'div',
      { class: `slot slot-${this.layout.mechanic}`, style: `--reels:${reels};--rows:${rows}` },
      backdrop,
      h(
        'div',
        { class: 'slot-head' },
        h('div', { class: 'slot-title', 'aria-hidden': 'true' }, session.game.name),
        this.freeBar,
        h('div', { class: 'slot-badges' }, this.freeBadge.el, this.multiplierBadge),
      ),
      h(
        'div',
        { class: 'slot-board-wrap' },
        h(
          'div',
          { class: 'slot-board-box', style: `--ar:${(width / height).toFixed(4)}` },
          this.board,
          this.banner,
          this.freeSummary,
        ),
      ),
      this.winInfo,
    );
    ctx.stage.append(this.stageEl);

    this.bet = betSelector({ stakes: session.game.stakes, initial: session.game.stakes[0] ?? 0, fmt, t });
    this.meter = winMeter(fmt, t('win'));
    ctx.controlsLeft.append(this.bet.el);
    ctx.controlsRight.append(this.meter.el);
    this.renderFree();
    this.setIdleButton();
    this.describeGrid();
  }

  primary(): void {
    if (this.dismissCelebration) {
      this.dismissCelebration();
      return;
    }
    if (this.playing) {
      this.pace.hurry();
      return;
    }
    void this.play();
  }

  infoSection(): HTMLElement {
    return slotInfo({
      layout: this.layout,
      theme: this.theme,
      stake: this.bet.value,
      t: this.ctx.t,
      fmt: this.ctx.fmt,
    });
  }

  private setIdleButton(): void {
    const free = isFreeMode(this.free);
    this.ctx.main.set({
      label: this.ctx.t(free ? 'freeSpin' : 'spin'),
      aria: this.ctx.t(free ? 'freeSpinLabel' : 'spinLabel'),
      icon: free ? 'gift' : 'spin',
      mode: 'spin',
    });
    this.ctx.main.el.classList.toggle('is-free', free);
  }

  // ---- free spins granted by a bonus ----

  /** Shows the free spins left and locks the bet to theirs while any remain. */
  private renderFree(): void {
    const { t, fmt } = this.ctx;
    const free = this.free;
    const on = isFreeMode(free);
    this.freeBar.hidden = !on;
    this.stageEl.classList.toggle('in-free-rounds', on);
    this.bet.el.classList.toggle('bet-locked', on);
    this.bet.el.title = on ? t('freeRoundsBetLocked') : '';
    if (!on) {
      if (!this.playing) this.bet.setDisabled(false);
      return;
    }
    this.bet.value = free.bet;
    this.bet.setDisabled(true);
    const bet = fmt.money(free.bet);
    // The count stands out inside the sentence, wherever the language puts it.
    const [before = '', after = ''] = t('freeRoundsLeft', { bet }).split('{count}');
    this.freeBarText.replaceChildren(
      before,
      h('strong', { class: 'free-rounds-count' }, fmt.integer(free.left)),
      after,
    );
  }

  /** "Free spins won $X" over the reels until dismissed (Space, a click) or a few seconds pass. */
  private showFreeSummary(won: number): Promise<void> {
    const { t, fmt, sound } = this.ctx;
    const amount = fmt.money(won);
    const [before = '', after = ''] = t('freeRoundsWon').split('{amount}');
    this.freeSummary.replaceChildren(
      h('div', { class: 'free-summary-title' }, t('freeRoundsOver')),
      h(
        'div',
        { class: 'free-summary-won' },
        before,
        h('strong', { class: 'free-summary-amount' }, amount),
        after,
      ),
    );
    this.freeSummary.hidden = false;
    sound.play('feature');
    this.ctx.announce(t('freeRoundsWon', { amount }));
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.freeSummary.hidden = true;
        this.freeSummary.onclick = null;
        if (this.dismissCelebration === done) this.dismissCelebration = null;
        resolve();
      };
      const timer = setTimeout(done, 4000);
      this.freeSummary.onclick = done;
      this.dismissCelebration = done;
    });
  }

  /** Takes the studio's word on the free spins again (after it said they come first). */
  private async resyncFree(): Promise<void> {
    try {
      this.free = (await this.ctx.api.session()).free_rounds;
    } catch {
      return;
    }
    this.renderFree();
    this.setIdleButton();
  }

  /** A pleasant first screen: a varied mix of the game's ordinary symbols, no row of equals. */
  private openingGrid(): string[][] {
    const pool = this.layout.symbols
      .filter((sym) => sym.kind === 'low' || sym.kind === 'high')
      .map((sym) => sym.id);
    const ids = pool.length ? pool : Object.keys(this.theme.symbols);
    let seed = 17;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const grid: string[][] = [];
    for (let r = 0; r < this.layout.reels; r += 1) {
      const column: string[] = [];
      for (let row = 0; row < this.layout.rows; row += 1) {
        const left = grid[r - 1]?.[row];
        const above = column[row - 1];
        const choices = ids.filter((id) => id !== left && id !== above);
        const from = choices.length ? choices : ids;
        column.push(from[Math.floor(next() * from.length)] ?? '');
      }
      grid.push(column);
    }
    return grid;
  }

  private cellNode(symbol: string, y: number, reel?: number, row?: number): SVGGElement {
    const body = s(
      'g',
      { class: 'cell-body' },
      s('rect', { class: 'cell-hl', x: 5, y: 5, width: CELL - 10, height: CELL - 10, rx: 14 }),
      s('use', {
        class: 'cell-sym',
        href: symbolHref(this.theme, symbol),
        x: 6,
        y: 6,
        width: CELL - 12,
        height: CELL - 12,
      }),
    );
    const attrs: Record<string, string> = { class: 'cell', transform: `translate(0 ${y})` };
    if (reel !== undefined && row !== undefined) attrs['data-cell'] = cellKey(reel, row);
    return s('g', attrs, body);
  }

  /** Draws a reel at rest showing `column`. */
  private renderReel(reel: number, column: string[]): void {
    const strip = this.strips[reel];
    if (!strip) return;
    strip.getAnimations().forEach((a) => a.cancel());
    strip.classList.remove('spinning');
    strip.replaceChildren(...column.map((symbol, row) => this.cellNode(symbol, row * CELL, reel, row)));
  }

  private cell(reel: number, row: number): SVGGElement | null {
    return this.board.querySelector(`[data-cell="${cellKey(reel, row)}"]`);
  }

  // ---- spinning ----

  /** Starts every reel spinning endlessly (until its stop), from what it shows now. */
  private startLoops(): ReelLoop[] {
    return this.strips.map((strip, reel) => {
      const rows = this.layout.rows;
      const column = this.grid[reel] ?? [];
      // The strip turning from where it stands (without strips: the column alone, repeated).
      const pattern = this.tape ? this.tape.loop(reel, column) : [...column];
      const length = pattern.length;
      if (this.ctx.reducedMotion) return { strip, animation: null, pattern, period: 0 };
      const cells: SVGGElement[] = [];
      for (let k = -length; k < rows; k += 1) {
        cells.push(this.cellNode(pattern[((k % length) + length) % length] ?? '', k * CELL));
      }
      strip.replaceChildren(...cells);
      strip.classList.add('spinning');
      const period = length * CELL_MS;
      const animation = strip.animate(
        [{ transform: 'translateY(0px)' }, { transform: `translateY(${length * CELL}px)` }],
        { duration: period, iterations: Infinity, easing: 'linear', delay: reel * 40 },
      );
      return { strip, animation, pattern, period };
    });
  }

  /**
   * Stops one looping reel on `column` (strip index `stop`), running in from wherever it is
   * through the strip's own symbols below the result and overshooting onto the one above it.
   */
  private async stopReel(
    reel: number,
    loop: ReelLoop,
    column: string[],
    stop: number | undefined,
    free: boolean,
  ): Promise<void> {
    const rows = this.layout.rows;
    if (!loop.animation || this.ctx.reducedMotion) {
      this.renderReel(reel, column);
      const strip = this.strips[reel];
      if (strip) await this.pace.animate(strip, [{ opacity: 0.2 }, { opacity: 1 }], { duration: 160 });
      return;
    }
    const length = loop.pattern.length;
    const time = Number(loop.animation.currentTime ?? 0) - reel * 40;
    const offset = time > 0 ? ((time % loop.period) / loop.period) * length * CELL : 0;
    loop.animation.cancel();
    // The cell at the top of the window now, and how far it has slid down.
    const top = Math.floor(-offset / CELL);
    const frac = -offset - top * CELL;
    const at = (k: number): string => loop.pattern[((k % length) + length) % length] ?? '';
    const cells: SVGGElement[] = [];
    for (let i = 0; i <= rows; i += 1) cells.push(this.cellNode(at(top + i), i * CELL + frac));
    const landing =
      this.tape && stop !== undefined
        ? this.tape.landing(reel, stop, free, RUN_IN)
        : {
            runIn: Array.from({ length: RUN_IN }, (_, j) => column[j % rows] ?? ''),
            overshoot: column[rows - 1] ?? '',
          };
    for (let j = 0; j < RUN_IN; j += 1)
      cells.push(this.cellNode(landing.runIn[j] ?? '', -(j + 1) * CELL + frac));
    const lift = (RUN_IN + rows) * CELL;
    column.forEach((symbol, row) => cells.push(this.cellNode(symbol, row * CELL - lift + frac)));
    // One more above the result, shown when the reel overshoots and settles.
    cells.push(this.cellNode(landing.overshoot, -CELL - lift + frac));
    loop.strip.replaceChildren(...cells);
    loop.strip.classList.add('spinning');
    const distance = lift - frac;
    await this.pace.animate(
      loop.strip,
      [{ transform: 'translateY(0px)' }, { transform: `translateY(${distance}px)` }],
      { duration: 470, easing: 'cubic-bezier(.25,.85,.35,1.12)' },
    );
    this.renderReel(reel, column);
    this.ctx.sound.play('stop');
  }

  /**
   * Stops the reels left to right on a grid: a spin's result (its stops on the strips of its
   * mode), or, with no spin, back on what they showed (a refused bet).
   */
  private async stopAll(loops: ReelLoop[], grid: string[][], spin?: SlotSpin): Promise<void> {
    const stops = spin?.stops ?? this.tape?.stops();
    await Promise.all(
      loops.map(async (loop, reel) => {
        await this.pace.wait(reel * 105);
        await this.stopReel(reel, loop, grid[reel] ?? [], stops?.[reel], spin?.free ?? false);
      }),
    );
    if (spin && this.tape) this.tape.land(spin.stops, spin.free);
    this.grid = grid;
    this.describeGrid();
  }

  private describeGrid(): void {
    const text = this.grid
      .map((column, r) => `${this.ctx.t('reel')} ${r + 1}: ${column.join(', ')}`)
      .join('; ');
    this.board.setAttribute('aria-label', `${this.ctx.t('reels')}. ${text}`);
  }

  // ---- wins ----

  private clearWins(): void {
    this.board.classList.remove('showing-wins');
    this.board.querySelectorAll('.cell.win').forEach((el) => el.classList.remove('win'));
    this.lines.replaceChildren();
    this.winInfo.replaceChildren();
  }

  private showWins(wins: readonly SlotWin[], focus?: SlotWin): void {
    this.clearWins();
    if (!wins.length) return;
    const lit = winningCells(focus ? [focus] : wins);
    this.board.classList.add('showing-wins');
    for (const key of lit) {
      const [reel, row] = key.split(':').map(Number);
      this.cell(reel ?? -1, row ?? -1)?.classList.add('win');
    }
    for (const win of focus ? [focus] : wins) this.drawLine(win);
    if (focus) this.describeWin(focus);
  }

  private drawLine(win: SlotWin): void {
    const paylines = this.layout.paylines;
    if (win.kind !== 'line' || win.line === undefined || !paylines) return;
    const line = paylines[win.line];
    if (!line) return;
    const points = paylinePoints(line, CELL, GAP, { x: PAD, y: PAD });
    const colour = lineColour(win.line);
    const list = points.map((p) => `${p.x},${p.y}`).join(' ');
    const first = points[0];
    this.lines.append(
      s('polyline', {
        points: list,
        fill: 'none',
        stroke: '#000',
        'stroke-opacity': 0.45,
        'stroke-width': 11,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      }),
      s('polyline', {
        class: 'payline',
        points: list,
        fill: 'none',
        stroke: colour,
        'stroke-width': 6,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
        filter: 'url(#line-glow)',
      }),
    );
    if (first) {
      this.lines.append(
        s('circle', { cx: first.x, cy: first.y, r: 13, fill: colour, stroke: '#000', 'stroke-width': 2 }),
        s(
          'text',
          {
            x: first.x,
            y: first.y,
            dy: '.35em',
            'text-anchor': 'middle',
            class: 'payline-number',
          },
          String(win.line + 1),
        ),
      );
    }
  }

  private describeWin(win: SlotWin): void {
    const { t, fmt } = this.ctx;
    const icon = s('svg', { viewBox: '0 0 100 100', class: 'win-info-icon', 'aria-hidden': 'true' });
    icon.append(s('use', { href: symbolHref(this.theme, win.symbol) }));
    const where =
      win.kind === 'line' && win.line !== undefined
        ? t('winLine', { line: win.line + 1 })
        : win.kind === 'ways'
          ? t('winWays', { ways: fmt.integer(win.ways ?? 1) })
          : win.kind === 'cluster'
            ? t('winCluster', { count: win.count })
            : t('winScatter');
    this.winInfo.replaceChildren(
      // A pay-anywhere win names its count in its own words.
      win.kind === 'cluster' ? '' : h('span', { class: 'win-info-count' }, `${win.count}×`),
      icon,
      h('span', { class: 'win-info-where' }, where),
      h('span', { class: 'win-info-amount' }, fmt.money(win.win)),
    );
  }

  /** Cycles through the last step's wins one by one while the player is idle. */
  private startIdleCycle(wins: readonly SlotWin[]): void {
    this.stopIdleCycle();
    if (wins.length === 0) return;
    let index = 0;
    const next = (): void => {
      const win = wins[index % wins.length];
      if (!win) return;
      this.showWins(wins, wins.length > 1 ? win : undefined);
      if (wins.length === 1) this.describeWin(win);
      index += 1;
      if (wins.length > 1) this.idleTimer = setTimeout(next, 1700);
    };
    this.idleTimer = setTimeout(next, 900);
  }

  private stopIdleCycle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  // ---- cascades ----

  private async cascade(previous: SlotStep, next: SlotStep): Promise<void> {
    // Scatters stay on the reels through tumbles; everything else that won is removed.
    const removed = winningCells(previous.wins.filter((win) => win.kind !== 'scatter'));
    const vanishing: Array<Promise<void>> = [];
    for (const key of removed) {
      const [reel, row] = key.split(':').map(Number);
      const sym = this.cell(reel ?? -1, row ?? -1)?.querySelector('.cell-sym');
      if (sym) {
        vanishing.push(
          this.pace.animate(
            sym,
            [
              { transform: 'scale(1)', opacity: 1 },
              { transform: 'scale(1.25)', opacity: 1, offset: 0.4 },
              { transform: 'scale(0)', opacity: 0 },
            ],
            { duration: 380, easing: 'ease-in' },
          ),
        );
      }
    }
    await Promise.all(vanishing);
    this.clearWins();
    const fallen = Array.from({ length: this.layout.reels }, () => 0);
    for (const key of removed) {
      const reel = Number(key.split(':')[0]);
      fallen[reel] = (fallen[reel] ?? 0) + 1;
    }
    this.tape?.tumble(fallen);
    const drops = cascadeDrops(previous.grid, removed, next.grid);
    const falling: Array<Promise<void>> = [];
    next.grid.forEach((column, reel) => {
      this.renderReel(reel, column);
      column.forEach((_, row) => {
        const drop = drops[reel]?.[row] ?? 0;
        const body = this.cell(reel, row)?.querySelector('.cell-body');
        if (!body || drop <= 0) return;
        falling.push(
          this.pace.animate(
            body,
            [{ transform: `translateY(${-drop * CELL}px)` }, { transform: 'translateY(0px)' }],
            { duration: 260 + drop * 45, easing: 'cubic-bezier(.5,0,.75,1.15)', delay: reel * 25 },
          ),
        );
      });
    });
    await Promise.all(falling);
    this.ctx.sound.play('stop');
    this.grid = next.grid;
    this.describeGrid();
  }

  // ---- a round ----

  private async play(): Promise<void> {
    const { ctx } = this;
    const { t, fmt } = ctx;
    const freeRound = isFreeMode(this.free);
    const stake = nextStake(this.free, this.bet.value);
    ctx.clearError();
    this.stopIdleCycle();
    this.clearWins();
    this.playing = true;
    this.pace.reset();
    ctx.setBusy(true);
    this.bet.setDisabled(true);
    ctx.main.set({ label: t('skip'), aria: t('skipLabel'), icon: 'lightning', mode: 'skip' });
    this.freeBadge.el.hidden = true;
    this.multiplierBadge.hidden = true;
    this.meter.setLabel(t('win'));
    this.meter.show(0);

    const before = ctx.balance();
    // A free round's stake is the bonus's: the player's balance does not move for it.
    if (!freeRound) ctx.setBalance(before - stake);
    ctx.sound.play('spin');
    const loops = this.startLoops();
    const started = performance.now();

    let round: RoundView;
    try {
      round = await ctx.api.play({ stake }, { freeRound });
    } catch (error) {
      ctx.setBalance(before);
      ctx.showError(error);
      await this.stopAll(loops, this.grid);
      const code = error instanceof ApiError ? error.code : '';
      // Any refusal of a free round ends them for this session: back to paid spins.
      const refused = code === 'free_rounds_ended' ? afterRefusal(this.free) : null;
      if (refused) this.free = refused.free;
      this.finish();
      if (code === 'free_rounds_active') await this.resyncFree();
      if (refused?.summary != null) await this.showFreeSummary(refused.summary);
      return;
    }
    applyRound(ctx, round);
    const freeOutcome = afterRound(this.free, round.free_rounds);
    this.free = freeOutcome.free;
    this.renderFree();
    ctx.setBalance(round.balance - round.win);
    const view = round.view as SlotView;
    const spinning = performance.now() - started;
    if (spinning < 280) await this.pace.wait(280 - spinning);

    try {
      await this.present(view, stake, loops);
    } finally {
      ctx.setBalance(round.balance);
      this.finish();
    }
    const lastSpin = view.spins[view.spins.length - 1];
    const lastStep = lastSpin?.steps[lastSpin.steps.length - 1];
    if (lastStep) this.startIdleCycle(lastStep.wins);
    ctx.announce(view.win > 0 ? t('annWin', { amount: fmt.money(view.win) }) : t('annNoWin'));
    if (freeOutcome.summary !== null) await this.showFreeSummary(freeOutcome.summary);
  }

  private finish(): void {
    this.playing = false;
    this.ctx.setBusy(false);
    this.renderFree();
    this.bet.setDisabled(isFreeMode(this.free));
    this.setIdleButton();
  }

  private async present(view: SlotView, stake: number, loops: ReelLoop[]): Promise<void> {
    const { t, fmt, sound } = this.ctx;
    let total = 0;
    let freeDone = 0;
    let freeTotal = 0;
    for (const [index, spin] of view.spins.entries()) {
      const firstStep = spin.steps[0];
      if (!firstStep) continue;
      if (index === 0) {
        await this.stopAll(loops, firstStep.grid, spin);
      } else {
        if (spin.free) {
          freeDone += 1;
          this.freeBadge.el.hidden = false;
          this.freeBadge.set(t('freeSpinOf', { n: freeDone, total: freeTotal }));
        }
        this.clearWins();
        await this.pace.wait(250);
        sound.play('spin');
        const again = this.startLoops();
        await this.pace.wait(420);
        await this.stopAll(again, firstStep.grid, spin);
      }
      for (const [stepIndex, step] of spin.steps.entries()) {
        const previous = spin.steps[stepIndex - 1];
        if (previous) await this.cascade(previous, step);
        const multiplier = shownMultiplier(spin, step);
        this.multiplierBadge.hidden = multiplier === null;
        if (multiplier !== null) this.multiplierBadge.textContent = fmt.multiplier(multiplier);
        if (step.wins.length === 0) continue;
        this.showWins(step.wins);
        if (step.wins.length === 1 && step.wins[0]) this.describeWin(step.wins[0]);
        sound.play('win');
        const from = total;
        total += step.win;
        this.meter.flash();
        await countUp(
          from,
          total,
          this.pace.fast ? 0 : 500,
          (cents) => this.meter.show(cents),
          () => this.pace.fast,
        );
        await this.pace.wait(stepIndex < spin.steps.length - 1 ? 650 : 900);
      }
      if (spin.free_spins_awarded > 0) {
        freeTotal += spin.free_spins_awarded;
        // The counter shows once free spins are being played (a retrigger updates its total).
        this.freeBadge.set(t('freeSpinOf', { n: freeDone, total: freeTotal }));
        this.meter.setLabel(t('totalWin'));
        await this.showBanner(t('freeSpinsWon', { count: spin.free_spins_awarded }), 'free');
      }
    }
    this.meter.show(view.win);
    if (view.capped) await this.showBanner(t('maxWinReached'), 'capped');
    const tier = winTier(view.win, stake);
    if (tier === 'big' || tier === 'mega' || tier === 'epic') {
      sound.play('bigwin');
      await celebrate({
        host: this.stageEl,
        tier,
        amount: view.win,
        fmt,
        t,
        pace: this.pace,
        reducedMotion: this.ctx.reducedMotion,
        onDismissable: (dismiss) => (this.dismissCelebration = dismiss),
      });
      this.dismissCelebration = null;
    }
  }

  private async showBanner(text: string, kind: string): Promise<void> {
    this.ctx.sound.play('feature');
    this.banner.className = `slot-banner banner-${kind}`;
    this.banner.textContent = text;
    this.banner.hidden = false;
    await this.pace.animate(
      this.banner,
      [
        { transform: 'translate(-50%,-50%) scale(.4)', opacity: 0 },
        { transform: 'translate(-50%,-50%) scale(1.08)', opacity: 1, offset: 0.6 },
        { transform: 'translate(-50%,-50%) scale(1)', opacity: 1 },
      ],
      { duration: 420, easing: 'ease-out' },
    );
    await this.pace.wait(1300);
    this.banner.hidden = true;
  }
}
