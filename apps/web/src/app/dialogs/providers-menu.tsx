import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { ProvidersIcon } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import type { DialogComponentProps } from '../../lib/dialogs';
import styles from './shell-dialogs.module.css';

/** The providers dialog (providersMenu): a name filter over the provider list, empty until the catalogue API exists. */
export function ProvidersMenu({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const [filter, setFilter] = useState('');
  return (
    <Dialog title={t('dialogs.providersTitle')} onClose={onClose} width={560} closeLabel={tc('close')}>
      <TextField
        label={t('dialogs.providersFilter')}
        hideLabel
        placeholder={t('dialogs.providersFilter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        autoComplete="off"
      />
      <div className={styles.empty} role="status">
        <span className={styles.emptyIcon} aria-hidden="true">
          <ProvidersIcon size={30} />
        </span>
        <p className={styles.emptyTitle}>{t('dialogs.providersEmpty')}</p>
      </div>
    </Dialog>
  );
}
