import type { SupportState } from '@casino/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { CheckIcon } from '@casino/ui/icons';
import { useCallChatManager } from '../api/call-chat-manager';
import { useSupportMessages } from '../api/get-support-messages';
import { useSendSupportMessage } from '../api/send-support-message';
import { Composer } from './composer';
import styles from './conversation.module.css';
import { MessageBubble, PendingBubble } from './message-bubble';

/**
 * A signed-in player's conversation: the assistant's greeting (in beta, with the call for a chat
 * manager), the messages reloaded every 5 seconds while the panel is open, the message on its
 * way, and the composer. New messages scroll into view and are announced (role log).
 */
export function Conversation({ state, onLeave }: { state: SupportState; onLeave: () => void }) {
  const { t } = useTranslation('support');
  const messages = useSupportMessages(true);
  const send = useSendSupportMessage();
  const call = useCallChatManager();
  const logRef = useRef<HTMLDivElement>(null);
  const list = messages.data ?? [];
  const pending = send.isPending ? send.variables : undefined;
  const newest = list.at(-1)?.id;

  // The newest message in view: on arrival, while one is on its way, and when the panel opens.
  // An answer taller than the view is shown from its start, where its source is named.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const last = log.lastElementChild;
    const tall = last instanceof HTMLElement && !pending && last.offsetHeight > log.clientHeight * 0.75;
    log.scrollTop = tall ? last.offsetTop - 12 : log.scrollHeight;
  }, [newest, pending]);

  return (
    <div className={styles.conversation}>
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('conversation')}
      >
        <div className={styles.ours}>
          <span className={styles.who}>{t('author.assistant')}</span>
          <p className={styles.text}>{t('greeting')}</p>
          {state === 'assistant' ? (
            <Button
              size="small"
              variant="secondary"
              className={styles.call}
              disabled={call.isPending}
              onClick={() => call.mutate()}
            >
              {t('callManager')}
            </Button>
          ) : (
            <p className={styles.called}>
              <CheckIcon size={16} />
              {t('managerCalled')}
            </p>
          )}
          {call.isError && (
            <p className={styles.error} role="alert">
              {t('errors.call')}
            </p>
          )}
        </div>
        {list.map((message) => (
          <MessageBubble key={message.id} message={message} onLeave={onLeave} />
        ))}
        {pending && <PendingBubble content={pending.content} file={pending.file} />}
        {pending && state === 'assistant' && (
          <p className={styles.typing}>
            <span className={styles.dots} aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {t('typing')}
          </p>
        )}
      </div>
      {messages.isError && (
        <p className={styles.loadError} role="status">
          {t('errors.load')}
        </p>
      )}
      <Composer onSend={(message) => send.mutateAsync(message)} />
    </div>
  );
}
