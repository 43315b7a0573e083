import type { InboxNotification } from '@casino/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog, type DialogComponentProps } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { useDetachNotification } from '../api/detach-notification';
import { useNotifications } from '../api/get-notifications';
import { formatReceived } from '../format';
import { TrashIcon } from './icons';
import { InboxSheet } from './inbox-sheet';
import styles from './inbox.module.css';

function MessageRow({ message, onDelete }: { message: InboxNotification; onDelete: () => void }) {
  const { t, i18n } = useTranslation('inbox');
  const titleId = `inbox-title-${message.id}`;
  const textId = `inbox-text-${message.id}`;
  return (
    <li className={styles.row} data-testid="inbox-message">
      <button
        type="button"
        className={styles.open}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClick={() => openDialog('inboxItem', { message })}
      >
        <img className={styles.thumb} src={message.img} alt="" width={56} height={56} loading="lazy" />
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span id={titleId} className={styles.rowTitle}>
              {message.title}
            </span>
            <time className={styles.rowDate} dateTime={message.created_at}>
              {formatReceived(message.created_at, i18n.language)}
            </time>
          </span>
          <span id={textId} className={styles.rowDescription}>
            {message.description}
          </span>
        </span>
      </button>
      <button
        type="button"
        className={styles.delete}
        aria-label={t('delete', { title: message.title })}
        onClick={onDelete}
      >
        <TrashIcon size={18} />
      </button>
    </li>
  );
}

function Empty() {
  const { t } = useTranslation('inbox');
  return (
    <div className={styles.empty} data-testid="inbox-empty">
      <img src="/inbox/empty.svg" alt="" width={200} height={150} />
      <p className={styles.emptyTitle}>{t('empty.title')}</p>
      <p className={styles.emptyText}>{t('empty.text')}</p>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('inbox');
  return (
    <div role="status" aria-label={t('loading')} className={styles.loading}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

/** The inbox (dialog inboxPage): the player's messages, each opened or deleted from here. */
export function InboxDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('inbox');
  const notifications = useNotifications();
  const detach = useDetachNotification();
  const [announcement, setAnnouncement] = useState('');
  const messages = notifications.data;

  // The spec's UI flag (document 1, section 3): the inbox is showing.
  useEffect(() => {
    storage.set('showInbox', true);
    return () => storage.set('showInbox', false);
  }, []);

  const handleDelete = (message: InboxNotification) => {
    detach.mutate(message.id);
    setAnnouncement(t('deleted'));
  };

  return (
    <InboxSheet
      label={t('title')}
      closeLabel={t('close')}
      onClose={onClose}
      top={
        <div className={styles.heading}>
          <h2 className={styles.title}>{t('title')}</h2>
          {messages && messages.length > 0 && (
            <span className={styles.count}>{t('subtitle', { count: messages.length })}</span>
          )}
        </div>
      }
    >
      {messages === undefined && notifications.isPending ? (
        <Loading />
      ) : messages && messages.length > 0 ? (
        <ul className={styles.list} aria-label={t('list')}>
          {messages.map((m) => (
            <MessageRow key={m.id} message={m} onDelete={() => handleDelete(m)} />
          ))}
        </ul>
      ) : (
        <Empty />
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </InboxSheet>
  );
}
