import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import {
  actOnMarket,
  changeOdds,
  requestSettlement,
  RESULTS,
  type ResultChoice,
  type TradingEventDetail,
} from '../api/sports';
import type { MarketIntent } from './market-card';
import { outcomeName } from './names';
import styles from './sports.module.css';

/**
 * Asks the reason for a trader's action on a market (and the new price, or the results) and
 * sends it. A settlement is filed for a second trader's approval; the rest apply at once.
 */
export function TradeDialog({
  intent,
  onClose,
  onDone,
}: {
  intent: MarketIntent;
  onClose: () => void;
  onDone: (result: { event?: TradingEventDetail; filed?: boolean }) => Promise<void>;
}) {
  const { t } = useTranslation('sports');
  const { market } = intent;
  const marketName = `${t(`markets.${market.type}`, { defaultValue: market.type })}${market.specifier ? ` ${market.specifier}` : ''}`;
  const [odds, setOdds] = useState(intent.kind === 'odds' ? intent.outcome.odds : '');
  const [choices, setChoices] = useState<Record<string, ResultChoice>>(() =>
    Object.fromEntries(market.outcomes.map((o) => [o.key, 'lost' as ResultChoice])),
  );

  const confirm = async (reason: string) => {
    switch (intent.kind) {
      case 'odds':
        return onDone({ event: await changeOdds(intent.outcome.id, odds.trim(), reason) });
      case 'settle':
        await requestSettlement(market.id, choices, reason);
        return onDone({ filed: true });
      default:
        return onDone({ event: await actOnMarket(market.id, intent.kind, reason) });
    }
  };

  const title =
    intent.kind === 'odds'
      ? t('dialogs.oddsTitle', { outcome: outcomeName(t, intent.outcome.key), market: marketName })
      : t(`dialogs.${intent.kind}Title`, { market: marketName });
  return (
    <ReasonDialog
      title={title}
      confirmLabel={t(`dialogs.${intent.kind}Confirm`)}
      tone={intent.kind === 'void' ? 'danger' : 'primary'}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t(`dialogs.${intent.kind}Text`)}</p>
      {intent.kind === 'odds' && (
        <TextField
          label={t('columns.odds')}
          name="odds"
          inputMode="decimal"
          value={odds}
          onChange={(e) => setOdds(e.target.value)}
          hint={t('dialogs.oddsHint')}
        />
      )}
      {intent.kind === 'settle' && (
        <div className={styles.choices}>
          {market.outcomes.map((outcome) => (
            <SelectField
              key={outcome.key}
              label={outcomeName(t, outcome.key)}
              name={`result-${outcome.key}`}
              value={choices[outcome.key]}
              options={Object.keys(RESULTS).map((value) => ({ value, label: t(`results.${value}`) }))}
              onChange={(e) => setChoices({ ...choices, [outcome.key]: e.target.value as ResultChoice })}
            />
          ))}
        </div>
      )}
    </ReasonDialog>
  );
}
