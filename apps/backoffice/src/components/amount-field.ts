import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../lib/api-client';

/** USD as a person types it in a dialog: whole dollars and at most 2 decimals (the server checks again). */
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A dialog's USD amount: the props of its TextField, and submit, which sends the amount only when
 * it is above 0 with at most 2 decimals and shows the server's refusal of the amount beside the
 * field. submit answers false (the dialog stays open) when it did not go through for that reason.
 */
export function useAmountField(invalidText: string) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (send: (value: string) => Promise<unknown>): Promise<boolean> => {
    const value = amount.trim();
    if (!AMOUNT.test(value) || Number(value) <= 0) {
      setError(invalidText);
      return false;
    }
    try {
      await send(value);
    } catch (caught) {
      const refusal = caught instanceof ApiError ? caught.fieldErrors('amount') : undefined;
      if (!refusal) throw caught;
      setError(refusal);
      return false;
    }
    return true;
  };
  const field = {
    inputMode: 'decimal' as const,
    value: amount,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setAmount(event.target.value);
      setError(undefined);
    },
  };
  return { field, submit };
}
