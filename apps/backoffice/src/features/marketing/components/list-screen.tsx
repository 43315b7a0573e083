import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import styles from './marketing.module.css';

/** A marketing list: its header (with the button that starts a new one), the last outcome, the table. */
export function ListScreen({
  title,
  intro,
  action,
  notice,
  children,
}: {
  title: string;
  intro: string;
  action?: { label: string; onClick: () => void };
  notice?: { tone: 'success' | 'error'; text: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        intro={intro}
        actions={
          action ? (
            <Button variant="accent" onClick={action.onClick}>
              {action.label}
            </Button>
          ) : undefined
        }
      />
      {notice && (
        <Notice tone={notice.tone} className={styles.notice}>
          {notice.text}
        </Notice>
      )}
      {children}
    </>
  );
}
