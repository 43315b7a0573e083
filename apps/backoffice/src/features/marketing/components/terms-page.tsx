import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError, messageOf } from '../../../lib/api-client';
import {
  BONUS_TERMS_PATH,
  bonusTermsKey,
  getTermsFields,
  previewTerms,
  saveTerms,
  type BonusTerms,
  type TermsFieldValue,
} from '../api/bonus-terms';
import { BonusCardPreview } from './bonus-card-preview';
import facts from '../../../components/facts.module.css';
import styles from './marketing.module.css';

/** A field's value as the form edits it: the text the operator's command would take. */
const asText = (value: TermsFieldValue | undefined) =>
  value === null || value === undefined ? 'none' : String(value);

const CHOICES: Record<string, readonly string[]> = {
  enabled: ['true', 'false'],
  wager_base: ['deposit_and_bonus', 'bonus'],
};

/** Every bonus terms row with its fields; editing one shows the player's card as it would become. */
export function TermsPage() {
  const { t } = useTranslation('marketing');
  const [editing, setEditing] = useState<BonusTerms>();
  const [notice, setNotice] = useState<string>();
  const columns: TableColumn<BonusTerms>[] = [
    {
      id: 'code',
      header: t('terms.columns.code'),
      sortable: true,
      cell: (row) => (
        <span className={styles.stack}>
          <strong>{row.title}</strong>
          <code className={styles.muted}>{row.code}</code>
        </span>
      ),
    },
    {
      id: 'offer',
      header: t('terms.columns.offer'),
      sortable: true,
      cell: (row) => `${row.offer} · ${row.type}`,
    },
    {
      id: 'enabled',
      header: t('terms.columns.state'),
      cell: (row) => (
        <span className={facts.tone} data-tone={row.fields.enabled ? 'success' : 'danger'}>
          {row.fields.enabled ? t('terms.enabled') : t('terms.disabled')}
        </span>
      ),
    },
    {
      id: 'value',
      header: t('terms.columns.value'),
      cell: (row) =>
        [
          Number(row.fields.percentage) > 0
            ? `${row.fields.percentage}% ≤ $${row.fields.max_bonus_usd}`
            : null,
          row.spin_tiers.length > 0 ? t('terms.spins', { count: row.spin_tiers[0]?.spins ?? 0 }) : null,
        ]
          .filter(Boolean)
          .join(' + ') || '—',
    },
    {
      id: 'wager',
      header: t('terms.columns.wager'),
      numeric: true,
      cell: (row) => `x${Number(row.fields.percentage) > 0 ? row.fields.wager : row.fields.spins_wager}`,
    },
    {
      id: 'sort',
      header: t('terms.columns.sort'),
      sortable: true,
      numeric: true,
      cell: (row) => String(row.fields.sort),
    },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <span className={styles.actions}>
          <Button size="small" variant="accent" onClick={() => setEditing(row)}>
            {t('edit')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('terms.title')} intro={t('terms.intro')} />
      {notice && (
        <Notice tone="success" className={styles.notice}>
          {notice}
        </Notice>
      )}
      <DataTable
        path={BONUS_TERMS_PATH}
        queryKey={[...bonusTermsKey, 'list']}
        label={t('terms.title')}
        columns={columns}
        rowKey={(row) => row.code}
        defaultSort={{ field: 'sort', order: 'asc' }}
        filters={[{ key: 'q', label: t('search'), placeholder: t('terms.searchHint') }]}
        emptyText={t('terms.empty')}
      />
      {editing && (
        <TermsDialog
          terms={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            setNotice(t('terms.saved', { code: saved.code }));
          }}
        />
      )}
    </>
  );
}

