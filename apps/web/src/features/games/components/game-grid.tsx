import type { Game } from '@casino/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import styles from './game-grid.module.css';
import { SkeletonTile } from './skeleton-tile';
import { GameTile } from './game-tile';

/** The narrowest a tile may get before the grid drops a column, and the gaps. */
const MIN_TILE_WIDE = 168;
const MIN_TILE_NARROW = 104;
const GAP_WIDE = 16;
const GAP_NARROW = 10;
/** Name and RTP under the image, plus the space between image and text. */
const META_HEIGHT = 50;
/** Ask for the next page while this many rows are still below the screen. */
const PREFETCH_ROWS = 4;

export interface GameGridProps {
  games: Game[];
  /** All games under the filters (for list semantics and the count). */
  total: number;
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Runs when a tile's Play or Demo is followed. */
  onPick?: () => void;
}

/** The grid's width, followed as the window or the layout changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The catalogue's grid. Only the rows near the screen are in the document (window-based row
 * virtualization), so thousands of games scroll as smoothly as fifty; the next page is asked
 * for before the reader reaches the end, and a button does the same for keyboard readers.
 */
export function GameGrid({ games, total, label, hasMore, loadingMore, onLoadMore, onPick }: GameGridProps) {
  const { t } = useTranslation('games');
  const container = useRef<HTMLDivElement>(null);
  // Before layout (and in a test's DOM) the grid is assumed laptop-wide.
  const width = useWidth(container) || 1024;
  const narrow = width < 560;
  const gap = narrow ? GAP_NARROW : GAP_WIDE;
  const columns = Math.max(2, Math.floor((width + gap) / ((narrow ? MIN_TILE_NARROW : MIN_TILE_WIDE) + gap)));
  const tileWidth = (width - gap * (columns - 1)) / columns;
  const rowHeight = Math.round((tileWidth * 4) / 3 + META_HEIGHT + gap);
  const rowCount = Math.ceil(games.length / columns);

  // Where the grid starts on the page: the window's scroll position is measured from there.
  // What is above it (the filter bar) may settle later, so it is measured again as games come.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (element) setOffset(element.getBoundingClientRect().top + window.scrollY);
  }, [width, games.length]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: offset,
  });
  // A new width changes every row's height.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows[rows.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= rowCount - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastRow, rowCount, onLoadMore]);

  return (
    <div className={styles.wrap}>
      <div
        ref={container}
        role="list"
        aria-label={label}
        className={styles.grid}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.row}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap,
              paddingBottom: gap,
            }}
          >
            {games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
              <div
                key={game.game_id}
                role="listitem"
                aria-setsize={total}
                aria-posinset={row.index * columns + i + 1}
              >
                <GameTile game={game} onPick={onPick} />
              </div>
            ))}
          </div>
        ))}
      </div>
      {loadingMore && <GridSkeleton rows={1} columns={columns} gap={gap} />}
      {hasMore && !loadingMore && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={onLoadMore}>
            {t('slots.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Placeholder tiles in the grid's shape while games load. */
export function GridSkeleton({
  rows = 2,
  columns = 6,
  gap = GAP_WIDE,
}: {
  rows?: number;
  columns?: number;
  gap?: number;
}) {
  return (
    <div
      className={styles.skeleton}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }}
      aria-hidden="true"
      data-testid="grid-skeleton"
    >
      {Array.from({ length: rows * columns }, (_, i) => (
        <SkeletonTile key={i} />
      ))}
    </div>
  );
}
