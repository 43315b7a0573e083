import type { Me } from '@casino/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { Button } from '@casino/ui/button';
import { openDialog, type DialogName } from '../../../lib/dialogs';
import { useCountries } from '../api/get-countries';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { failureMessage } from '../lib/api-errors';
import { formatBirthDate } from '../lib/birth-date';
import { ClockIcon, LockIcon, LogoutIcon, PencilIcon, UserIcon } from './icons';
import styles from './profile-page.module.css';

/** "+" and digits: the spec shows phones in international form. */
const internationalPhone = (phone: string) => (phone === '' || phone.startsWith('+') ? phone : `+${phone}`);

function Row({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{value}</dd>
      {children && <dd className={styles.rowAction}>{children}</dd>}
    </div>
  );
}

function Confirmed({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <span className={`${styles.badge} ${confirmed ? styles.state_verified : styles.state_unverified}`}>
      {confirmed ? t('settings.confirmed') : t('settings.notConfirmed')}
    </span>
  );
}

function EditButton({ dialog, label }: { dialog: DialogName; label: string }) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      title={label}
      onClick={() => openDialog(dialog)}
    >
      <PencilIcon width={16} height={16} />
    </button>
  );
}

/** The Settings tab: account addresses with their confirmation, password, personal data. */
export function SettingsTab({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const { t } = useTranslation('profile');
  const countries = useCountries();
  const reset = useRequestPasswordReset();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const notSet = <span className={styles.dim}>{t('personal.notSet')}</span>;
  const countryTitle = countries.data?.find((c) => c.id === me.country)?.title;
  const editLabel = (field: string) => t('personal.edit', { field });

  return (
    <div className={styles.stack}>
      <p className={styles.note}>
        <ClockIcon width={18} height={18} />
        {t('settings.timeZone', { zone: timeZone })}
      </p>

      <section className={styles.card} aria-labelledby="settings-account">
        <div className={styles.cardHead}>
          <span className={`${styles.cardIcon} ${styles.iconPurple}`}>
            <UserIcon />
          </span>
          <h2 id="settings-account" className={styles.cardTitle}>
            {t('settings.account')}
          </h2>
        </div>
        <dl className={styles.rows}>
          <Row label={t('settings.nickname')} value={me.nickname} />
          <Row
            label={t('settings.email')}
            value={
              <span className={styles.valueWithBadge}>
                <span className={styles.ellipsis}>{me.email}</span>
                <Confirmed confirmed={me.is_email_verified} />
              </span>
            }
          >
            {!me.is_email_verified && (
              <Button
                size="small"
                variant="accent"
                onClick={() => openDialog('confirmEmail')}
                aria-label={t('settings.confirmEmail')}
              >
                {t('settings.confirm')}
              </Button>
            )}
          </Row>
          <Row
            label={t('settings.phone')}
            value={
              me.phone ? (
                <span className={styles.valueWithBadge}>
                  <span>{internationalPhone(me.phone)}</span>
                  <Confirmed confirmed={me.is_phone_verified} />
                </span>
              ) : (
                notSet
              )
            }
          >
            {me.phone && !me.is_phone_verified && (
              <Button
                size="small"
                variant="accent"
                onClick={() => openDialog('confirmPhone')}
                aria-label={t('settings.confirmPhone')}
              >
                {t('settings.confirm')}
              </Button>
            )}
          </Row>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="settings-security">
        <div className={styles.cardHead}>
          <span className={`${styles.cardIcon} ${styles.iconGold}`}>
            <LockIcon />
          </span>
          <h2 id="settings-security" className={styles.cardTitle}>
            {t('settings.security')}
          </h2>
        </div>
        <div className={styles.securityRow}>
          <div>
            <p className={styles.rowStrong}>{t('settings.changePassword')}</p>
            <p className={styles.muted}>{t('settings.changePasswordText', { email: me.email })}</p>
          </div>
          <Button
            variant="secondary"
            onClick={() => reset.mutate(me.email)}
            disabled={reset.isPending || reset.isSuccess}
          >
            {t('settings.sendResetLink')}
          </Button>
        </div>
        {reset.isSuccess && <Notice tone="success">{t('settings.resetSent')}</Notice>}
        {reset.isError && (
          <Notice tone="error">{failureMessage(reset.error, t('settings.resetFailed'))}</Notice>
        )}
      </section>

      <section className={styles.card} aria-labelledby="settings-personal">
        <div className={styles.cardHead}>
          <span className={`${styles.cardIcon} ${styles.iconBlue}`}>
            <UserIcon />
          </span>
          <h2 id="settings-personal" className={styles.cardTitle}>
            {t('personal.title')}
          </h2>
        </div>
        <dl className={styles.rows}>
          <Row label={t('personal.firstName')} value={me.first_name || notSet}>
            <EditButton dialog="updateName" label={editLabel(t('personal.firstName'))} />
          </Row>
          <Row label={t('personal.lastName')} value={me.last_name || notSet}>
            <EditButton dialog="updateName" label={editLabel(t('personal.lastName'))} />
          </Row>
          <Row label={t('personal.birthDate')} value={formatBirthDate(me.date_of_birth) || notSet}>
            <EditButton dialog="updateBirthdate" label={editLabel(t('personal.birthDate'))} />
          </Row>
          <Row label={t('personal.gender')} value={me.gender ? t(`genders.${me.gender}`) : notSet}>
            <EditButton dialog="updateBirthdate" label={editLabel(t('personal.gender'))} />
          </Row>
          <Row label={t('personal.country')} value={countryTitle ?? notSet}>
            <EditButton dialog="updateLocation" label={editLabel(t('personal.country'))} />
          </Row>
        </dl>
      </section>

      <div className={styles.signOutRow}>
        <Button variant="ghost" onClick={onSignOut}>
          <LogoutIcon width={18} height={18} />
          {t('signOut')}
        </Button>
      </div>
    </div>
  );
}
