import { useTranslation } from 'react-i18next';
import styles from './change-diff.module.css';

type Json = unknown;

const isScalar = (value: Json) => value === null || typeof value !== 'object';

/**
 * Flattens an object to dotted paths (limits.daily = 500), so nested changes show field by field.
 * A list of plain values stays one value ("compliance, payments"): compared item by item, adding
 * one role in front would read as every role changing.
 */
function flatten(value: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value) && value.length > 0 && value.every(isScalar)) {
    out.set(
      prefix || '—',
      value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', '),
    );
  } else if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (entries.length === 0) out.set(prefix || '—', Array.isArray(value) ? '[]' : '{}');
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== undefined) {
    out.set(
      prefix || '—',
      value === null ? 'null' : typeof value === 'string' ? value : JSON.stringify(value),
    );
  }
  return out;
}

export interface ChangeDiffProps {
  before: Json;
  after: Json;
  /** Also list the fields that stay the same (dimmed). */
  showUnchanged?: boolean;
}

/** The exact change, field by field: before, after, and which ones differ. */
export function ChangeDiff({ before, after, showUnchanged = true }: ChangeDiffProps) {
  const { t } = useTranslation('common');
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])].sort();
  const rows = fields
    .map((field) => ({ field, before: old.get(field), after: now.get(field) }))
    .filter((row) => showUnchanged || row.before !== row.after);
  if (rows.length === 0) return <p className={styles.none}>{t('diff.none')}</p>;
  return (
    <table className={styles.diff}>
      <thead>
        <tr>
          <th scope="col">{t('diff.field')}</th>
          <th scope="col">{t('diff.before')}</th>
          <th scope="col">{t('diff.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const changed = row.before !== row.after;
          return (
            <tr key={row.field} data-changed={changed || undefined}>
              <th scope="row">{row.field}</th>
              <td className={changed ? styles.removed : undefined}>
                {row.before ?? <span className={styles.absent}>{t('diff.absent')}</span>}
              </td>
              <td className={changed ? styles.added : undefined}>
                {row.after ?? <span className={styles.absent}>{t('diff.absent')}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A record's fields and values (what an entry noted beside the change). */
export function RecordView({ value }: { value: Json }) {
  const { t } = useTranslation('common');
  const fields = [...flatten(value)];
  return (
    <table className={styles.diff}>
      <thead>
        <tr>
          <th scope="col">{t('diff.field')}</th>
          <th scope="col">{t('diff.value')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map(([field, text]) => (
          <tr key={field} data-changed>
            <th scope="row">{field}</th>
            <td>{text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
