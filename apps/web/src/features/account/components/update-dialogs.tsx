import { GENDERS, NAME_MAX_LENGTH, type Gender, type Me } from '@casino/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { TextField } from '@casino/ui/text-field';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '../../../config/constants';
import type { DialogComponentProps } from '../../../lib/dialogs';
import { useCountries } from '../api/get-countries';
import { useMe } from '../api/get-me';
import { useUpdateMe, type UpdateMeRequest } from '../api/update-me';
import { fieldMessages, serverMessage } from '../lib/api-errors';
import { SelectField } from '@casino/ui/select-field';
import styles from './account-dialogs.module.css';

const NO_COUNTRY = 0;

/** The frame of an edit dialog: fields, the server's other errors, Cancel and Save. */
function EditForm({
  title,
  onClose,
  onSubmit,
  canSave,
  busy,
  error,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  canSave: boolean;
  busy: boolean;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !busy) onSubmit();
  };
  return (
    <Dialog title={title} onClose={onClose} width={460} closeLabel={t('close')}>
      <form className={styles.body} onSubmit={handleSubmit} noValidate>
        {children}
        {error && <Notice tone="error">{error}</Notice>}
        <div className={styles.actions}>
          <Button variant="secondary" size="large" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" size="large" disabled={!canSave || busy} aria-busy={busy || undefined}>
            {t('edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Sends one PATCH form, closes on success, and splits the server's errors by field. */
function useEdit(onClose: () => void, fields: readonly string[]) {
  const { t } = useTranslation('profile');
  const update = useUpdateMe();
  const messages = fieldMessages(update.error);
  const otherKey = Object.keys(messages).find((field) => !fields.includes(field));
  const other =
    update.error && Object.keys(messages).length === 0
      ? (serverMessage(update.error) ?? t('edit.failed'))
      : otherKey
        ? messages[otherKey]
        : undefined;
  return {
    submit: (body: UpdateMeRequest) => update.mutate(body, { onSuccess: onClose }),
    busy: update.isPending,
    fieldError: (field: string) => messages[field],
    other,
  };
}

/** The edit dialogs start from the stored profile, so their forms wait until it is loaded. */
function WithMe({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: (me: Me) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const me = useMe();
  if (me.data) return <>{children(me.data)}</>;
  return (
    <Dialog title={title} onClose={onClose} width={460} closeLabel={t('close')}>
      <p role={me.isError ? 'alert' : 'status'} className={styles.text}>
        {me.isError ? t('loadFailed') : t('loading')}
      </p>
    </Dialog>
  );
}

/** updateName: first and last name (at most 50 characters each). */
export function UpdateNameDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('profile');
  return (
    <WithMe title={t('edit.nameTitle')} onClose={onClose}>
      {(me) => <NameForm me={me} onClose={onClose} />}
    </WithMe>
  );
}

function NameForm({ me, onClose }: { me: Me; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [firstName, setFirstName] = useState(me.first_name);
  const [lastName, setLastName] = useState(me.last_name);
  const edit = useEdit(onClose, ['first_name', 'last_name']);
  return (
    <EditForm
      title={t('edit.nameTitle')}
      onClose={onClose}
      onSubmit={() => edit.submit({ first_name: firstName.trim(), last_name: lastName.trim() })}
      canSave
      busy={edit.busy}
      error={edit.other}
    >
      <TextField
        label={t('personal.firstName')}
        name="given-name"
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        value={firstName}
        error={edit.fieldError('first_name')}
        onChange={(e) => setFirstName(e.target.value)}
      />
      <TextField
        label={t('personal.lastName')}
        name="family-name"
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        value={lastName}
        error={edit.fieldError('last_name')}
        onChange={(e) => setLastName(e.target.value)}
      />
    </EditForm>
  );
}

/** A date input's value is YYYY-MM-DD; anything that does not split in three by dash is dropped (spec §5). */
const keepIsoDate = (value: string) => (value.split('-').length === 3 ? value : '');

/** updateBirthdate: date of birth with the gender choice. */
export function UpdateBirthdateDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('profile');
  return (
    <WithMe title={t('edit.birthTitle')} onClose={onClose}>
      {(me) => <BirthForm me={me} onClose={onClose} />}
    </WithMe>
  );
}

function BirthForm({ me, onClose }: { me: Me; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [date, setDate] = useState(me.date_of_birth ?? '');
  const [gender, setGender] = useState<Gender | ''>(me.gender ?? '');
  const edit = useEdit(onClose, ['date_of_birth', 'gender']);
  return (
    <EditForm
      title={t('edit.birthTitle')}
      onClose={onClose}
      onSubmit={() => gender !== '' && edit.submit({ date_of_birth: date, gender })}
      canSave={date !== '' && gender !== ''}
      busy={edit.busy}
      error={edit.other}
    >
      <TextField
        label={t('personal.birthDate')}
        type="date"
        name="bday"
        autoComplete="bday"
        maxLength={17}
        min={`${BIRTH_YEAR_MIN}-01-01`}
        max={`${BIRTH_YEAR_MAX}-12-31`}
        value={date}
        error={edit.fieldError('date_of_birth')}
        onChange={(e) => setDate(keepIsoDate(e.target.value))}
      />
      <SelectField
        label={t('personal.gender')}
        name="gender"
        placeholder={t('edit.selectPlaceholder')}
        options={GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))}
        value={gender}
        error={edit.fieldError('gender')}
        onChange={(e) => setGender(e.target.value as Gender)}
      />
    </EditForm>
  );
}

/** updateLocation: the country, from the translated list (a disabled "Please select one" first). */
export function UpdateLocationDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('profile');
  return (
    <WithMe title={t('edit.countryTitle')} onClose={onClose}>
      {(me) => <CountryForm me={me} onClose={onClose} />}
    </WithMe>
  );
}

function CountryForm({ me, onClose }: { me: Me; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const countries = useCountries();
  const [country, setCountry] = useState(me.country ?? NO_COUNTRY);
  const edit = useEdit(onClose, ['country']);
  const options = (countries.data ?? [])
    .filter((c) => c.id !== NO_COUNTRY)
    .map((c) => ({ value: String(c.id), label: c.title }));
  return (
    <EditForm
      title={t('edit.countryTitle')}
      onClose={onClose}
      onSubmit={() => edit.submit({ country })}
      canSave={country !== NO_COUNTRY}
      busy={edit.busy}
      error={edit.other}
    >
      <SelectField
        label={t('personal.country')}
        name="country"
        placeholder={t('edit.selectPlaceholder')}
        placeholderValue={String(NO_COUNTRY)}
        options={options}
        value={String(country)}
        error={edit.fieldError('country')}
        onChange={(e) => setCountry(Number(e.target.value))}
      />
    </EditForm>
  );
}
