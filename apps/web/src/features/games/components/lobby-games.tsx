import { useTranslation } from 'react-i18next';
import { ClockIcon, FlameIcon } from '../../../components/ui/icons';
import { useCategories } from '../api/get-categories';
import { useLastWins } from '../api/get-last-wins';
import { useMainPage } from '../api/get-main-page';
import { useSlides } from '../api/get-slides';
import { useWinningNow } from '../api/get-winning-now';
import { useCasinoType } from '../hooks/use-casino-type';
import { categoryHref } from '../lib/links';
import { CategoryChips } from './category-chips';
import { categoryIcon } from './category-icon';
import { GameRow, GameRowSkeleton } from './game-row';
import styles from './lobby-games.module.css';
import { SlidesCarousel } from './slides-carousel';
import { WinsStrip } from './wins-strip';

/**
 * The lobby's games for the current mode: category chips, the operator's slides, one row per
 * lobby category and the live win strips.
 */
export function LobbyGames() {
  const { t } = useTranslation('games');
  const casinoType = useCasinoType();
  const categories = useCategories(casinoType);
  const mainPage = useMainPage(casinoType);
  const slides = useSlides();
  const winningNow = useWinningNow();
  const lastWins = useLastWins();
  const allLabel = casinoType === 'casino' ? t('lobby.allSlots') : t('lobby.allGames');
  const rows = (mainPage.data ?? []).filter((row) => row.slots.length > 0);

  return (
    <>
      <CategoryChips categories={categories.data ?? []} label={t('lobby.categories')} allLabel={allLabel} />

      <SlidesCarousel slides={slides.data ?? []} />

      <div className={styles.rows}>
        {mainPage.isPending ? (
          <>
            <GameRowSkeleton />
            <GameRowSkeleton />
          </>
        ) : rows.length === 0 ? (
          <section className={styles.empty} aria-labelledby="lobby-games-empty">
            <h2 id="lobby-games-empty" className={styles.emptyTitle}>
              {mainPage.isError ? t('lobby.errorTitle') : t('lobby.emptyTitle')}
            </h2>
            <p className={styles.emptyText}>
              {mainPage.isError ? t('lobby.errorText') : t('lobby.emptyText')}
            </p>
          </section>
        ) : (
          rows.map((row, index) => {
            const Icon = categoryIcon(row.slug);
            return (
              <GameRow
                key={row.id}
                id={String(row.id)}
                title={row.name}
                icon={<Icon size={20} />}
                games={row.slots}
                total={row.slots_count}
                showAllTo={categoryHref(row.id)}
                priority={index === 0}
              />
            );
          })
        )}
      </div>

      <div className={styles.wins}>
        <WinsStrip
          id="now"
          title={t('wins.winningNow')}
          icon={<FlameIcon size={20} />}
          wins={winningNow.data ?? []}
          loading={winningNow.isPending}
        />
        <WinsStrip
          id="last"
          title={t('wins.lastWins')}
          icon={<ClockIcon size={20} />}
          wins={lastWins.data ?? []}
          loading={lastWins.isPending}
        />
      </div>
    </>
  );
}
