import type { InboxNotification } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@casino/ui/button';
import { ArrowLeftIcon } from '@casino/ui/icons';
import { closeDialog, type DialogComponentProps } from '../../../lib/dialogs';
import { formatFull } from '../format';
import { InboxSheet } from './inbox-sheet';
import styles from './inbox.module.css';

/**
 * One message (dialog inboxItem): Back, its image, title, description and its button, which
 * opens the message's route and closes the inbox (document 1, section 2).
 */
export function InboxItemDialog({ onClose, message }: DialogComponentProps) {
  const { t, i18n } = useTranslation('inbox');
  const navigate = useNavigate();
  const m = message as InboxNotification | undefined;
  if (!m) return null;

  const handleAction = () => {
    closeDialog('inboxItem');
    closeDialog('inboxPage');
    void navigate(m.button_action);
  };

  return (
    <InboxSheet
      label={m.title}
      closeLabel={t('close')}
      onClose={() => {
        closeDialog('inboxPage');
        onClose();
      }}
      stacked
      top={
        <button type="button" className={styles.back} onClick={onClose}>
          <ArrowLeftIcon size={18} />
          {t('back')}
        </button>
      }
    >
      <article className={styles.item}>
        <img className={styles.banner} src={m.img} alt="" width={640} height={320} />
        <time className={styles.itemDate} dateTime={m.created_at}>
          {formatFull(m.created_at, i18n.language)}
        </time>
        <h2 className={styles.itemTitle}>{m.title}</h2>
        <p className={styles.itemDescription}>{m.description}</p>
        <Button variant="primary" size="large" block className={styles.action} onClick={handleAction}>
          {m.button_text}
        </Button>
      </article>
    </InboxSheet>
  );
}
