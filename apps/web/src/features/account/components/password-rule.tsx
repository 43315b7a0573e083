import { PASSWORD_MIN_LENGTH } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CircleIcon } from './icons';
import styles from './password-rule.module.css';

const checks = [
  { key: 'length', test: (v: string) => v.length >= PASSWORD_MIN_LENGTH },
  { key: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { key: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'digit', test: (v: string) => /\d/.test(v) },
] as const;

/** The password rule of spec §5, ticked off live as the player types. */
export function PasswordRule({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation('auth');
  return (
    <ul id={id} className={styles.list} aria-label={t('passwordRule.title')}>
      {checks.map(({ key, test }) => {
        const met = test(value);
        return (
          <li key={key} className={met ? styles.met : styles.unmet}>
            {met ? <CheckIcon width={14} height={14} /> : <CircleIcon width={14} height={14} />}
            <span>{t(`passwordRule.${key}`)}</span>
            <span className="visually-hidden">{met ? t('passwordRule.met') : t('passwordRule.unmet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
