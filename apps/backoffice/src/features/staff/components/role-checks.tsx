import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../lib/permissions';
import styles from './staff.module.css';

/** The roles as checkboxes, each with a line on what it opens. */
export function RoleChecks({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (roles: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('staff');
  return (
    <fieldset className={styles.roles} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{t('roles.legend')}</legend>
      <div className={styles.roleGrid}>
        {ROLES.map((role) => (
          <label key={role} className={styles.roleOption}>
            <input
              type="checkbox"
              checked={value.includes(role)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, role] : value.filter((r) => r !== role))
              }
            />
            <span>
              <strong>{t(`roles.${role}.name`)}</strong>
              <span className={styles.roleHint}>{t(`roles.${role}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <span role="alert" className={styles.fieldError}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** The roles as small pills. */
export function RolePills({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('staff');
  return (
    <span className={styles.pills}>
      {roles.map((role) => (
        <span key={role} className={styles.pill} data-role={role}>
          {t(`roles.${role}.name`, { defaultValue: role })}
        </span>
      ))}
    </span>
  );
}
