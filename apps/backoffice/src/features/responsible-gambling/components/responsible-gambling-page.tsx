import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/api/get-session';
import {
  checkEveryone,
  FLAGGED_PATH,
  flaggedKey,
  HARM_RULES,
  type FlaggedPlayer,
} from '../api/responsible-gambling';
import styles from './rg.module.css';

/**
 * The flagged players (rg.read): one row per player with the rules firing for them, newest first,
 * filtered by rule or player, paged and exportable like every list. Compliance may run the rules
 * at once instead of waiting for the job.
 */
export function ResponsibleGamblingPage() {
  const { t } = useTranslation('rg');
  const queryClient = useQueryClient();
  const manage = (useSession().data?.staff.permissions ?? []).includes('rg.manage');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);

  const runNow = async () => {
    setBusy(true);
    try {
      const result = await checkEveryone();
      setNotice({ tone: 'success', text: t('checked', result) });
      await queryClient.invalidateQueries({ queryKey: flaggedKey });
    } catch (error) {
      setNotice({ tone: 'error', text: messageOf(error, t('common:errors.network')) });
    }
    setBusy(false);
  };

  const columns: TableColumn<FlaggedPlayer>[] = [
    {
      id: 'player_id',
      header: t('columns.player'),
      sortable: true,
      cell: (row) => (
        <span className={styles.stackCell}>
          <Link to={`/players/${row.player_id}/responsible-gambling`}>
            <strong>{row.nickname || `#${row.player_id}`}</strong>
          </Link>
          <span className={styles.muted}>
            #{row.player_id} · {t(`players:status.${row.status}`, { defaultValue: row.status })}
          </span>
        </span>
      ),
    },
    {
      id: 'rules',
      header: t('columns.rules'),
      cell: (row) => (
        <span className={styles.rules}>
          {row.rules.map((rule) => (
            <span key={rule} className={styles.rule}>
              {t(`rules.${rule}`)}
            </span>
          ))}
        </span>
      ),
    },
    { id: 'flags', header: t('columns.flags'), sortable: true, numeric: true, cell: (row) => row.flags },
    {
      id: 'last_fired_at',
      header: t('columns.last'),
      sortable: true,
      cell: (row) => formatDateTime(row.last_fired_at),
    },
    {
      id: 'interaction',
      header: t('columns.interaction'),
      cell: (row) =>
        row.last_interaction ? (
          <span className={styles.stackCell}>
            <span>{t(`interactionKinds.${row.last_interaction.kind}`)}</span>
            <span className={styles.muted}>{formatDateTime(row.last_interaction.at)}</span>
          </span>
        ) : (
          <span className={styles.muted}>{t('noInteraction')}</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        actions={
          manage ? (
            <Button variant="secondary" disabled={busy} onClick={() => void runNow()}>
              {t('checkEveryone')}
            </Button>
          ) : undefined
        }
      />
      {notice && (
        <Notice tone={notice.tone} className={styles.notice}>
          {notice.text}
        </Notice>
      )}
      <DataTable
        path={FLAGGED_PATH}
        queryKey={[...flaggedKey, 'list']}
        label={t('title')}
        columns={columns}
        rowKey={(row) => String(row.player_id)}
        defaultSort={{ field: 'last_fired_at', order: 'desc' }}
        filters={[
          {
            key: 'rule',
            label: t('filters.rule'),
            type: 'select',
            options: HARM_RULES.map((value) => ({ value, label: t(`rules.${value}`) })),
          },
          { key: 'q', label: t('filters.q'), placeholder: t('filters.qPlaceholder') },
        ]}
        emptyText={t('empty')}
      />
    </>
  );
}
