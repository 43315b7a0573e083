import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  closeConversation,
  replyTo,
  supportKey,
  useConversation,
  useLiveSupport,
  useQueue,
  type Conversation,
} from '../api/support';
import facts from '../../../components/facts.module.css';
import styles from './support.module.css';

/**
 * The support console: the conversations handed to a person (waiting first), the chosen one with
 * the player beside it, answered live (the player's chat shows the answer at once) and closed.
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  useLiveSupport();
  const queue = useQueue();
  const [chosen, setChosen] = useState<number>();
  const items = queue.data?.items ?? [];
  const open = chosen ?? items[0]?.player_id;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className={styles.console}>
        <nav className={styles.queue} aria-label={t('queue')}>
          {queue.isError && (
            <Notice tone="error">{messageOf(queue.error, t('common:errors.network'))}</Notice>
          )}
          {items.length === 0 && !queue.isPending && <p className={styles.empty}>{t('empty')}</p>}
          <ul>
            {items.map((item) => (
              <li key={item.player_id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={item.player_id === open ? 'true' : undefined}
                  onClick={() => setChosen(item.player_id)}
                >
                  <span className={styles.itemTop}>
                    <strong>{item.nickname ?? item.email}</strong>
                    <span className={facts.tone} data-tone={item.state === 'waiting' ? 'warning' : 'success'}>
                      {t(`states.${item.state}`)}
                    </span>
                  </span>
                  <span className={styles.preview}>{item.last_message ?? ''}</span>
                  <span className={styles.muted}>
                    {t('waitingSince', { time: formatDateTime(item.handed_off_at ?? item.updated_at) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {open !== undefined && <ConversationPanel playerId={open} />}
      </div>
    </>
  );
}

function ConversationPanel({ playerId }: { playerId: number }) {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const conversation = useConversation(playerId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const settle = (data: Conversation) => {
    queryClient.setQueryData([...supportKey, 'conversation', playerId], data);
    return queryClient.invalidateQueries({ queryKey: [...supportKey, 'queue'] });
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await settle(await replyTo(playerId, draft));
      setDraft('');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    setError(undefined);
    try {
      await settle(await closeConversation(playerId));
    } catch (err) {
      setError(err);
    }
  };
  const data = conversation.data;
  if (!data)
    return (
      <div className={styles.placeholder}>
        {conversation.isError && (
          <Notice tone="error">{messageOf(conversation.error, t('common:errors.network'))}</Notice>
        )}
      </div>
    );
  return (
    <section className={styles.chat} aria-label={t('conversationWith', { player: data.player.email })}>
      <ol className={styles.messages}>
        {data.messages.map((m) => (
          <li key={m.id} className={styles.message} data-author={m.author}>
            <span className={styles.author}>
              {m.author === 'manager' ? (m.operator ?? t('authors.manager')) : t(`authors.${m.author}`)}
              {' · '}
              <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
            </span>
            <p>{m.content || (m.attachment ? t('image', { format: m.attachment.format }) : '')}</p>
          </li>
        ))}
      </ol>
      {error !== undefined && <Notice tone="error">{messageOf(error, t('common:errors.network'))}</Notice>}
      {data.state !== 'assistant' ? (
        <form className={styles.composer} onSubmit={(e) => void send(e)}>
          <label className={styles.srOnly} htmlFor="support-answer">
            {t('answer')}
          </label>
          <textarea
            id="support-answer"
            value={draft}
            maxLength={2000}
            rows={3}
            placeholder={t('answerPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className={styles.composerActions}>
            <Button type="button" variant="ghost" onClick={() => void close()}>
              {t('close')}
            </Button>
            <Button type="submit" variant="accent" disabled={busy || draft.trim() === ''}>
              {busy ? t('sending') : t('send')}
            </Button>
          </div>
        </form>
      ) : (
        <p className={styles.muted}>{t('closed')}</p>
      )}
      <aside className={styles.player} aria-label={t('player')}>
        <h2>{data.player.nickname ?? data.player.email}</h2>
        <dl className={facts.facts}>
          <div>
            <dt>{t('fields.email')}</dt>
            <dd>{data.player.email}</dd>
          </div>
          <div>
            <dt>{t('fields.id')}</dt>
            <dd>#{data.player.id}</dd>
          </div>
          <div>
            <dt>{t('fields.name')}</dt>
            <dd>{data.player.name ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('fields.country')}</dt>
            <dd>{data.player.country ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('fields.verification')}</dt>
            <dd>{data.player.verification_state ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('fields.language')}</dt>
            <dd>{data.locale ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('fields.memberSince')}</dt>
            <dd>{formatDateTime(data.player.member_since)}</dd>
          </div>
        </dl>
      </aside>
    </section>
  );
}
