import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import styles from './confirm-dialog.module.css';

export interface YesNoDialogProps {
  title: string;
  children: ReactNode;
  yesLabel: string;
  noLabel: string;
  onYes: () => void;
  onNo: () => void;
  /** Closing by the cross, Escape or the backdrop (No unless told otherwise). */
  onDismiss?: () => void;
  busy?: boolean;
  tone?: 'danger' | 'primary';
}

/** The Yes/No dialog of the bonus confirmations (document 2, section 2). */
export function YesNoDialog({
  title,
  children,
  yesLabel,
  noLabel,
  onYes,
  onNo,
  onDismiss,
  busy,
  tone = 'primary',
}: YesNoDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={title} onClose={onDismiss ?? onNo} width={420} closeLabel={t('close')}>
      <div className={styles.body}>{children}</div>
      <div className={styles.buttons}>
        <Button variant="secondary" size="large" onClick={onNo} disabled={busy}>
          {noLabel}
        </Button>
        <Button variant={tone} size="large" onClick={onYes} disabled={busy} aria-busy={busy}>
          {yesLabel}
        </Button>
      </div>
    </Dialog>
  );
}
