import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MIN_LENGTH } from '../../../components/reason-dialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import { changeGame, type CatalogueFilters, type CatalogueGame, type GameChange } from '../api/games';
import styles from './games.module.css';

/**
 * A game's order, hot and exclusive flags and categories, changed with a reason. Only what
 * changed is sent; flags and categories set here stay through the provider's next feed.
 */
export function GameDialog({
  game,
  categories,
  onClose,
  onSaved,
}: {
  game: CatalogueGame;
  categories: CatalogueFilters['categories'];
  onClose: () => void;
  onSaved: (game: CatalogueGame) => Promise<void>;
}) {
  const { t } = useTranslation('games');
  const [sort, setSort] = useState(String(game.sort));
  const [hot, setHot] = useState(game.is_hot);
  const [exclusive, setExclusive] = useState(game.is_exclusive);
  const [chosen, setChosen] = useState(new Set(game.category_ids));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const change: Omit<GameChange, 'reason'> = {};
  if (sort.trim() !== String(game.sort)) change.sort = Number(sort);
  if (hot !== game.is_hot) change.is_hot = hot;
  if (exclusive !== game.is_exclusive) change.is_exclusive = exclusive;
  const ids = [...chosen].sort((a, b) => a - b);
  if (ids.join() !== [...game.category_ids].sort((a, b) => a - b).join()) change.category_ids = ids;
  const nothing = Object.keys(change).length === 0;
  const field = (name: string) => (error instanceof ApiError ? error.fieldErrors(name) : undefined);
  const reasonError =
    (tried && reason.trim().length < REASON_MIN_LENGTH
      ? t('common:reason.tooShort', { count: REASON_MIN_LENGTH })
      : undefined) ?? field('reason');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nothing || reason.trim().length < REASON_MIN_LENGTH) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSaved(await changeGame(game.id, { ...change, reason: reason.trim() }));
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('editTitle', { name: game.name })}
      onClose={onClose}
      width={600}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('columns.order')}
          name="sort"
          type="number"
          value={sort}
          onChange={(e) => setSort(e.target.value)}
          error={field('sort')}
          hint={t('orderHint')}
        />
        <fieldset className={styles.fieldset}>
          <legend>{t('columns.flags')}</legend>
          <label className={styles.check}>
            <input type="checkbox" checked={hot} onChange={(e) => setHot(e.target.checked)} /> {t('hot')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={exclusive} onChange={(e) => setExclusive(e.target.checked)} />{' '}
            {t('exclusive')}
          </label>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('columns.categories')}</legend>
          <div className={styles.categoryGrid}>
            {categories.map((c) => (
              <label key={c.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={chosen.has(c.id)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(c.id);
                    else next.delete(c.id);
                    setChosen(next);
                  }}
                />{' '}
                {c.name}
              </label>
            ))}
          </div>
          {field('category_ids') && <span className={styles.error}>{field('category_ids')}</span>}
        </fieldset>
        <label className={styles.fieldset}>
          <span className={styles.label}>{t('common:reason.label')}</span>
          <textarea
            className={styles.textarea}
            rows={3}
            maxLength={500}
            value={reason}
            placeholder={t('common:reason.placeholder')}
            aria-invalid={reasonError ? true : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {reasonError && (
            <span className={styles.error} role="alert">
              {reasonError}
            </span>
          )}
        </label>
        {tried && nothing && <Notice tone="error">{t('nothingChanged')}</Notice>}
        {error !== undefined && !field('reason') && !field('category_ids') && !field('sort') && (
          <Notice tone="error">{messageOf(error, t('common:errors.network'))}</Notice>
        )}
        <div className={styles.buttons}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
