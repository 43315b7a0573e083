import { useTranslation } from 'react-i18next';
import { InboxIcon } from '@casino/ui/icons';
import { openDialog } from '../../../lib/dialogs';
import { useNotifications } from '../api/get-notifications';
import styles from './inbox.module.css';

/** Over 99 messages the badge reads 99+. */
const shown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's inbox button: opens the inbox (inboxPage) and carries a badge with the number of
 * messages while there are any (document 1, section 2). The shell gives it its look.
 */
export function InboxButton({ className, label }: { className?: string; label: string }) {
  const { t } = useTranslation('inbox');
  const count = useNotifications().data?.length ?? 0;
  return (
    <button
      type="button"
      className={className}
      aria-label={count > 0 ? t('buttonLabel', { count }) : label}
      onClick={() => openDialog('inboxPage')}
    >
      <InboxIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="inbox-badge">
          {shown(count)}
        </span>
      )}
    </button>
  );
}
