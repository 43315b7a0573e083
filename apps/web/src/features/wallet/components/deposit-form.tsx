import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '@casino/ui/notice';
import { Button } from '@casino/ui/button';
import { DEFAULT_DEPOSIT_AMOUNT, QUICK_AMOUNTS } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';
import { closeDialog, openDialog } from '../../../lib/dialogs';
import { useCreateDeposit, type DepositApplication } from '../api/create-deposit';
import { getDeposit } from '../api/get-deposit';
import { useDeposits } from '../api/get-deposits';
import { usePaymentTokens } from '../api/get-payment-tokens';
import {
  cleanAmount,
  convertUsd,
  formatUsd,
  methodKey,
  networkName,
  orderMethods,
  parseUsd,
} from '../payment-methods';
import styles from './cash-box.module.css';
import { CashField } from './cash-field';
import { MethodPicker } from './method-picker';

export interface DepositFormProps {
  onCreated: (application: DepositApplication) => void;
}

/** The Deposit tab before an application exists: method, USD amount, converted amount, minimum. */
export function DepositForm({ onCreated }: DepositFormProps) {
  const { t } = useTranslation('wallet');
  const tokens = usePaymentTokens();
  const deposits = useDeposits();
  const createDeposit = useCreateDeposit();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [amountText, setAmountText] = useState(String(DEFAULT_DEPOSIT_AMOUNT));
  const [error, setError] = useState<string | undefined>(undefined);

  if (tokens.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-label={t('deposit.loadingMethods')}>
        <span />
        <span />
        <span />
      </div>
    );
  }
  if (tokens.isError) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t('deposit.methodsFailed')}</p>
        <Button variant="secondary" onClick={() => void tokens.refetch()}>
          {t('deposit.retry')}
        </Button>
      </div>
    );
  }

  const methods = orderMethods(tokens.data);
  // The first method is selected on load (spec §4); TRC-20 leads the list.
  const method = methods.find((m) => methodKey(m) === picked) ?? methods[0];
  if (!method) return <p className={styles.empty}>{t('deposit.noMethods')}</p>;

  const amount = parseUsd(amountText);
  const belowMinimum = !Number.isFinite(amount) || amount < method.min_amount;
  const converted = convertUsd(amount, method.rate_to_usd);
  // One open application per address and token: a new one closes this one (decision 011).
  const open = (deposits.data ?? []).find(
    (a) =>
      a.status === 'pending' &&
      Date.parse(a.expires_at) > Date.now() &&
      a.provider === method.provider &&
      a.token_type === method.token_type,
  );

  const handleShowOpen = async () => {
    if (!open) return;
    setError(undefined);
    openDialog('waitingScreen');
    try {
      onCreated(await getDeposit(open.id));
    } catch (err) {
      setError((err instanceof ApiError && err.firstMessage()) || t('deposit.failed'));
    } finally {
      closeDialog('waitingScreen');
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (belowMinimum || createDeposit.isPending) return;
    setError(undefined);
    openDialog('waitingScreen');
    try {
      // usd_amount is what the player typed and is authoritative; token_amount is the spec's field.
      const application = await createDeposit.mutateAsync({
        provider: method.provider,
        token_type: method.token_type,
        usd_amount: Math.round(amount * 100) / 100,
        token_amount: converted,
      });
      onCreated(application);
    } catch (err) {
      // The spec leaves the loader open on failure; we close it and say why.
      setError((err instanceof ApiError && err.firstMessage()) || t('deposit.failed'));
    } finally {
      closeDialog('waitingScreen');
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">
          {t('deposit.methods')}
        </span>
        <MethodPicker
          methods={methods}
          selected={methodKey(method)}
          onSelect={setPicked}
          label={t('deposit.methods')}
        />
      </div>

      <CashField
        label={t('deposit.amountUsd')}
        prefix="$"
        end={
          <span className={styles.suffix} aria-hidden="true">
            USD
          </span>
        }
        hint={t('deposit.minAmount', { value: formatUsd(method.min_amount) })}
        invalid={belowMinimum}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(e) => setAmountText(cleanAmount(e.target.value))}
      />

      <div className={styles.quick} role="group" aria-label={t('deposit.quickAmounts')}>
        {QUICK_AMOUNTS.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={amount === value}
            onClick={() => setAmountText(String(value))}
          >
            ${value}
          </button>
        ))}
      </div>

      <CashField
        label={t('deposit.converted', { token: method.token_type })}
        readOnlyBox
        readOnly
        value={converted}
        end={<span className={styles.suffix}>{method.token_type}</span>}
      />

      {open && (
        <Notice tone="warning" role="status" className={styles.openNotice}>
          <p className={styles.openText}>
            {t('deposit.openApplication', {
              token: open.token_type,
              network: networkName(open),
              amount: formatUsd(open.usd_amount),
            })}
          </p>
          <button type="button" className={styles.linkButton} onClick={() => void handleShowOpen()}>
            {t('deposit.showOpen')}
          </button>
        </Notice>
      )}

      {error && <Notice tone="error">{error}</Notice>}

      <Button type="submit" size="large" block disabled={belowMinimum || createDeposit.isPending}>
        {t('deposit.create')}
      </Button>
      <Link
        className={styles.limitsLink}
        to="/profile?tab=limits"
        onClick={() => closeDialog('transitionDialog')}
      >
        {t('deposit.limitsLink')}
      </Link>
    </form>
  );
}
