import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { FailureNotice } from './failure-notice';
import styles from './responsible-gambling-panel.module.css';

/**
 * What every limit on the Responsible gambling tab shows alike, money or play time
 * (docs/decisions/038, 039): its name and size, how much of it is used, and either the change
 * waiting for its second confirmation (confirm it, or keep the limit as it is) or Remove.
 */
export interface LimitCardProps {
  name: string;
  size: string;
  /** 0 to 100 */
  usedPercent: number;
  figures: ReactNode;
  /** What the waiting increase or removal is, or null when nothing waits. */
  waiting: string | null;
  /** When the waiting change may be confirmed (ISO), as the server says. */
  confirmableAt: string | null;
  onConfirm: () => void;
  confirming: boolean;
  /** Keeps the limit as it is (withdraws the waiting change). */
  onKeep: () => void;
  onRemove: () => void;
  setting: boolean;
  failure: unknown;
}

export function LimitCard(props: LimitCardProps) {
  const { t, i18n } = useTranslation('limits');
  const { confirmableAt } = props;
  const confirmable = confirmableAt !== null && Date.parse(confirmableAt) <= Date.now();
  const at = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <li className={styles.limit} aria-label={props.name}>
      <div className={styles.limitHead}>
        <span className={styles.limitName}>{props.name}</span>
        <span className={styles.limitAmount}>{props.size}</span>
      </div>
      <div
        className={styles.meter}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={props.usedPercent}
        aria-label={t('limits.usedLabel')}
      >
        <span className={styles.meterFill} style={{ width: `${props.usedPercent}%` }} />
      </div>
      <p className={styles.limitFigures}>{props.figures}</p>
      {props.waiting !== null && confirmableAt ? (
        <div className={styles.pending}>
          <p>
            {props.waiting}{' '}
            {confirmable ? t('limits.confirmNow') : t('limits.confirmFrom', { at: at(confirmableAt) })}
          </p>
          <div className={styles.actions}>
            <Button size="small" disabled={!confirmable || props.confirming} onClick={props.onConfirm}>
              {t('limits.confirm')}
            </Button>
            <Button size="small" variant="ghost" disabled={props.setting} onClick={props.onKeep}>
              {t('limits.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button size="small" variant="ghost" disabled={props.setting} onClick={props.onRemove}>
            {t('limits.remove')}
          </Button>
        </div>
      )}
      <FailureNotice error={props.failure} />
    </li>
  );
}

/** Percent of a limit used, 0 to 100. */
export const usedPercent = (used: number, of: number): number =>
  of > 0 ? Math.min(100, Math.round((used / of) * 100)) : 0;

/**
 * A settings form of the tab: its fields, a submit that sends `save`, then "saved" or the refusal
 * (a field's own message stays under the field, given as `fieldError`).
 */
export function SettingForm(props: {
  title: string;
  intro?: string;
  submitLabel: string;
  savedText: string;
  canSubmit: boolean;
  /** Sends the form; calls back when the server has saved it. */
  save: (saved: () => void) => void;
  pending: boolean;
  error: unknown;
  fieldError?: string;
  children: ReactNode;
}) {
  const [saved, setSaved] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    props.save(() => setSaved(true));
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={props.title}>
      <h3 className={styles.formTitle}>{props.title}</h3>
      {props.intro && <p className={styles.muted}>{props.intro}</p>}
      <div className={styles.formRow}>{props.children}</div>
      <Button type="submit" disabled={props.pending || !props.canSubmit}>
        {props.submitLabel}
      </Button>
      {saved && <Notice tone="success">{props.savedText}</Notice>}
      {!props.fieldError && <FailureNotice error={props.error} />}
    </form>
  );
}
