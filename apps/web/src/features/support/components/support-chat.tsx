import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/loader';
import { useStored } from '../../../lib/storage';
import { useSupportState } from '../api/get-support-state';
import { useSupportChanges } from '../api/use-support-changes';
import { GuestPrompt } from './guest-prompt';
import { isPhoneLayout } from './phone-layout';
import styles from './support-chat.module.css';

// The conversation (messages, composer, attachments) is fetched when a player first opens the
// chat: the launcher is on every page, the panel is opened by few, and its code is not part of the
// shell's first download.
const Conversation = lazy(() => import('./conversation').then((m) => ({ default: m.Conversation })));

/**
 * The support chat widget: the floating launcher and the panel. Its open state is the shared
 * supportOpened flag (document 1, section 3), so opening or closing it in one tab does the same
 * in every other tab. Only a signed-in player's panel calls the API (section 6).
 */
export function SupportChat({ launcher = true }: { launcher?: boolean }) {
  const { t } = useTranslation('support');
  const [opened, setOpened] = useStored('supportOpened');

  return (
    <>
      {opened ? <SupportPanel onClose={() => setOpened(false)} /> : null}
      {/* In a game the floating button would cover the game; its Need help opens the panel. */}
      {launcher && (
        <button
          type="button"
          className={styles.fab}
          aria-label={opened ? t('close') : t('open')}
          aria-expanded={opened}
          onClick={() => setOpened(!opened)}
        >
          {opened ? <CloseIcon size={24} /> : <ChatIcon size={26} />}
        </button>
      )}
    </>
  );
}

function SupportPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('support');
  const [token] = useStored('accessToken');
  const signedIn = token !== '';
  const state = useSupportState(signedIn).data?.state ?? 'assistant';
  useSupportChanges(token);

  // Leaving for a page the chat links to: on a phone the sheet would hide it.
  const leave = () => {
    if (isPhoneLayout()) onClose();
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby="support-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          <ChatIcon size={20} />
        </span>
        <div className={styles.heading}>
          <h2 id="support-title" className={styles.title}>
            {t('title')}
          </h2>
          {signedIn && (
            <p className={styles.status} data-state={state}>
              <span className={styles.dot} aria-hidden="true" />
              {t(`status.${state}`)}
            </p>
          )}
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <CloseIcon size={18} />
        </button>
      </header>
      {signedIn ? (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner size={40} label={t('conversation')} />
            </div>
          }
        >
          <Conversation state={state} onLeave={leave} />
        </Suspense>
      ) : (
        <GuestPrompt onLeave={leave} />
      )}
    </section>
  );
}
