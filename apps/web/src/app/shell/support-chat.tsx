import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChatIcon, CloseIcon } from '../../components/ui/icons';
import { useStored } from '../../lib/storage';
import styles from './support-chat.module.css';

/**
 * The floating support button (the launcher) and panel. Its open state is the shared
 * supportOpened flag, so every tab opens and closes together; the conversation itself arrives
 * with the support API.
 */
export function SupportChat({ launcher = true }: { launcher?: boolean }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useStored('supportOpened');

  return (
    <>
      {opened ? (
        <section className={styles.panel} aria-labelledby="support-title">
          <header className={styles.head}>
            <span className={styles.avatar} aria-hidden="true">
              <ChatIcon size={20} />
            </span>
            <div>
              <h2 id="support-title" className={styles.title}>
                {t('support.title')}
              </h2>
              <p className={styles.online}>{t('support.online')}</p>
            </div>
            <button
              type="button"
              className={styles.close}
              onClick={() => setOpened(false)}
              aria-label={t('support.close')}
            >
              <CloseIcon size={18} />
            </button>
          </header>
          <div className={styles.body}>
            <p className={styles.bubble}>{t('support.soon')}</p>
            <Link className={styles.faq} to="/faq/faq" onClick={() => setOpened(false)}>
              {t('support.openFaq')}
            </Link>
          </div>
        </section>
      ) : null}
      {/* In a game the floating button would cover the game; its Need help opens the panel. */}
      {launcher && (
        <button
          type="button"
          className={styles.fab}
          aria-label={opened ? t('support.close') : t('support.open')}
          aria-expanded={opened}
          onClick={() => setOpened(!opened)}
        >
          {opened ? <CloseIcon size={24} /> : <ChatIcon size={26} />}
        </button>
      )}
    </>
  );
}
