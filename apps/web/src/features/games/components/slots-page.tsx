import type { CasinoType } from '@casino/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CloseIcon } from '@casino/ui/icons';
import { SelectField } from '@casino/ui/select-field';
import { useCategories } from '../api/get-categories';
import { useProviders } from '../api/get-providers';
import { useSlots, type SlotFilters } from '../api/get-slots';
import { useCasinoType } from '../hooks/use-casino-type';
import { CategoryChips } from './category-chips';
import { GameGrid, GridSkeleton } from './game-grid';
import styles from './slots-page.module.css';

/** Positive whole ids from a repeated query parameter; anything else is ignored. */
function idsOf(params: URLSearchParams, name: string): number[] {
  return params
    .getAll(name)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The catalogue's filters as the address gives them (provider, categories, tournamentId) and the mode. */
export function filtersFromQuery(params: URLSearchParams, casinoType: CasinoType): SlotFilters {
  const provider = idsOf(params, 'provider');
  const categories = idsOf(params, 'categories');
  const tournaments = idsOf(params, 'tournamentId');
  return {
    provider,
    categories,
    tournaments,
    // A provider's or a tournament's games are shown whatever their mode; otherwise the mode's.
    casino_type: provider.length || tournaments.length ? undefined : casinoType,
  };
}

/** /slots: the catalogue under the address's filters, with a filter bar and an endless grid. */
export function SlotsPage({ title }: { title: string }) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const casinoType = useCasinoType();
  const filters = useMemo(() => filtersFromQuery(params, casinoType), [params, casinoType]);
  const categories = useCategories(casinoType);
  const providers = useProviders();
  const slots = useSlots(filters);

  const games = useMemo(() => slots.data?.pages.flatMap((page) => page.results) ?? [], [slots.data]);
  const total = slots.data?.pages[0]?.count ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = slots;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const category = filters.categories?.[0];
  const provider = filters.provider?.[0];
  const providerName = providers.data?.find((p) => p.id === provider)?.name;
  const filtered = Boolean(
    filters.categories?.length || filters.provider?.length || filters.tournaments?.length,
  );

  /** The address with one filter changed (the others stay). */
  const withParam = (name: string, value: number | undefined) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    if (value !== undefined) next.set(name, String(value));
    const qs = next.toString();
    return qs ? `/slots?${qs}` : '/slots';
  };

  const setProvider = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('provider');
    if (value) next.set('provider', value);
    setParams(next);
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.count} aria-live="polite">
            {slots.isPending ? t('slots.loading') : t('slots.count', { count: total })}
          </p>
        </div>
        {filters.tournaments?.length ? (
          <p className={styles.note}>
            {t('slots.tournamentGames')}
            <Link to={withParam('tournamentId', undefined)} className={styles.clear}>
              <CloseIcon size={14} />
              <span className="visually-hidden">{t('slots.clearTournament')}</span>
            </Link>
          </p>
        ) : null}
      </header>

      <div className={styles.filters}>
        <CategoryChips
          categories={categories.data ?? []}
          current={category}
          allTo={withParam('categories', undefined)}
          hrefFor={(id) => withParam('categories', id)}
          label={t('slots.categories')}
          allLabel={t('slots.allCategories')}
        />
        <SelectField
          className={styles.provider}
          label={t('slots.provider')}
          value={provider === undefined ? '' : String(provider)}
          onChange={(event) => setProvider(event.target.value)}
          options={[
            { value: '', label: t('slots.allProviders') },
            ...(providers.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
            // A provider from an old link that the list does not (yet) have stays choosable.
            ...(provider !== undefined && !providerName && providers.data
              ? [{ value: String(provider), label: t('slots.providerNumber', { id: provider }) }]
              : []),
          ]}
        />
      </div>

      {slots.isPending ? (
        <GridSkeleton />
      ) : slots.isError ? (
        <div className={styles.empty} role="alert">
          <p className={styles.emptyTitle}>{t('slots.errorTitle')}</p>
          <button type="button" className={styles.retry} onClick={() => void slots.refetch()}>
            {t('slots.retry')}
          </button>
        </div>
      ) : games.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('slots.emptyTitle')}</p>
          <p className={styles.emptyText}>{t('slots.emptyText')}</p>
          {filtered && (
            <Link to="/slots" className={styles.retry}>
              {t('slots.clearFilters')}
            </Link>
          )}
        </div>
      ) : (
        <div
          className={slots.isPlaceholderData ? styles.stale : undefined}
          aria-busy={slots.isPlaceholderData}
        >
          <GameGrid
            games={games}
            total={total}
            label={providerName ? t('slots.providerGames', { name: providerName }) : title}
            hasMore={Boolean(hasNextPage)}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
          />
        </div>
      )}
    </div>
  );
}
