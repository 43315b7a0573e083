import { h, s } from '../dom';
import type { Formatter } from '../format';
import type { MessageKey, Translate } from '../i18n/i18n';
import { countLabels, payRows, stripCounts, type SlotLayout } from './slot-model';
import type { SlotTheme } from './theme';

const KIND_ORDER = { wild: 0, scatter: 1, high: 2, low: 3 } as const;

function symbolArt(theme: SlotTheme, id: string): SVGSVGElement {
  const art = s('svg', { viewBox: '0 0 100 100', class: 'pay-art', role: 'img', 'aria-label': id });
  art.append(s('use', { href: theme.symbols[id] ? `#sym-${id}` : `#sym-fallback-${id}` }));
  return art;
}

/** A miniature of one payline: the reels as columns, the line's cells lit. */
function paylineDiagram(line: readonly number[], rows: number, index: number): HTMLElement {
  const cells = line.flatMap((row, reel) =>
    Array.from({ length: rows }, (_, r) =>
      h('span', {
        class: r === row ? 'pl-cell on' : 'pl-cell',
        style: `grid-column:${reel + 1};grid-row:${r + 1}`,
      }),
    ),
  );
  return h(
    'figure',
    { class: 'payline-mini' },
    h('div', { class: 'pl-grid', style: `--cols:${line.length};--rows:${rows}` }, ...cells),
    h('figcaption', {}, String(index + 1)),
  );
}

/** How many of each symbol each reel's strip holds, and each strip's length (its stops). */
function stripTable(
  layout: SlotLayout,
  theme: SlotTheme,
  strips: readonly string[][],
  caption: string | null,
  t: Translate,
): HTMLElement {
  const counts = stripCounts(
    strips,
    layout.symbols.map((symbol) => symbol.id),
  );
  const cell = (tag: 'th' | 'td', text: string, attrs: Record<string, string> = {}) => h(tag, attrs, text);
  return h(
    'table',
    { class: 'strip-table' },
    caption ? h('caption', {}, caption) : null,
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, t('reelStrips'))),
        ...strips.map((_, reel) => cell('th', t('reelN', { n: reel + 1 }), { scope: 'col' })),
      ),
    ),
    h(
      'tbody',
      {},
      ...layout.symbols.map((symbol) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, symbolArt(theme, symbol.id)),
          ...(counts[symbol.id] ?? []).map((count) => cell('td', String(count))),
        ),
      ),
      h(
        'tr',
        { class: 'strip-total' },
        cell('th', t('reelStops'), { scope: 'row' }),
        ...strips.map((strip) => cell('td', String(strip.length))),
      ),
    ),
  );
}

/** The slot's part of the info panel: paytable at the current stake, paylines, features. */
export function slotInfo(options: {
  layout: SlotLayout;
  theme: SlotTheme;
  stake: number;
  t: Translate;
  fmt: Formatter;
}): HTMLElement {
  const { layout, theme, stake, t, fmt } = options;
  const symbols = [...layout.symbols].sort((a, b) => {
    const kind = KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
    if (kind !== 0) return kind;
    const top = (sym: typeof a): number => payRows(sym)[0]?.[1] ?? 0;
    return top(b) - top(a);
  });
  const table = h(
    'div',
    { class: 'paytable' },
    ...symbols.map((symbol) => {
      const rows = payRows(symbol);
      // Pay-anywhere symbols count over the whole window; others (and scatters) one per reel.
      const most =
        layout.mechanic === 'cluster' && symbol.kind !== 'scatter'
          ? layout.reels * layout.rows
          : layout.reels;
      const labels = countLabels(
        rows.map(([count]) => count),
        most,
      );
      const factor = symbol.multiplier && symbol.multiplier > 1 ? symbol.multiplier : null;
      const note =
        symbol.kind === 'wild'
          ? factor
            ? `${t('wildNote')} ${t('wildMultiplierNote', { factor })}`
            : t('wildNote')
          : symbol.kind === 'scatter'
            ? t('scatterNote')
            : null;
      return h(
        'div',
        { class: `pay-item kind-${symbol.kind}` },
        symbolArt(theme, symbol.id),
        h(
          'div',
          { class: 'pay-rows' },
          note ? h('p', { class: 'pay-note' }, note) : null,
          ...rows.map(([, multiple], i) =>
            h(
              'div',
              { class: 'pay-row' },
              h('span', { class: 'pay-count' }, labels[i] ?? ''),
              h('span', { class: 'pay-value' }, fmt.money(Math.round(multiple * stake))),
            ),
          ),
        ),
      );
    }),
  );

  const mechanic =
    layout.mechanic === 'lines'
      ? t('mechLines', { count: layout.paylines?.length ?? 0 })
      : layout.mechanic === 'ways'
        ? t('mechWays', { count: fmt.integer(Math.pow(layout.rows, layout.reels)) })
        : t('mechCluster');

  const features = layout.features.map((feature) => {
    const key = `feature_${feature.replace(/-/g, '_')}` as MessageKey;
    const text = t(key);
    return h('li', {}, text === key ? feature.replace(/[-_]/g, ' ') : text);
  });

  return h(
    'section',
    { class: 'slot-info' },
    h('h3', { class: 'panel-subtitle' }, t('paytable')),
    h('p', { class: 'muted small' }, t('paytableNote', { stake: fmt.money(stake) })),
    table,
    h('h3', { class: 'panel-subtitle' }, t('howToWin')),
    h('p', {}, `${mechanic}. ${t(`mechHint_${layout.mechanic}` as MessageKey)}`),
    layout.mechanic === 'lines' && layout.paylines?.length
      ? h(
          'div',
          { class: 'payline-list' },
          ...layout.paylines.map((line, i) => paylineDiagram(line, layout.rows, i)),
        )
      : null,
    features.length ? h('h3', { class: 'panel-subtitle' }, t('features')) : null,
    features.length ? h('ul', { class: 'feature-list' }, ...features) : null,
    layout.strips ? h('h3', { class: 'panel-subtitle' }, t('reelStrips')) : null,
    layout.strips ? h('p', { class: 'muted small' }, t('reelStripsNote')) : null,
    layout.strips
      ? stripTable(layout, theme, layout.strips.base, layout.strips.free ? t('reelStrips') : null, t)
      : null,
    layout.strips?.free ? stripTable(layout, theme, layout.strips.free, t('reelStripsFree'), t) : null,
  );
}
