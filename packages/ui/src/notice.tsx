import type { AriaRole, ReactNode } from 'react';
import { AlertIcon } from './icons';
import styles from './notice.module.css';

export type NoticeTone = 'success' | 'error' | 'warning';

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** Lets a field point at the message with aria-describedby. */
  id?: string;
  /** Defaults: an error or warning is announced at once (alert), a success politely (status). */
  role?: AriaRole;
  centered?: boolean;
  className?: string;
}

/** A message box in a form or panel (a failed request, a sent link, a warning). */
export function Notice({ tone, children, id, role, centered, className }: NoticeProps) {
  const classes = [styles.notice, styles[tone], centered ? styles.centered : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div id={id} role={role ?? (tone === 'success' ? 'status' : 'alert')} className={classes}>
      {tone === 'error' && <AlertIcon size={16} />}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
