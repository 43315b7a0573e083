import { Dialog } from '@casino/ui/dialog';
import { Spinner } from '@casino/ui/loader';
import { Notice } from '@casino/ui/notice';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useStaffSessions, type StaffMember } from '../api/get-staff';
import styles from './staff.module.css';

/** A staff member's open sessions: when, from where, on what. */
export function SessionsDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const sessions = useStaffSessions(member.id);
  return (
    <Dialog
      title={t('sessions.title', { name: member.name })}
      onClose={onClose}
      width={640}
      closeLabel={t('common:actions.close')}
    >
      {sessions.isPending ? (
        <div className={styles.center}>
          <Spinner label={t('common:loading')} />
        </div>
      ) : sessions.isError ? (
        <Notice tone="error">{messageOf(sessions.error, t('common:errors.load'))}</Notice>
      ) : sessions.data.length === 0 ? (
        <p className={styles.muted}>{t('sessions.none')}</p>
      ) : (
        <ul className={styles.sessions}>
          {sessions.data.map((session) => (
            <li key={session.id}>
              <strong>{session.address ?? t('sessions.unknownAddress')}</strong>
              <span className={styles.muted}>{session.user_agent ?? ''}</span>
              <span className={styles.small}>
                {t('sessions.started', { at: formatDateTime(session.created_at) })}
                {session.last_seen_at
                  ? ` · ${t('sessions.seen', { at: formatDateTime(session.last_seen_at) })}`
                  : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
