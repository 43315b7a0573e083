import type { MainPageRow } from '@casino/contract';
import { Fragment, lazy, memo, Suspense, useDeferredValue, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, FlameIcon } from '@casino/ui/icons';
import { useCategories } from '../api/get-categories';
import { useLastWins } from '../api/get-last-wins';
import { useMainPage } from '../api/get-main-page';
import { useSlides } from '../api/get-slides';
import { useWinningNow } from '../api/get-winning-now';
import { useCasinoType } from '../hooks/use-casino-type';
import { useNearScreen } from '../hooks/use-near-screen';
import { categoryHref } from '../lib/links';
import { CategoryChips } from './category-chips';
import { categoryIcon } from './category-icon';
import { GameRow, GameRowSkeleton } from './game-row';
import styles from './lobby-games.module.css';

// Below the first row: their code comes with the first scroll, not in the first download.
const SlidesCarousel = lazy(() => import('./slides-carousel').then((m) => ({ default: m.SlidesCarousel })));
const WinsStrip = lazy(() => import('./wins-strip').then((m) => ({ default: m.WinsStrip })));

// Each part below asks for its own content, so an answer re-renders only its part: the lobby
// stays cheap on a phone while six requests come back one after another. An answer that draws
// many elements is drawn through useDeferredValue: the query's own update renders at once and
// must finish in one task, the deferred one is rendered in slices between the browser's work.

function LobbyChips() {
  const { t } = useTranslation('games');
  const casinoType = useCasinoType();
  const categories = useDeferredValue(useCategories(casinoType).data);
  return (
    <CategoryChips
      categories={categories ?? []}
      label={t('lobby.categories')}
      allLabel={casinoType === 'casino' ? t('lobby.allSlots') : t('lobby.allGames')}
    />
  );
}

function Slides() {
  const slides = useSlides();
  return <SlidesCarousel slides={slides.data ?? []} />;
}

/**
 * The operator's slides, asked for and drawn once near the screen (a same-sized box until then).
 * Memoized, as the rows are: the lobby's rows re-render as their answers arrive.
 */
const LobbySlides = memo(function LobbySlides() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const placeholder = <div className={styles.slidesPlaceholder} />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <Slides />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
});

/** A later row: its tiles are rendered once it comes near the screen (a same-sized skeleton until then). */
function LaterRow(props: ComponentProps<typeof GameRow>) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.later}>
      {near ? <GameRow {...props} /> : <GameRowSkeleton still />}
    </div>
  );
}

/**
 * One lobby category's row; memoized on the row's answer, so a re-render of the list (another
 * answer arriving, the mode being read) does not render every row's tiles again.
 */
const LobbyRow = memo(function LobbyRow({ row, first }: { row: MainPageRow; first: boolean }) {
  const Icon = categoryIcon(row.slug);
  const props = {
    id: String(row.id),
    title: row.name,
    icon: <Icon size={20} />,
    games: row.slots,
    total: row.slots_count,
    showAllTo: categoryHref(row.id),
  };
  return first ? <GameRow {...props} priority /> : <LaterRow {...props} />;
});

function LobbyRows() {
  const { t } = useTranslation('games');
  const mainPage = useMainPage(useCasinoType());
  const data = useDeferredValue(mainPage.data);
  const rows = (data ?? []).filter((row) => row.slots.length > 0);

  if (data === undefined && !mainPage.isError) {
    return (
      <div className={styles.rows}>
        <GameRowSkeleton />
        <div className={styles.later}>
          <GameRowSkeleton />
        </div>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className={styles.rows}>
        <section className={styles.empty} aria-labelledby="lobby-games-empty">
          <h2 id="lobby-games-empty" className={styles.emptyTitle}>
            {mainPage.isError ? t('lobby.errorTitle') : t('lobby.emptyTitle')}
          </h2>
          <p className={styles.emptyText}>{mainPage.isError ? t('lobby.errorText') : t('lobby.emptyText')}</p>
        </section>
        <LobbySlides />
      </div>
    );
  }
  return (
    <div className={styles.rows}>
      {rows.map((row, index) => (
        <Fragment key={row.id}>
          {/* The banners follow the first row: the games stay above the fold. */}
          {index === 1 && <LobbySlides />}
          <LobbyRow row={row} first={index === 0} />
        </Fragment>
      ))}
      {rows.length === 1 && <LobbySlides />}
    </div>
  );
}

function WinningNow() {
  const { t } = useTranslation('games');
  const wins = useWinningNow();
  return (
    <WinsStrip
      id="now"
      title={t('wins.winningNow')}
      icon={<FlameIcon size={20} />}
      wins={wins.data ?? []}
      loading={wins.isPending}
    />
  );
}

function LastWins() {
  const { t } = useTranslation('games');
  const wins = useLastWins();
  return (
    <WinsStrip
      id="last"
      title={t('wins.lastWins')}
      icon={<ClockIcon size={20} />}
      wins={wins.data ?? []}
      loading={wins.isPending}
    />
  );
}

/** The win strips, asked for and rendered once they come near the screen. */
function LobbyWins() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref} className={[styles.wins, styles.later].join(' ')}>
      {near && (
        <Suspense fallback={null}>
          <WinningNow />
          <LastWins />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The lobby's games for the current mode: category chips, one row per lobby category with the
 * operator's slides after the first, and the live win strips.
 */
export function LobbyGames() {
  return (
    <>
      <LobbyChips />
      <LobbyRows />
      <LobbyWins />
    </>
  );
}