/** The terms' fields with the rules' hints, the card's live preview, and saving with a reason. */
export function TermsDialog({
  terms,
  onClose,
  onSaved,
}: {
  terms: BonusTerms;
  onClose: () => void;
  onSaved: (saved: BonusTerms) => void;
}) {
  const { t } = useTranslation('marketing');
  const queryClient = useQueryClient();
  const help = useQuery({
    queryKey: [...bonusTermsKey, 'fields'],
    queryFn: getTermsFields,
    staleTime: Infinity,
  });
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(terms.fields).map(([name, value]) => [name, asText(value)])),
  );
  const [preview, setPreview] = useState<BonusTerms>(terms);
  const [problem, setProblem] = useState<unknown>();
  const [confirming, setConfirming] = useState(false);

  const changes = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(values).filter(([name, text]) => text.trim() !== asText(terms.fields[name])),
      ) as Record<string, string>,
    [values, terms],
  );
  const changed = Object.keys(changes);

  // The card follows the form, through the rules a save would apply (nothing is saved).
  useEffect(() => {
    if (changed.length === 0) {
      setPreview(terms);
      setProblem(undefined);
      return;
    }
    const timer = setTimeout(() => {
      previewTerms(terms.code, changes).then(
        (next) => {
          setPreview(next);
          setProblem(undefined);
        },
        (error: unknown) => setProblem(error),
      );
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(changes)]);

  const fieldError = (name: string) => (problem instanceof ApiError ? problem.fieldErrors(name) : undefined);
  const summary =
    problem instanceof ApiError
      ? problem.summary(Object.keys(values))
      : problem
        ? messageOf(problem, t('common:errors.network'))
        : undefined;

  return (
    <Dialog
      title={t('terms.editTitle', { title: terms.title })}
      onClose={onClose}
      width={980}
      closeLabel={t('common:actions.close')}
    >
      <div className={styles.editor}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (changed.length > 0 && !problem) setConfirming(true);
          }}
        >
          <p className={styles.muted}>{t('terms.editIntro', { code: terms.code, offer: terms.offer })}</p>
          <div className={styles.grid}>
            {(help.data ?? Object.keys(terms.fields).map((name) => ({ name, accepts: '', reaches: '' }))).map(
              (field) =>
                CHOICES[field.name] ? (
                  <SelectField
                    key={field.name}
                    label={t(`terms.fields.${field.name}`, { defaultValue: field.name })}
                    name={field.name}
                    value={values[field.name] ?? ''}
                    options={(CHOICES[field.name] ?? []).map((value) => ({ value, label: value }))}
                    onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                    error={fieldError(field.name)}
                  />
                ) : (
                  <TextField
                    key={field.name}
                    label={t(`terms.fields.${field.name}`, { defaultValue: field.name })}
                    name={field.name}
                    value={values[field.name] ?? ''}
                    inputMode="decimal"
                    autoComplete="off"
                    title={field.reaches}
                    hint={field.accepts}
                    onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                    error={fieldError(field.name)}
                  />
                ),
            )}
          </div>
          {summary && <Notice tone="error">{summary}</Notice>}
          <div className={styles.actions}>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" variant="accent" disabled={changed.length === 0 || problem !== undefined}>
              {t('terms.save', { count: changed.length })}
            </Button>
          </div>
        </form>
        <aside aria-live="polite">
          <p className={styles.previewLabel}>
            {changed.length > 0 ? t('terms.previewChanged') : t('terms.previewNow')}
          </p>
          <BonusCardPreview card={preview.card} />
        </aside>
      </div>
      {confirming && (
        <ReasonDialog
          title={t('terms.confirmTitle', { code: terms.code })}
          confirmLabel={t('terms.confirm')}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            const saved = await saveTerms(terms.code, changes, reason);
            await queryClient.invalidateQueries({ queryKey: bonusTermsKey });
            onSaved(saved);
          }}
        >
          <ul className={styles.changes}>
            {changed.map((name) => (
              <li key={name}>
                {t(`terms.fields.${name}`, { defaultValue: name })}: <code>{asText(terms.fields[name])}</code>{' '}
                → <code>{changes[name]}</code>
                {help.data?.find((f) => f.name === name)?.reaches ? (
                  <span className={styles.muted}> — {help.data.find((f) => f.name === name)?.reaches}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </ReasonDialog>
      )}
    </Dialog>
  );
}
