import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOf } from '../../../lib/api-client';

/**
 * A form's sending state: busy while it goes, the server's answer kept so each field shows its
 * own 400 message and the rest (a 409's detail, fields the form does not show) shows above the
 * buttons.
 */
export function useFormSubmit(shownFields: readonly string[]) {
  const { t } = useTranslation('common');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    run,
    fieldError: (name: string) => (error instanceof ApiError ? error.fieldErrors(name) : undefined),
    summary:
      error instanceof ApiError
        ? error.summary(shownFields)
        : error
          ? messageOf(error, t('errors.network'))
          : undefined,
  };
}
