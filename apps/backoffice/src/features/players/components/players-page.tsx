import { Button } from '@casino/ui/button';
import { TextField } from '@casino/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { PageHeader } from '../../../components/page-header';
import { PlayerPage } from './player-page';
import styles from './players.module.css';

/** The Players section: the search at its start, and /players/<id>, a player's page. */
export function PlayersSection() {
  return (
    <Routes>
      <Route index element={<FindPlayer />} />
      <Route path=":id/*" element={<PlayerPage />} />
    </Routes>
  );
}

interface Found {
  id: number;
  nickname: string | null;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  country: string | null;
  verification_state: string;
  created_at: string;
  matched: string[];
}

/**
 * The section's start: one box that finds a player by id, e-mail, phone, name, nickname, IP
 * address, device or a deposit or withdrawal address; each result opens the player's page.
 */
function FindPlayer() {
  const { t } = useTranslation('players');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return;
    setParams({ q: value });
  };
  const columns: TableColumn<Found>[] = [
    {
      id: 'id',
      header: '#',
      numeric: true,
      cell: (row) => (
        <Link to={`/players/${row.id}`} className={styles.nowrap}>
          #{row.id}
        </Link>
      ),
    },
    {
      id: 'player',
      header: t('search.player'),
      cell: (row) => (
        <Link to={`/players/${row.id}`} className={styles.found}>
          <strong>
            {[row.first_name, row.last_name].filter(Boolean).join(' ') || row.nickname || row.email}
          </strong>
          <span>{row.email}</span>
        </Link>
      ),
    },
    { id: 'country', header: t('search.country'), cell: (row) => row.country ?? '—' },
    { id: 'verification', header: t('search.verification'), cell: (row) => row.verification_state },
    {
      id: 'matched',
      header: t('search.matched'),
      cell: (row) =>
        row.matched.map((field) => t(`search.matches.${field}`, { defaultValue: field })).join(', '),
    },
    { id: 'created_at', header: t('search.since'), cell: (row) => formatDateTime(row.created_at) },
  ];
  return (
    <>
      <PageHeader title={t('title')} intro={t('search.intro')} />
      <form className={styles.open} onSubmit={submit} role="search">
        <TextField
          label={t('search.label')}
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      {q !== '' && (
        <DataTable
          path="/players/search/"
          queryKey={['players', 'search']}
          label={t('search.results')}
          columns={columns}
          rowKey={(row) => String(row.id)}
          fixed={{ q }}
          emptyText={t('search.none')}
        />
      )}
    </>
  );
}
