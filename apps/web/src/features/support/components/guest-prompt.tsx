import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { ChatIcon } from '@casino/ui/icons';
import { openDialog } from '../../../lib/dialogs';
import styles from './support-chat.module.css';

/** What a guest sees in the panel: the chat needs an account (document 1, section 6), the FAQ does not. */
export function GuestPrompt({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('support');
  return (
    <div className={styles.guest}>
      <span className={styles.guestIcon} aria-hidden="true">
        <ChatIcon size={28} />
      </span>
      <h3 className={styles.guestTitle}>{t('guest.title')}</h3>
      <p className={styles.guestText}>{t('guest.text')}</p>
      <Button
        block
        onClick={() => {
          onLeave();
          openDialog('loginMenu');
        }}
      >
        {t('guest.login')}
      </Button>
      <Link className={styles.guestFaq} to="/faq/faq" onClick={onLeave}>
        {t('guest.faq')}
      </Link>
    </div>
  );
}
