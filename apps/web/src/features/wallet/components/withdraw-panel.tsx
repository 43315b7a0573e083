import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router';
import { Notice } from '@casino/ui/notice';
import { Button } from '@casino/ui/button';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useBalance } from '../api/get-balance';
import type { HistoryRow } from '@casino/contract';
import { useDocuments } from '../api/get-documents';
import { useTransactions } from '../api/get-transactions';
import { formatMoney } from '../format';
import { cleanAmount, formatUsd, methodKey, networkName, orderMethods, parseUsd } from '../payment-methods';
import styles from './cash-box.module.css';
import { CashField } from './cash-field';
import { ShieldIcon } from './icons';
import { MethodPicker } from './method-picker';

export interface WithdrawPanelProps {
  onClose: () => void;
}

/** The Withdraw tab: unavailable until the account is verified, then a request form. */
export function WithdrawPanel({ onClose }: WithdrawPanelProps) {
  const { t } = useTranslation('wallet');
  const documents = useDocuments();
  if (documents.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-label={t('withdraw.loading')}>
        <span />
      </div>
    );
  }
  if (documents.isError) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t('withdraw.failed')}</p>
        <Button variant="secondary" onClick={() => void documents.refetch()}>
          {t('deposit.retry')}
        </Button>
      </div>
    );
  }
  if (documents.data.verification_state !== 'verified') return <WithdrawUnavailable onClose={onClose} />;
  return <WithdrawForm />;
}

function WithdrawUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const inRouter = useInRouterContext();
  return (
    <div className={styles.notice}>
      <span className={styles.noticeIcon} aria-hidden="true">
        <ShieldIcon />
      </span>
      <p className={styles.noticeText}>{t('withdraw.unavailable')}</p>
      <p className={styles.noticeHint}>{t('withdraw.verificationTime')}</p>
      {inRouter ? (
        <VerifyButton onClose={onClose} />
      ) : (
        <Button variant="accent" size="large" block onClick={() => window.location.assign('/profile')}>
          {t('withdraw.verify')}
        </Button>
      )}
    </div>
  );
}

function VerifyButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <Button
      variant="accent"
      size="large"
      block
      onClick={() => {
        onClose();
        void navigate('/profile');
      }}
    >
      {t('withdraw.verify')}
    </Button>
  );
}

/** The networks the player has deposited with: withdrawals go only there (spec §6). */
export function depositedNetworks(
  rows: readonly HistoryRow[],
): Pick<HistoryRow, 'provider' | 'token_type'>[] {
  const seen = new Map<string, Pick<HistoryRow, 'provider' | 'token_type'>>();
  for (const row of rows) {
    if (row.action !== 'deposit' || row.status !== 'completed') continue;
    const key = methodKey(row);
    if (!seen.has(key)) seen.set(key, { provider: row.provider, token_type: row.token_type });
  }
  return orderMethods([...seen.values()]);
}

type FieldErrors = Partial<Record<'amount' | 'address' | 'non_field_errors', string>>;

function WithdrawForm() {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  const transactions = useTransactions();
  const createWithdrawal = useCreateWithdrawal();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [amountText, setAmountText] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);

  if (transactions.isPending || balance.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-label={t('withdraw.loading')}>
        <span />
        <span />
      </div>
    );
  }

  const networks = depositedNetworks(transactions.data?.results ?? []);
  const network = networks.find((n) => methodKey(n) === picked) ?? networks[0];
  if (!network) {
    return (
      <div className={styles.notice}>
        <p className={styles.noticeText}>{t('withdraw.depositFirst')}</p>
      </div>
    );
  }

  const available = balance.data?.balance_usd ?? 0;
  const amount = parseUsd(amountText);

  const validate = (): FieldErrors => {
    const next: FieldErrors = {};
    if (!Number.isFinite(amount) || amount <= 0) next.amount = t('withdraw.amountInvalid');
    else if (Math.round(amount * 100) > Math.round(available * 100))
      next.amount = t('withdraw.amountTooHigh');
    if (address.trim() === '') next.address = t('withdraw.addressRequired');
    return next;
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setDone(false);
    if (Object.keys(found).length > 0) return;
    try {
      await createWithdrawal.mutateAsync({
        provider: network.provider,
        token_type: network.token_type,
        amount: Math.round(amount * 100) / 100,
        address: address.trim(),
      });
      setDone(true);
      setAmountText('');
      setAddress('');
    } catch (err) {
      if (err instanceof ApiError) {
        const next: FieldErrors = {
          amount: err.firstMessage('amount'),
          address: err.firstMessage('address'),
        };
        if (!next.amount && !next.address) next.non_field_errors = err.firstMessage() ?? t('withdraw.failed');
        setErrors(next);
      } else {
        setErrors({ non_field_errors: t('withdraw.failed') });
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.balanceRow}>
        <span>{t('withdraw.available')}</span>
        <strong>{formatMoney(available, currentLanguage())}</strong>
      </div>

      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">
          {t('withdraw.network')}
        </span>
        <MethodPicker
          methods={networks}
          selected={methodKey(network)}
          onSelect={setPicked}
          label={t('withdraw.network')}
        />
        <span className={styles.hint}>{t('withdraw.networkHint')}</span>
      </div>

      <CashField
        label={t('withdraw.amount')}
        prefix="$"
        end={
          <button type="button" className={styles.max} onClick={() => setAmountText(formatUsd(available))}>
            {t('withdraw.max')}
          </button>
        }
        error={errors.amount}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={amountText}
        onChange={(e) => setAmountText(cleanAmount(e.target.value))}
      />

      <CashField
        label={t('withdraw.address')}
        inputClassName={styles.textInput}
        error={errors.address}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('withdraw.addressPlaceholder', {
          token: network.token_type,
          network: networkName(network),
        })}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
      />

      {errors.non_field_errors && <Notice tone="error">{errors.non_field_errors}</Notice>}
      {done && <Notice tone="success">{t('withdraw.requested')}</Notice>}

      <Button type="submit" size="large" block disabled={createWithdrawal.isPending}>
        {t('withdraw.submit')}
      </Button>
      <p className={styles.noticeHint}>{t('withdraw.timing')}</p>
    </form>
  );
}
