import {
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type DocumentType,
  type VerificationState,
} from '@casino/contract';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { Button } from '@casino/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useDocuments } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';
import styles from './document-upload.module.css';
import { CheckIcon, DocumentIcon, ShieldIcon, UploadIcon } from './icons';

/** What the file input offers (the server checks the content, not the name). */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';
const ACCEPTED_TYPES = DOCUMENT_ACCEPT.split(',');
// Some browsers give HEIC/HEIF photos no MIME type; their extension is the only hint.
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;

/** A quick check before sending; undefined when the file may go. */
function fileProblem(file: File): 'type' | 'size' | undefined {
  if (!(ACCEPTED_TYPES.includes(file.type) || (file.type === '' && ACCEPTED_EXTENSIONS.test(file.name))))
    return 'type';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  return undefined;
}

const formatSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The profile's verification block: the player's state (pending, verified, rejected with the
 * reason) and the identity document upload with progress.
 */
export function DocumentUpload() {
  const { t } = useTranslation('wallet');
  const documents = useDocuments();
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [documentType, setDocumentType] = useState<DocumentType>('passport');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | undefined>(undefined);
  const [uploaded, setUploaded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const headingId = useId();

  const state: VerificationState = documents.data?.verification_state ?? 'unverified';
  const latest = documents.data?.results[0];

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setUploaded(false);
    setError(undefined);
    if (!chosen) return setFile(undefined);
    const problem = fileProblem(chosen);
    if (problem) {
      setFile(undefined);
      event.target.value = '';
      setError(
        t(problem === 'type' ? 'documents.wrongType' : 'documents.tooLarge', {
          max: formatSize(MAX_DOCUMENT_BYTES),
        }),
      );
      return;
    }
    setFile(chosen);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    setError(undefined);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, documentType, onProgress: setProgress });
      setUploaded(true);
      setFile(undefined);
      if (inputRef.current) inputRef.current.value = '';
    } catch (err) {
      setError(
        (err instanceof ApiError && (err.firstMessage('file') ?? err.firstMessage())) ||
          t('documents.failed'),
      );
    }
  };

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <ShieldIcon />
        </span>
        <div className={styles.heading}>
          <h3 id={headingId}>{t('documents.title')}</h3>
          <p>{t('documents.time')}</p>
        </div>
        <span className={[styles.badge, styles[state]].join(' ')} data-testid="verification-state">
          {state === 'verified' && <CheckIcon aria-hidden="true" width={14} height={14} />}
          {t(`documents.state.${state}`)}
        </span>
      </header>

      {state === 'rejected' && latest?.reason && (
        <Notice tone="error" role="note">
          <strong>{t('documents.reason')}</strong> {latest.reason}
        </Notice>
      )}
      {state === 'pending' && <p className={styles.info}>{t('documents.pendingText')}</p>}

      {state === 'verified' ? (
        <p className={styles.info}>{t('documents.verifiedText')}</p>
      ) : (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <p className={styles.rule}>{t('documents.rule')}</p>
          <div className={styles.row}>
            <SelectField
              className={styles.typeField}
              label={t('documents.type')}
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value as DocumentType)}
              options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documents.types.${type}`) }))}
            />
          </div>

          <label
            htmlFor={inputId}
            className={[styles.drop, file && styles.dropChosen].filter(Boolean).join(' ')}
          >
            <span className={styles.dropIcon} aria-hidden="true">
              {file ? <DocumentIcon /> : <UploadIcon />}
            </span>
            <span className={styles.dropText}>
              <strong>{file ? file.name : t('documents.choose')}</strong>
              <span>
                {file
                  ? formatSize(file.size)
                  : t('documents.formats', { max: formatSize(MAX_DOCUMENT_BYTES) })}
              </span>
            </span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={DOCUMENT_ACCEPT}
              className={styles.file}
              onChange={handleFile}
              disabled={upload.isPending}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
          </label>

          {upload.isPending && (
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={t('documents.uploading')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
            >
              <span style={{ width: `${Math.max(4, Math.round(progress * 100))}%` }} />
            </div>
          )}
          {error && (
            <Notice tone="error" id={`${inputId}-error`}>
              {error}
            </Notice>
          )}
          {uploaded && !error && <Notice tone="success">{t('documents.uploaded')}</Notice>}

          <Button type="submit" variant="accent" disabled={!file || upload.isPending}>
            {upload.isPending ? t('documents.uploading') : t('documents.upload')}
          </Button>
        </form>
      )}
    </section>
  );
}
