import type { ReactNode } from 'react';
import { Button } from '@casino/ui/button';
import styles from './account-dialogs.module.css';

export type BadgeTone = 'neutral' | 'success' | 'danger';

const toneClass: Record<BadgeTone, string | undefined> = {
  neutral: undefined,
  success: styles.badgeSuccess,
  danger: styles.badgeDanger,
};

/** The icon disc at the top of an account dialog (lock, envelope, check, alert). */
export function DialogBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <div className={[styles.badge, toneClass[tone]].filter(Boolean).join(' ')} aria-hidden="true">
      {children}
    </div>
  );
}

export interface DialogOutcomeProps {
  tone: Exclude<BadgeTone, 'neutral'>;
  icon: ReactNode;
  /** The message (a Notice, or text announced as an alert). */
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** The last screen of a password dialog: badge, message and the one way on (link sent, password changed, dead link). */
export function DialogOutcome({ tone, icon, children, actionLabel, onAction }: DialogOutcomeProps) {
  return (
    <div className={styles.body}>
      <DialogBadge tone={tone}>{icon}</DialogBadge>
      {children}
      <Button size="large" block onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
