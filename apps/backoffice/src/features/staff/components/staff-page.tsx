import { Button } from '@casino/ui/button';
import { PlusIcon } from '@casino/ui/icons';
import { Notice } from '@casino/ui/notice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/api/get-session';
import { blockStaff, changeRoles, resetTwoFactor, unblockStaff } from '../api/change-staff';
import { STAFF_LIST_PATH, staffListKey, type StaffMember } from '../api/get-staff';
import { CreateStaffDialog } from './create-staff-dialog';
import { RoleChecks, RolePills } from './role-checks';
import { SessionsDialog } from './sessions-dialog';
import facts from '../../../components/facts.module.css';
import styles from './staff.module.css';

type Action =
  { kind: 'roles' | 'reset' | 'block' | 'unblock' | 'sessions'; member: StaffMember } | { kind: 'create' };

const STATUS_TONES: Record<string, string> = { active: 'success', invited: 'warning', blocked: 'danger' };

/** Staff accounts: who they are, their roles and two-factor, and the changes an administrator makes. */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const me = useSession().data?.staff;
  const [action, setAction] = useState<Action>();
  const [waiting, setWaiting] = useState<string>();
  const close = () => setAction(undefined);
  const changed = (message?: string) => {
    setWaiting(message);
    return queryClient.invalidateQueries({ queryKey: staffListKey });
  };

  const columns: TableColumn<StaffMember>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      cell: (row) => (
        <span className={styles.person}>
          <strong>{row.name}</strong>
          <span className={styles.muted}>{row.email}</span>
        </span>
      ),
    },
    { id: 'roles', header: t('columns.roles'), cell: (row) => <RolePills roles={row.roles} /> },
    {
      id: 'status',
      header: t('columns.status'),
      sortable: true,
      cell: (row) => (
        <span className={styles.statusCell}>
          <span className={facts.tone} data-tone={STATUS_TONES[row.status]}>
            {t(`status.${row.status}`, { defaultValue: row.status })}
          </span>
          {row.locked_until && new Date(row.locked_until) > new Date() && (
            <span className={styles.small}>{t('lockedUntil', { at: formatDateTime(row.locked_until) })}</span>
          )}
        </span>
      ),
    },
    {
      id: 'two_factor',
      header: t('columns.twoFactor'),
      cell: (row) => (row.two_factor ? t('twoFactor.on') : t('twoFactor.pending')),
    },
    {
      id: 'last_sign_in_at',
      header: t('columns.lastSignIn'),
      sortable: true,
      cell: (row) => formatDateTime(row.last_sign_in_at),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <span className={styles.rowActions}>
          <Button variant="secondary" size="small" onClick={() => setAction({ kind: 'roles', member: row })}>
            {t('actions.roles')}
          </Button>
          <Button variant="ghost" size="small" onClick={() => setAction({ kind: 'sessions', member: row })}>
            {t('actions.sessions')}
          </Button>
          <Button
            variant="ghost"
            size="small"
            disabled={row.id === me?.id}
            onClick={() => setAction({ kind: 'reset', member: row })}
          >
            {t('actions.reset')}
          </Button>
          {row.status === 'blocked' ? (
            <Button variant="ghost" size="small" onClick={() => setAction({ kind: 'unblock', member: row })}>
              {t('actions.unblock')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="small"
              className={styles.dangerText}
              disabled={row.id === me?.id}
              onClick={() => setAction({ kind: 'block', member: row })}
            >
              {t('actions.block')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        actions={
          <Button onClick={() => setAction({ kind: 'create' })}>
            <PlusIcon size={18} />
            {t('actions.create')}
          </Button>
        }
      />
      {waiting && (
        <Notice tone="success" className={styles.waiting}>
          {waiting} <Link to="/approvals">{t('waiting.link')}</Link>
        </Notice>
      )}
      <DataTable
        path={STAFF_LIST_PATH}
        queryKey={staffListKey}
        label={t('title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        defaultSort={{ field: 'name', order: 'asc' }}
        filters={[{ key: 'q', label: t('filters.search'), placeholder: t('filters.searchHint') }]}
      />
      {action?.kind === 'create' && <CreateStaffDialog onClose={close} />}
      {action?.kind === 'sessions' && <SessionsDialog member={action.member} onClose={close} />}
      {action?.kind === 'roles' && (
        <RolesDialog
          member={action.member}
          onClose={close}
          onDone={() => changed(t('waiting.roles', { name: action.member.name }))}
        />
      )}
      {action?.kind === 'reset' && (
        <ReasonDialog
          title={t('reset.title', { name: action.member.name })}
          confirmLabel={t('reset.confirm')}
          tone="danger"
          onClose={close}
          onConfirm={async (reason) => {
            await resetTwoFactor(action.member.id, reason);
            await changed(t('waiting.reset', { name: action.member.name }));
          }}
        >
          <p>{t('reset.text')}</p>
          <p>{t('fourEyes')}</p>
        </ReasonDialog>
      )}
      {action?.kind === 'unblock' && (
        <ReasonDialog
          title={t('unblock.title', { name: action.member.name })}
          confirmLabel={t('unblock.confirm')}
          onClose={close}
          onConfirm={async (reason) => {
            await unblockStaff(action.member.id, reason);
            await changed(t('waiting.unblock', { name: action.member.name }));
          }}
        >
          <p>{t('unblock.text')}</p>
          <p>{t('fourEyes')}</p>
        </ReasonDialog>
      )}
      {action?.kind === 'block' && (
        <ReasonDialog
          title={t('block.title', { name: action.member.name })}
          confirmLabel={t('block.confirm')}
          tone="danger"
          onClose={close}
          onConfirm={async (reason) => {
            await blockStaff(action.member.id, reason);
            await changed();
          }}
        >
          <p>{t('block.text')}</p>
        </ReasonDialog>
      )}
    </>
  );
}

function RolesDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const [roles, setRoles] = useState<string[]>(member.roles);
  const [problem, setProblem] = useState<string>();
  const same = roles.length === member.roles.length && roles.every((role) => member.roles.includes(role));
  return (
    <ReasonDialog
      title={t('rolesDialog.title', { name: member.name })}
      confirmLabel={t('rolesDialog.confirm')}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (roles.length === 0 || same) {
          setProblem(roles.length === 0 ? t('roles.required') : t('rolesDialog.unchanged'));
          return false;
        }
        await changeRoles(member.id, { roles, reason });
        onDone();
      }}
    >
      <p>{t('fourEyes')}</p>
      <RoleChecks
        value={roles}
        onChange={(next) => {
          setRoles(next);
          setProblem(undefined);
        }}
        error={problem}
      />
    </ReasonDialog>
  );
}
