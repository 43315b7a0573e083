import type { Game } from '@casino/contract';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@casino/ui/icons';
import skeleton from '@casino/ui/skeleton.module.css';
import styles from './game-row.module.css';
import { GameTile } from './game-tile';
import { ChevronLeftIcon } from './icons';
import { SkeletonTile } from './skeleton-tile';

export interface GameRowProps {
  id: string;
  title: string;
  icon?: ReactNode;
  games: Game[];
  /** "Show all" goes here (the catalogue narrowed to the row's category). */
  showAllTo?: string;
  /** How many games the row stands for (shown on "Show all"). */
  total?: number;
  /** The first row of the lobby: its images load first (largest paint). */
  priority?: boolean;
}

/** A lobby row: title, "Show all", and a horizontally scrolling list of game tiles. */
export function GameRow({ id, title, icon, games, showAllTo, total, priority = false }: GameRowProps) {
  const { t } = useTranslation('games');
  const scroller = useRef<HTMLUListElement>(null);
  const headingId = `row-${id}`;
  // Whether the list is scrolled to either end; arrows show only when there is more to see.
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const list = scroller.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);
  // Measured when the observer reports the list's first size (and every later one), after the
  // browser's own layout of the frame: reading the sizes during React's commit instead forced a
  // layout of the whole page for each row that mounted while the lobby was loading.
  useEffect(() => {
    const list = scroller.current;
    if (!list) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, games.length]);
  const scrollable = !(edges.start && edges.end);

  const scroll = (direction: 1 | -1) => {
    const list = scroller.current;
    if (!list) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.85, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {icon}
          {title}
        </h2>
        <div className={styles.tools}>
          {showAllTo && (
            <Link to={showAllTo} className={styles.showAll}>
              {t('lobby.showAll')}
              {total !== undefined && <span className={styles.count}>{total}</span>}
              <span className="visually-hidden">: {title}</span>
            </Link>
          )}
          {scrollable && (
            <>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => scroll(-1)}
                disabled={edges.start}
                aria-label={t('lobby.scrollBack', { title })}
              >
                <ChevronLeftIcon size={18} />
              </button>
              <button
                type="button"
                className={styles.arrow}
                onClick={() => scroll(1)}
                disabled={edges.end}
                aria-label={t('lobby.scrollForward', { title })}
              >
                <ChevronRightIcon size={18} />
              </button>
            </>
          )}
        </div>
      </div>
      <ul ref={scroller} className={styles.list} aria-labelledby={headingId} onScroll={measure}>
        {games.map((game, index) => (
          <li key={game.game_id} className={styles.item}>
            {/* Only the tiles a phone shows at once are worth loading first. */}
            <GameTile game={game} priority={priority && index < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A row's place while the lobby loads: same height, so nothing below jumps. A row waiting to
 * come near the screen is not loading: `still` drops the shimmer and keeps one tile, which is
 * enough to hold the height at almost no cost.
 */
export function GameRowSkeleton({ still = false }: { still?: boolean }) {
  return (
    <div className={styles.row} aria-hidden="true">
      <div className={styles.head}>
        <span
          className={[skeleton.shimmer, still && skeleton.still, styles.titleSkeleton]
            .filter(Boolean)
            .join(' ')}
        />
      </div>
      <div className={styles.list}>
        {Array.from({ length: still ? 1 : 8 }, (_, i) => (
          <SkeletonTile key={i} className={styles.item} still={still} />
        ))}
      </div>
    </div>
  );
}
