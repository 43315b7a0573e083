import {
  SUPPORT_ATTACHMENT_ACCEPT,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_MESSAGE_MAX_LENGTH,
} from '@casino/contract';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, LineIcon, type IconProps } from '@casino/ui/icons';
import { ApiError } from '../../../lib/api-client';
import type { OutgoingSupportMessage } from '../api/send-support-message';
import styles from './composer.module.css';
import { checkImage } from './image-check';
import { usePreviewUrl } from './message-bubble';
import { isPhoneLayout } from './phone-layout';

const PaperclipIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M21 11.5l-8.6 8.6a5.5 5.5 0 01-7.8-7.8l8.9-8.9a3.7 3.7 0 015.2 5.2l-8.9 8.9a1.8 1.8 0 01-2.6-2.6l8.2-8.2" />
  </LineIcon>
);

const SendIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
  </LineIcon>
);

/**
 * The message box: Enter sends and Shift+Enter starts a new line; whitespace alone is never
 * sent (document 1, section 5); one image may go with the text (images including heic and heif,
 * checked here for type and size before the server reads its bytes).
 */
export function Composer({ onSend }: { onSend: (message: OutgoingSupportMessage) => Promise<unknown> }) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  const content = text.trim();
  const canSend = !sending && (content !== '' || file !== undefined);

  // A desktop player can type at once; on a phone the keyboard would cover the conversation.
  useEffect(() => {
    if (!isPhoneLayout()) textRef.current?.focus();
  }, []);

  const submit = async () => {
    if (!canSend) return;
    const message: OutgoingSupportMessage = {
      content,
      clientId: crypto.randomUUID(),
      ...(file ? { file } : {}),
    };
    setError(undefined);
    setSending(true);
    setText('');
    setFile(undefined);
    try {
      await onSend(message);
    } catch (err) {
      // Nothing is lost: the text and the image come back to the box with the reason.
      setText((current) => (current === '' ? message.content : current));
      setFile((current) => current ?? message.file);
      setError(err instanceof ApiError ? (err.firstMessage() ?? t('errors.send')) : t('errors.send'));
    } finally {
      setSending(false);
      textRef.current?.focus();
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const handleFile = (chosen: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!chosen) return;
    const problem = checkImage(chosen);
    if (problem) {
      setError(
        problem === 'tooLarge'
          ? t('errors.tooLarge', { max: SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024 })
          : t('errors.notImage'),
      );
      return;
    }
    setError(undefined);
    setFile(chosen);
  };

  return (
    <form className={styles.composer} onSubmit={handleSubmit}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {file && (
        <div className={styles.preview}>
          {preview ? (
            <img src={preview} alt="" />
          ) : (
            <span className={styles.previewIcon}>{file.name.split('.').pop()?.toUpperCase()}</span>
          )}
          <span className={styles.previewName}>{file.name}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('removeImage')}
            onClick={() => setFile(undefined)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.attach}
          aria-label={t('attach')}
          title={t('attach')}
          onClick={() => fileRef.current?.click()}
        >
          <PaperclipIcon size={20} />
        </button>
        <input
          ref={fileRef}
          className="visually-hidden"
          type="file"
          accept={SUPPORT_ATTACHMENT_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
        <textarea
          ref={textRef}
          className={styles.input}
          rows={1}
          value={text}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          placeholder={t('placeholder')}
          aria-label={t('messageLabel')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button
          type="submit"
          className={styles.send}
          aria-label={t('send')}
          title={t('send')}
          disabled={!canSend}
        >
          <SendIcon size={20} />
        </button>
      </div>
    </form>
  );
}
