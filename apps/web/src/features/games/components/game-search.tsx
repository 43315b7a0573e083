import type { Game } from '@casino/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { SearchIcon } from '@casino/ui/icons';
import { TextField } from '@casino/ui/text-field';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useMainPage } from '../api/get-main-page';
import { useProviders } from '../api/get-providers';
import { useSlots } from '../api/get-slots';
import { useCasinoType } from '../hooks/use-casino-type';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import styles from './game-search.module.css';
import { GameTile } from './game-tile';

/** How many games the empty search recommends. */
const RECOMMENDED = 12;

function TileList({ games, label, onPick }: { games: Game[]; label: string; onPick: () => void }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <li key={game.game_id}>
          <GameTile game={game} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The search dialog's body: a name input (asked 1 s after typing stops), provider chips with
 * Clear all, the results, the spec's not-found text, and recommendations while nothing is asked.
 */
export function GameSearch({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('games');
  const casinoType = useCasinoType();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const name = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const providers = useProviders();
  const active = name !== '' || chosen.length > 0;
  const results = useSlots({ name, provider: chosen }, { enabled: active });
  const mainPage = useMainPage(casinoType);

  const games = useMemo(() => results.data?.pages.flatMap((page) => page.results) ?? [], [results.data]);
  const recommended = useMemo(() => {
    const all = (mainPage.data ?? []).flatMap((row) => row.slots);
    const unique = [...new Map(all.map((game) => [game.game_id, game])).values()];
    const hot = unique.filter((game) => game.is_hot);
    return (hot.length > 0 ? hot : unique).slice(0, RECOMMENDED);
  }, [mainPage.data]);

  const toggle = (id: number) =>
    setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const waiting = active && (results.isPending || (results.isPlaceholderData && results.isFetching));

  return (
    <div className={styles.search}>
      <div className={styles.box}>
        <SearchIcon size={20} className={styles.icon} />
        <TextField
          label={t('search.label')}
          hideLabel
          type="search"
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.field}
        />
      </div>

      {(providers.data?.length ?? 0) > 0 && (
        <div className={styles.providers}>
          <div className={styles.providersHead}>
            <p className={styles.caption} id="search-providers">
              {t('search.providers')}
            </p>
            {chosen.length > 0 && (
              <button type="button" className={styles.clear} onClick={() => setChosen([])}>
                {t('search.clearAll')}
              </button>
            )}
          </div>
          <ul className={styles.chips} aria-labelledby="search-providers">
            {(providers.data ?? []).map((provider) => {
              const pressed = chosen.includes(provider.id);
              return (
                <li key={provider.id}>
                  <button
                    type="button"
                    className={[styles.chip, pressed && styles.chipOn].filter(Boolean).join(' ')}
                    aria-pressed={pressed}
                    onClick={() => toggle(provider.id)}
                  >
                    {provider.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className={styles.results} aria-busy={waiting}>
        {!active ? (
          recommended.length > 0 && (
            <section aria-labelledby="search-recommended" className={styles.section}>
              <h3 id="search-recommended" className={styles.sectionTitle}>
                {t('search.recommended')}
              </h3>
              <TileList games={recommended} label={t('search.recommended')} onPick={onPick} />
            </section>
          )
        ) : results.isPending ? (
          <p className={styles.status} role="status">
            {t('search.searching')}
          </p>
        ) : results.isError ? (
          <p className={styles.status} role="alert">
            {t('search.failed')}
          </p>
        ) : games.length === 0 ? (
          <div className={styles.empty} role="status">
            <span className={styles.emptyIcon} aria-hidden="true">
              <SearchIcon size={30} />
            </span>
            <p className={styles.emptyTitle}>{t('search.notFound')}</p>
          </div>
        ) : (
          <section aria-labelledby="search-results" className={styles.section}>
            <h3 id="search-results" className={styles.sectionTitle} aria-live="polite">
              {t('search.results', { count: results.data?.pages[0]?.count ?? games.length })}
            </h3>
            <TileList games={games} label={t('search.resultsLabel')} onPick={onPick} />
            {results.hasNextPage && (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  disabled={results.isFetchingNextPage}
                  onClick={() => void results.fetchNextPage()}
                >
                  {results.isFetchingNextPage ? t('search.searching') : t('slots.loadMore')}
                </Button>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
