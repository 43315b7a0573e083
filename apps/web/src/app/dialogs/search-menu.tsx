import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { SearchIcon } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import type { DialogComponentProps } from '../../lib/dialogs';
import styles from './shell-dialogs.module.css';

/** The search dialog (searchMenu): the input and its empty state until the catalogue exists. */
export function SearchMenu({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const [query, setQuery] = useState('');
  return (
    <Dialog title={t('dialogs.searchTitle')} onClose={onClose} width={720} closeLabel={tc('close')}>
      <div className={styles.searchBox}>
        <SearchIcon size={20} className={styles.searchIcon} />
        <TextField
          label={t('dialogs.searchLabel')}
          hideLabel
          type="search"
          placeholder={t('dialogs.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          className={styles.searchField}
        />
      </div>
      <div className={styles.empty} role="status">
        <span className={styles.emptyIcon} aria-hidden="true">
          <SearchIcon size={30} />
        </span>
        <p className={styles.emptyTitle}>
          {query.trim() ? t('dialogs.searchEmpty') : t('dialogs.searchHint')}
        </p>
      </div>
    </Dialog>
  );
}
