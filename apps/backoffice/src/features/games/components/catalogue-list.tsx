import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatDateTime } from '../../../lib/format';
import { changeGame, filtersQueryOptions, GAMES_PATH, gamesKey, type CatalogueGame } from '../api/games';
import facts from '../../../components/facts.module.css';
import { GameDialog } from './game-dialog';
import styles from './games.module.css';

/** Every game, listed or withdrawn, searched and filtered on the server. */
export function CatalogueList() {
  const { t } = useTranslation('games');
  const queryClient = useQueryClient();
  const filters = useQuery(filtersQueryOptions());
  const [editing, setEditing] = useState<CatalogueGame>();
  const [toggling, setToggling] = useState<CatalogueGame>();
  const [notice, setNotice] = useState<string>();
  const categoryName = (id: number) => filters.data?.categories.find((c) => c.id === id)?.name ?? `#${id}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: gamesKey });

  const columns: TableColumn<CatalogueGame>[] = [
    { id: 'id', header: '#', sortable: true, numeric: true, cell: (g) => g.id },
    {
      id: 'name',
      header: t('columns.game'),
      sortable: true,
      cell: (g) => (
        <span className={styles.game}>
          {g.img ? (
            <img src={g.img} alt="" className={styles.thumb} loading="lazy" />
          ) : (
            <span className={styles.thumb} />
          )}
          <span className={styles.stack}>
            <strong>{g.name}</strong>
            <span className={styles.muted}>
              {g.provider_name} · <code>{g.code}</code>
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'categories',
      header: t('columns.categories'),
      cell: (g) => (
        <span className={styles.chips}>
          {g.category_ids.map((id) => (
            <span key={id} className={styles.chip}>
              {categoryName(id)}
            </span>
          ))}
        </span>
      ),
    },
    {
      id: 'flags',
      header: t('columns.flags'),
      cell: (g) => (
        <span className={styles.chips}>
          {g.is_hot && <span className={`${styles.chip} ${styles.hot}`}>{t('hot')}</span>}
          {g.is_exclusive && <span className={`${styles.chip} ${styles.exclusive}`}>{t('exclusive')}</span>}
          {g.curated && (
            <span className={styles.muted} title={t('curatedHint')}>
              {t('curated')}
            </span>
          )}
        </span>
      ),
    },
    { id: 'sort', header: t('columns.order'), sortable: true, numeric: true, cell: (g) => g.sort },
    {
      id: 'rtp',
      header: t('columns.rtp'),
      sortable: true,
      numeric: true,
      cell: (g) => <span className={styles.nowrap}>{g.rtp.toFixed(2)}%</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (g) => (
        <span className={facts.tone} data-tone={g.active && g.provider_active ? 'success' : 'danger'}>
          {g.active ? (g.provider_active ? t('listed') : t('providerOff')) : t('withdrawn')}
        </span>
      ),
    },
    {
      id: 'updated_at',
      header: t('columns.updated'),
      sortable: true,
      cell: (g) => formatDateTime(g.updated_at),
    },
    {
      id: 'actions',
      header: '',
      cell: (g) => (
        <span className={styles.actions}>
          <Button size="small" variant="ghost" onClick={() => setEditing(g)}>
            {t('edit')}
          </Button>
          <Button size="small" variant={g.active ? 'danger' : 'accent'} onClick={() => setToggling(g)}>
            {g.active ? t('disable') : t('enable')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      {notice && (
        <Notice tone="success" className={styles.notice}>
          {notice}
        </Notice>
      )}
      <DataTable
        path={GAMES_PATH}
        queryKey={[...gamesKey, 'list']}
        label={t('catalogue')}
        columns={columns}
        rowKey={(g) => String(g.id)}
        defaultSort={{ field: 'id', order: 'asc' }}
        filters={[
          { key: 'q', label: t('filters.search'), placeholder: t('filters.searchHint') },
          {
            key: 'provider_id',
            label: t('filters.provider'),
            type: 'select',
            options: (filters.data?.providers ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          },
          {
            key: 'category_id',
            label: t('filters.category'),
            type: 'select',
            options: (filters.data?.categories ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.name} (${t(`modes.${c.mode}`)})`,
            })),
          },
          {
            key: 'status',
            label: t('filters.status'),
            type: 'select',
            options: ['active', 'inactive'].map((value) => ({ value, label: t(`statuses.${value}`) })),
          },
        ]}
        emptyText={t('empty')}
      />
      {editing && filters.data && (
        <GameDialog
          game={editing}
          categories={filters.data.categories.filter((c) => c.mode === editing.mode)}
          onClose={() => setEditing(undefined)}
          onSaved={async (game) => {
            setEditing(undefined);
            setNotice(t('savedGame', { name: game.name }));
            await refresh();
          }}
        />
      )}
      {toggling && (
        <ReasonDialog
          title={
            toggling.active
              ? t('disableTitle', { name: toggling.name })
              : t('enableTitle', { name: toggling.name })
          }
          confirmLabel={toggling.active ? t('disable') : t('enable')}
          tone={toggling.active ? 'danger' : 'primary'}
          onClose={() => setToggling(undefined)}
          onConfirm={async (reason) => {
            const game = await changeGame(toggling.id, { active: !toggling.active, reason });
            setNotice(game.active ? t('enabled', { name: game.name }) : t('disabled', { name: game.name }));
            await refresh();
          }}
        >
          {toggling.active ? t('disableText') : t('enableText')}
        </ReasonDialog>
      )}
    </>
  );
}
