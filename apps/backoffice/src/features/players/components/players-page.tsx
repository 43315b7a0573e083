import { Button } from '@casino/ui/button';
import { TextField } from '@casino/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PlayerPage } from './player-page';
import styles from './players.module.css';

/**
 * The Players section: /players/<id> is a player's page. The search over players has its own
 * screen; until it is there, the section's start opens a player by id.
 */
export function PlayersSection() {
  return (
    <Routes>
      <Route index element={<OpenPlayer />} />
      <Route path=":id/*" element={<PlayerPage />} />
    </Routes>
  );
}

function OpenPlayer() {
  const { t } = useTranslation('players');
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = id.trim().replace(/^#/, '');
    if (!/^[1-9]\d{0,9}$/.test(value)) {
      setError(t('open.invalid'));
      return;
    }
    void navigate(`/players/${value}`);
  };
  return (
    <>
      <PageHeader title={t('title')} intro={t('open.intro')} />
      <form className={styles.open} onSubmit={submit} noValidate>
        <TextField
          label={t('open.label')}
          inputMode="numeric"
          value={id}
          error={error}
          onChange={(event) => {
            setId(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit">{t('open.submit')}</Button>
      </form>
    </>
  );
}
