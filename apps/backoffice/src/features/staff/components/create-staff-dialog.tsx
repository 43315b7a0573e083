import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { ApiError, messageOf } from '../../../lib/api-client';
import { createStaff } from '../api/change-staff';
import { staffListKey } from '../api/get-staff';
import { RoleChecks } from './role-checks';
import styles from './staff.module.css';

/** Adds a staff member; the answer's set-up link is shown this once, to hand over in person. */
export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [noRoles, setNoRoles] = useState(false);
  const create = useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListKey }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoRoles(roles.length === 0);
    if (roles.length === 0) return;
    create.mutate({ name: name.trim(), email: email.trim(), roles });
  };

  if (create.data)
    return (
      <Dialog
        title={t('create.doneTitle')}
        onClose={onClose}
        width={560}
        closeLabel={t('common:actions.close')}
      >
        <div className={styles.stack}>
          <p className={styles.muted}>{t('create.doneText', { name: create.data.staff.name })}</p>
          <div className={styles.link}>
            <code>{create.data.setup_url}</code>
            <CopyButton text={create.data.setup_url} />
          </div>
          <Notice tone="warning">{t('create.once')}</Notice>
          <div className={styles.buttons}>
            <Button onClick={onClose}>{t('common:actions.done')}</Button>
          </div>
        </div>
      </Dialog>
    );

  const error = create.error instanceof ApiError ? create.error : undefined;
  return (
    <Dialog title={t('create.title')} onClose={onClose} width={600} closeLabel={t('common:actions.close')}>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <div className={styles.two}>
          <TextField
            label={t('create.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error?.fieldErrors('name')}
            autoComplete="off"
          />
          <TextField
            label={t('create.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error?.fieldErrors('email')}
            autoComplete="off"
          />
        </div>
        <RoleChecks
          value={roles}
          onChange={setRoles}
          error={noRoles ? t('roles.required') : error?.fieldErrors('roles')}
        />
        {create.isError && (!error || error.summary(['name', 'email', 'roles'])) && (
          <Notice tone="error">{messageOf(create.error, t('common:errors.generic'))}</Notice>
        )}
        <div className={styles.buttons}>
          <Button variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
