import { formatOdds } from '@casino/contract';
import type { Bet } from '@casino/contract/sportsbook-bets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { CloseIcon } from '@casino/ui/icons';
import { Notice } from '@casino/ui/notice';
import { openDialog } from '../../../lib/dialogs';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useStored } from '../../../lib/storage';
import { activeBonusQueryOptions } from '../../bonuses/api/get-active-bonus';
import { usePlaceBets } from '../api/place-bet';
import { betTypeLabel } from '../lib/bet-type-label';
import { freeBetFits, freeBetOf, freeBetSummary } from '../lib/free-bet';
import { useOddsFormat } from '../lib/odds-preference';
import { refreshSlipPrices } from '../lib/refresh-slip-prices';
import { refusalMessage, refusedOnMarket } from '../lib/refusal-message';
import { summariseSlip, systemOf, type SlipBet } from '../lib/slip-bets';
import { parseStakeCents, potentialReturnCents, systemBetType, systemChoices } from '../lib/slip-maths';
import { ODDS_CHANGE_CHOICES, SLIP_MODES, slipStore, useSlip, type SlipSelection } from '../lib/slip-store';
import styles from './bet-slip.module.css';
import { FreeBetOption } from './free-bet-option';
import ui from './sports-ui.module.css';

const newKey = () => crypto.randomUUID().replaceAll('-', '');

function SelectionItem({ selection, stake }: { selection: SlipSelection; stake?: string }) {
  const { t } = useTranslation('sports');
  const [format] = useOddsFormat();
  const money = (cents: number) => formatMoney(cents / 100, currentLanguage());
  const stakeCents = stake === undefined ? undefined : parseStakeCents(stake);
  const moved = selection.previousOdds;
  return (
    <li className={styles.selection} data-locked={selection.locked || undefined}>
      <div className={styles.selectionHead}>
        <span className={styles.outcome}>{selection.outcome}</span>
        <span className={styles.price}>
          {moved && <s className={styles.oldPrice}>{formatOdds(moved, format)}</s>}
          <b
            data-move={moved ? (Number(selection.odds) > Number(moved) ? 'up' : 'down') : undefined}
            aria-label={t('slip.odds', { odds: formatOdds(selection.odds, format) })}
          >
            {formatOdds(selection.odds, format)}
          </b>
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('slip.remove', { outcome: selection.outcome })}
          onClick={() => slipStore.remove(selection.outcomeId)}
        >
          <CloseIcon size={16} />
        </button>
      </div>
      <p className={styles.market}>{selection.market}</p>
      <p className={styles.event}>{selection.event}</p>
      {selection.locked && <p className={styles.lockedNote}>{t('slip.locked')}</p>}
      {stake !== undefined && (
        <div className={styles.singleStake}>
          <span className={styles.stakeField}>
            <span aria-hidden="true">$</span>
            <input
              aria-label={t('slip.stakeFor', { outcome: selection.outcome })}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('slip.stakePlaceholder')}
              value={stake}
              onChange={(e) =>
                slipStore.update((slip) => ({
                  ...slip,
                  stakes: { ...slip.stakes, [String(selection.outcomeId)]: e.target.value },
                }))
              }
            />
          </span>
          <span className={styles.singleReturn}>
            {t('slip.returns')}{' '}
            <b>{money(stakeCents ? potentialReturnCents([selection.odds], [1], stakeCents) : 0)}</b>
          </span>
        </div>
      )}
    </li>
  );
}

