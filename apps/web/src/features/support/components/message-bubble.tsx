import type { SupportMessage } from '@casino/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@casino/ui/icons';
import { currentLanguage } from '../../../lib/i18n';
import styles from './conversation.module.css';
import { isDisplayable } from './image-check';

/** Today's messages show the time; older ones the day too. */
function formatTime(iso: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(currentLanguage(), {
    ...(today ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * One message: the player's on the right; the assistant's and the chat manager's on the left,
 * labelled, with the pages an answer cites as links (/faq/<slug>#<anchor>).
 */
export function MessageBubble({ message, onLeave }: { message: SupportMessage; onLeave: () => void }) {
  const { t } = useTranslation('support');
  const mine = message.author === 'player';
  const who = mine ? t('author.you') : t(`author.${message.author}`);
  return (
    <div className={mine ? styles.mine : message.author === 'manager' ? styles.manager : styles.ours}>
      <span className={mine ? 'visually-hidden' : styles.who}>{who}</span>
      {message.attachment && (
        <a
          className={styles.attachment}
          href={message.attachment.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {message.attachment.format === 'heic' || message.attachment.format === 'heif' ? (
            <span className={styles.fileChip}>
              {t('photo', { format: message.attachment.format.toUpperCase() })}
            </span>
          ) : (
            <img src={message.attachment.url} alt={t('image')} loading="lazy" />
          )}
        </a>
      )}
      {message.content !== '' && <p className={styles.text}>{message.content}</p>}
      {message.sources.length > 0 && (
        <ul className={styles.sources} aria-label={t('sources')}>
          {message.sources.map((source) => (
            <li key={source.url}>
              <Link to={source.url} onClick={onLeave}>
                <span>
                  {source.title} · {source.heading}
                </span>
                <ChevronRightIcon size={14} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <time className={styles.time} dateTime={message.created_at}>
        {formatTime(message.created_at)}
      </time>
    </div>
  );
}

/** The player's message on its way, shown at once and replaced by the stored one. */
export function PendingBubble({ content, file }: { content: string; file: File | undefined }) {
  const { t } = useTranslation('support');
  const preview = usePreviewUrl(file);
  return (
    <div className={`${styles.mine} ${styles.pending}`}>
      <span className="visually-hidden">{t('author.you')}</span>
      {file &&
        (preview ? (
          <span className={styles.attachment}>
            <img src={preview} alt={t('image')} />
          </span>
        ) : (
          <span className={styles.fileChip}>{file.name}</span>
        ))}
      {content !== '' && <p className={styles.text}>{content}</p>}
      <span className={styles.time}>{t('sending')}</span>
    </div>
  );
}

/** A local address of a chosen image the browser can show, released when no longer needed. */
export function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || !isDisplayable(file.type) || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
