import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { CONTENT_PATH, contentKey, type ContentPageRow } from '../api/content';
import facts from '../../../components/facts.module.css';
import styles from './content.module.css';

/** Every page in every language with its version, date and author, and what is wrong with it. */
export function PagesList() {
  const { t } = useTranslation('content');
  const columns: TableColumn<ContentPageRow>[] = [
    {
      id: 'page',
      header: t('columns.page'),
      cell: (row) => (
        <span className={styles.stack}>
          <strong>{row.title ?? t('missingTitle')}</strong>
          <code className={styles.muted}>/faq/{row.slug}</code>
        </span>
      ),
    },
    { id: 'locale', header: t('columns.language'), cell: (row) => t(`languages.${row.locale}`) },
    { id: 'version', header: t('columns.version'), numeric: true, cell: (row) => row.version || '—' },
    {
      id: 'updated_at',
      header: t('columns.updated'),
      cell: (row) => (
        <span className={styles.stack}>
          <span>{row.updated_at ? formatDateTime(row.updated_at) : '—'}</span>
          {row.updated_by && <span className={styles.muted}>{row.updated_by}</span>}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (row) =>
        row.problem ? (
          <span className={facts.tone} data-tone="danger" title={row.problem_detail ?? undefined}>
            {t(`problems.${row.problem}`)}
          </span>
        ) : (
          <span className={facts.tone} data-tone="success">
            {t('problems.none')}
          </span>
        ),
    },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <Link className={styles.editLink} to={`/content/${row.slug}/${row.locale}`}>
          {row.version ? t('edit') : t('write')}
        </Link>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <DataTable
        path={CONTENT_PATH}
        queryKey={[...contentKey, 'list']}
        label={t('title')}
        columns={columns}
        rowKey={(row) => `${row.slug}/${row.locale}`}
        emptyText={t('empty')}
      />
    </>
  );
}