function Receipt({ bets, onDone }: { bets: Bet[]; onDone: () => void }) {
  const { t } = useTranslation('sports');
  const money = (usd: number) => formatMoney(usd, currentLanguage());
  return (
    <div className={styles.receipt} role="status">
      <div className={styles.receiptBadge} aria-hidden="true">
        ✓
      </div>
      <h3 className={styles.receiptTitle}>
        {bets.length > 1 ? t('receipt.titleMany', { n: bets.length }) : t('receipt.title')}
      </h3>
      <ul className={styles.receiptList}>
        {bets.map((bet) => (
          <li key={bet.id}>
            <span>
              {betTypeLabel(t, bet.type, bet.legs.length)} · #{bet.id}
              {bet.free_bet && <em className={styles.freeBet}>{t('receipt.freeBet')}</em>}
              {bet.status === 'pending' && <em className={styles.pending}>{t('receipt.pending')}</em>}
            </span>
            <span>
              {t('receipt.stake')} <b>{money(bet.total_stake)}</b>
            </span>
            {bet.free_bet && <span className={styles.freeBetNote}>{t('receipt.freeBetNote')}</span>}
            <span>
              {t('receipt.potential')} <b className={styles.gold}>{money(bet.potential_return)}</b>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.receiptActions}>
        <Button variant="primary" onClick={onDone}>
          {t('receipt.done')}
        </Button>
        <Link to="/profile?tab=bets" className={styles.myBetsLink}>
          {t('receipt.myBets')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The bet slip: the selections tapped, Singles / Accumulator / System, stakes, the lines, total
 * stake and potential return as they are typed, and placing. Each bet gets a key when first sent
 * and keeps it until placed, so a retry after a lost answer places it once.
 */
export function BetSlip({ onBetPlaced }: { onBetPlaced?: () => void }) {
  const { t } = useTranslation('sports');
  const slip = useSlip();
  const [token] = useStored('accessToken');
  const queryClient = useQueryClient();
  const place = usePlaceBets();
  const [receipt, setReceipt] = useState<Bet[]>();
  const [error, setError] = useState<string>();
  const ids = { unit: useId(), system: useId(), oddsChange: useId() };
  const money = (cents: number) => formatMoney(cents / 100, currentLanguage());
  // The player's free bet (docs/decisions/048), offered on one single or an accumulator.
  const bonus = useQuery({ ...activeBonusQueryOptions(), enabled: token !== '' });
  const freeBet = token ? freeBetOf(bonus.data) : undefined;
  const [freeBetOn, setFreeBetOn] = useState(false);

  if (receipt) return <Receipt bets={receipt} onDone={() => setReceipt(undefined)} />;

  const n = slip.selections.length;
  const freeBetShown = freeBet !== undefined && freeBetFits(slip.mode, n);
  const playingFree = freeBetShown && freeBetOn;
  const summary = (playingFree && freeBetSummary(slip, freeBet)) || summariseSlip(slip);
  const system = systemOf(slip);
  const moved = slip.selections.some((s) => s.previousOdds);

  const handlePlace = () => {
    if (!token) {
      openDialog('loginMenu');
      return;
    }
    setError(undefined);
    const keyed = summary.bets.map((bet: SlipBet) => ({ bet, key: slip.keys[bet.signature] ?? newKey() }));
    // Kept before sending: a reload or a retry of the same bet sends the same key.
    slipStore.update((s) => ({
      ...s,
      keys: Object.fromEntries(keyed.map(({ bet, key }) => [bet.signature, key])),
    }));
    slipStore.acceptPrices();
    place.mutate(
      keyed.map(({ bet, key }) => ({ ...bet.body, key })),
      {
        onSuccess: ({ placed, error: refusal }) => {
          const done = new Set(keyed.slice(0, placed.length).map(({ bet }) => bet.signature));
          if (placed.length > 0) onBetPlaced?.();
          // A free bet played (or refused as used) changes the player's bonus.
          if (playingFree) {
            setFreeBetOn(false);
            void queryClient.invalidateQueries({ queryKey: activeBonusQueryOptions().queryKey });
          }
          if (refusal === undefined) {
            slipStore.clear();
            slipStore.update((s) => ({ ...s, keys: {} }));
            setReceipt(placed);
            return;
          }
          // Placed singles leave the slip; the refused bet and the ones after it stay.
          const placedOutcomes = new Set(placed.flatMap((bet) => bet.legs.map((leg) => leg.outcome_id)));
          slipStore.update((s) => ({
            ...s,
            selections:
              s.mode === 'singles'
                ? s.selections.filter((x) => !placedOutcomes.has(x.outcomeId))
                : s.selections,
            keys: Object.fromEntries(Object.entries(s.keys).filter(([signature]) => !done.has(signature))),
          }));
          const message = refusalMessage(t, refusal);
          setError(
            placed.length > 0 ? `${t('slip.partlyPlaced', { n: placed.length })} ${message}` : message,
          );
          if (refusedOnMarket(refusal)) void refreshSlipPrices(queryClient);
        },
      },
    );
  };

  if (n === 0)
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('slip.emptyTitle')}</p>
        <p>{t('slip.emptyText')}</p>
      </div>
    );

  const problem = summary.problem;
  const comboProblem =
    problem === 'tooFew' || problem === 'tooMany' || problem === 'sameEvent' ? problem : undefined;

  return (
    <div className={styles.slip}>
      <div className={`${ui.pills} ${styles.modes}`} role="group" aria-label={t('slip.modes')}>
        {SLIP_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={slip.mode === mode}
            onClick={() => slipStore.update((s) => ({ ...s, mode }))}
          >
            {t(`slip.mode.${mode}`)}
          </button>
        ))}
      </div>

      <ul className={styles.selections} aria-label={t('slip.selections')}>
        {slip.selections.map((selection) => (
          <SelectionItem
            key={selection.outcomeId}
            selection={selection}
            stake={
              slip.mode === 'singles' && !playingFree
                ? (slip.stakes[String(selection.outcomeId)] ?? '')
                : undefined
            }
          />
        ))}
      </ul>

      {moved && (
        <div className={styles.moved} role="status">
          <span>{t('slip.moved')}</span>
          <button type="button" onClick={() => slipStore.acceptPrices()}>
            {t('slip.acceptMoved')}
          </button>
        </div>
      )}

      {comboProblem && slip.mode !== 'singles' ? (
        <p className={styles.unavailable} role="note">
          {t(`slip.unavailable.${comboProblem}`, { min: slip.mode === 'system' ? 3 : 2 })}
        </p>
      ) : (
        slip.mode !== 'singles' &&
        !playingFree && (
          <div className={styles.combo}>
            {slip.mode === 'system' && system && (
              <div className={styles.field}>
                <label htmlFor={ids.system}>{t('slip.system')}</label>
                <select
                  id={ids.system}
                  value={system}
                  onChange={(e) =>
                    slipStore.update((s) => ({ ...s, system: e.target.value as typeof system }))
                  }
                >
                  {systemChoices(n).map((choice) => (
                    <option key={choice} value={choice}>
                      {betTypeLabel(t, systemBetType(choice), n)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className={styles.field}>
              <label htmlFor={ids.unit}>
                {slip.mode === 'system' ? t('slip.unitStake') : t('slip.stake')}
              </label>
              <span className={styles.stakeField}>
                <span aria-hidden="true">$</span>
                <input
                  id={ids.unit}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('slip.stakePlaceholder')}
                  value={slip.unitStake}
                  onChange={(e) => slipStore.update((s) => ({ ...s, unitStake: e.target.value }))}
                />
              </span>
            </div>
          </div>
        )
      )}

      {freeBetShown && <FreeBetOption freeBet={freeBet} checked={freeBetOn} onChange={setFreeBetOn} />}

      <dl className={styles.summary} aria-live="polite">
        <div>
          <dt>{t('slip.lines')}</dt>
          <dd data-testid="slip-lines">{summary.lines}</dd>
        </div>
        <div>
          <dt>{t('slip.totalStake')}</dt>
          <dd data-testid="slip-total">{money(summary.totalCents)}</dd>
        </div>
        <div className={styles.returnRow}>
          <dt>{t('slip.potentialReturn')}</dt>
          <dd data-testid="slip-return">{money(summary.returnCents)}</dd>
        </div>
      </dl>

      {problem && !comboProblem && problem !== 'stakeMissing' && problem !== 'empty' && (
        <p className={styles.problem} role="note">
          {t(`slip.problem.${problem}`)}
        </p>
      )}
      {error && (
        <Notice tone="error" className={styles.error}>
          {error}
        </Notice>
      )}

      <Button
        variant="primary"
        size="large"
        block
        disabled={(token !== '' && problem !== undefined) || place.isPending}
        onClick={handlePlace}
      >
        {place.isPending
          ? t('slip.placing')
          : token
            ? t('slip.place', { stake: money(summary.totalCents) })
            : t('slip.signInToBet')}
      </Button>
      <div className={styles.field}>
        <label htmlFor={ids.oddsChange}>{t('slip.oddsChange.label')}</label>
        <select
          id={ids.oddsChange}
          value={slip.oddsChange}
          onChange={(e) =>
            slipStore.update((s) => ({
              ...s,
              oddsChange: e.target.value as (typeof ODDS_CHANGE_CHOICES)[number],
            }))
          }
        >
          {ODDS_CHANGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`slip.oddsChange.${choice}`)}
            </option>
          ))}
        </select>
      </div>

      <button type="button" className={styles.clear} onClick={() => slipStore.clear()}>
        {t('slip.clear')}
      </button>
    </div>
  );
}
