import type { Game } from '@casino/contract';
import { memo, useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlameIcon, SparkleIcon } from '@casino/ui/icons';
import { TILE_CLICK_DELAY_MS } from '../../../config/constants';
import { openDialog } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { formatRtp } from '../lib/format';
import { gameHref } from '../lib/links';
import { TILE_SIZES, tileSrcSet } from '../lib/tile-image';
import styles from './game-tile.module.css';
import { PlayIcon } from './icons';

/** The image's intrinsic size: the tile is 3:4 and the browser reserves its box before it loads. */
export const TILE_IMAGE_WIDTH = 240;
export const TILE_IMAGE_HEIGHT = 320;

type Source = 'hover' | 'focus' | 'touch';

export interface GameTileProps {
  game: Game;
  /** Above the fold (the lobby's first row): load at once and first, it is the largest paint. */
  priority?: boolean;
  /** Runs when the player follows Play or Demo (a dialog closes itself then). */
  onPick?: () => void;
}

/**
 * A game in the catalogue (memoized: lists re-render as pages and lobby content arrive): image, Hot or Exclusive badge, RTP and name. Hovering (or tapping, or
 * focusing) shows Play and, when the game has one, Demo. Clicks count only 300 ms after the
 * hover began (spec), so the tap that reveals the buttons cannot also press one; keyboard
 * presses are deliberate and always count. Real play by a guest opens the login dialog.
 */
export const GameTile = memo(function GameTile({ game, priority = false, onPick }: GameTileProps) {
  const { t } = useTranslation('games');
  const [active, setActive] = useState(false);
  const [broken, setBroken] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const sources = useRef(new Set<Source>());
  const since = useRef<number | null>(null);

  const on = useCallback((source: Source) => {
    if (sources.current.size === 0) since.current = Date.now();
    sources.current.add(source);
    setActive(true);
  }, []);
  const off = useCallback((source: Source) => {
    sources.current.delete(source);
    if (sources.current.size > 0) return;
    since.current = null;
    setActive(false);
  }, []);

  // A touch has no "leave": the buttons stay until the next touch lands elsewhere.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) return;
    const onDown = (event: globalThis.PointerEvent) => {
      if (root.current?.contains(event.target as Node)) return;
      setTouched(false);
      off('touch');
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [touched, off]);

  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') on('hover');
  };
  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') off('hover');
  };
  const handlePointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    setTouched(true);
    on('touch');
  };

  const follow = (event: MouseEvent, demo: boolean) => {
    // detail 0: pressed with the keyboard, which cannot be an accidental hover click.
    const ready = since.current !== null && Date.now() - since.current >= TILE_CLICK_DELAY_MS;
    if (event.detail !== 0 && !ready) {
      event.preventDefault();
      return;
    }
    onPick?.();
    // Read at the click, not subscribed to: a lobby shows many tiles.
    if (!demo && storage.get('accessToken') === '') {
      event.preventDefault();
      openDialog('loginMenu');
    }
  };

  const badge = game.is_exclusive ? 'exclusive' : game.is_hot ? 'hot' : null;

  return (
    <div
      ref={root}
      className={[styles.tile, active && styles.active].filter(Boolean).join(' ')}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onPointerDown={handlePointerDown}
      onFocus={() => on('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) off('focus');
      }}
      data-testid="game-tile"
    >
      <div className={styles.media}>
        {/* The initial stays under the image: it shows while a lazy image waits and if it fails. */}
        <span className={styles.fallback} aria-hidden="true">
          {game.name.slice(0, 1)}
        </span>
        {game.img && !broken && (
          <img
            className={styles.image}
            src={game.img}
            srcSet={tileSrcSet(game)}
            sizes={TILE_SIZES}
            alt=""
            width={TILE_IMAGE_WIDTH}
            height={TILE_IMAGE_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onError={() => setBroken(true)}
          />
        )}
        {badge && (
          <span className={[styles.badge, badge === 'hot' ? styles.hot : styles.exclusive].join(' ')}>
            {badge === 'hot' ? <FlameIcon size={12} /> : <SparkleIcon size={12} />}
            {t(`tile.${badge}`)}
          </span>
        )}
        <div className={styles.actions}>
          <Link
            to={gameHref(game.game_id, false)}
            className={styles.play}
            aria-label={t('tile.playName', { name: game.name })}
            onClick={(event) => follow(event, false)}
          >
            <span className={styles.playIcon} aria-hidden="true">
              <PlayIcon size={22} />
            </span>
            <span className={styles.playText}>{t('tile.play')}</span>
          </Link>
          {game.demo && (
            <Link
              to={gameHref(game.game_id, true)}
              className={styles.demo}
              aria-label={t('tile.demoName', { name: game.name })}
              onClick={(event) => follow(event, true)}
            >
              {t('tile.demo')}
            </Link>
          )}
        </div>
      </div>
      <div className={styles.meta}>
        <span className={styles.name} title={game.name}>
          {game.name}
        </span>
        <span className={styles.rtp}>{t('tile.rtp', { value: formatRtp(game.basicRTP) })}</span>
      </div>
    </div>
  );
});
