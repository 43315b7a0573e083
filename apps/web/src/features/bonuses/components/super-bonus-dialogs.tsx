import type { BonusItem } from '@casino/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { closeDialog, openDialog, useDialogOpen, type DialogComponentProps } from '../../../lib/dialogs';
import { useStored } from '../../../lib/storage';
import { useChooseSuperBonus } from '../api/choose-super-bonus';
import { useSuperBonuses } from '../api/get-super-bonuses';
import { useRejectSuperBonus } from '../api/reject-super-bonus';
import { openBonusDeposit } from '../hooks/use-bonus-actions';
import { useMediaQuery } from '../hooks/use-media-query';
import { BonusCard } from './bonus-card';
import { BonusCarousel } from './bonus-carousel';
import { YesNoDialog } from './confirm-dialog';
import styles from './super-bonus-dialogs.module.css';

/** Below this width the choices are a carousel instead of three cards side by side. */
export const CAROUSEL_QUERY = '(max-width: 720px)';

/**
 * The options with the welcome the guest picked in the login dialog first: the sports free bet
 * (type freebet) for 'sports', the casino options for anything else.
 */
export function inWelcomeOrder(options: readonly BonusItem[], choice: string): BonusItem[] {
  const sports = options.filter((o) => o.type === 'freebet');
  const casino = options.filter((o) => o.type !== 'freebet');
  return choice === 'sports' ? [...sports, ...casino] : [...casino, ...sports];
}

/**
 * superBonuses (document 2, sections 2 and 4): the one-time choice of three super bonuses, opened
 * after a sign-in or sign-up whose profile says the player is new. Choosing shows the waiting screen, takes the bonus, opens its deposit dialog and
 * goes to /bonuses; a failure only closes the loader. Closing asks whether to leave (rejectSuper).
 */
export function SuperBonusesDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('bonuses');
  const offers = useSuperBonuses();
  const choose = useChooseSuperBonus();
  const navigate = useNavigate();
  const carousel = useMediaQuery(CAROUSEL_QUERY);
  const empty = offers.isError || (offers.isSuccess && offers.data.length === 0);
  // After a sign-up the e-mail code is asked for first; the choice comes once that is done.
  const confirmingEmail = useDialogOpen('confirmEmail');
  const [welcomeChoice] = useStored('welcomeChoice');

  // Nothing to choose (already chosen or declined, or the list failed): close without asking.
  useEffect(() => {
    if (empty) onClose();
  }, [empty, onClose]);

  if (confirmingEmail || !offers.data || offers.data.length === 0) return null;
  const options = inWelcomeOrder(offers.data, welcomeChoice);

  const handleLeave = () => {
    onClose();
    openDialog('rejectSuper');
  };

  const handleChoose = async (bonus: BonusItem) => {
    openDialog('waitingScreen');
    try {
      const result = await choose.mutateAsync({ id: bonus.id });
      openBonusDeposit(result.bonus);
      void navigate('/bonuses');
      onClose();
    } catch (error) {
      // Swallowed (spec §8): the choices stay open to try again.
      console.error('Super bonus could not be chosen', error);
    } finally {
      closeDialog('waitingScreen');
    }
  };

  const card = (bonus: BonusItem) => (
    <BonusCard
      bonus={bonus}
      compact
      actions={
        <Button size="large" onClick={() => void handleChoose(bonus)} disabled={choose.isPending}>
          {t('actions.choose')}
        </Button>
      }
    />
  );

  return (
    <Dialog title={t('super.title')} onClose={handleLeave} width={1120} closeLabel={t('super.leaveTitle')}>
      <div className={styles.intro}>
        <p className={styles.text}>{t('super.text')}</p>
      </div>
      {carousel ? (
        <BonusCarousel
          label={t('super.choices')}
          previousLabel={t('super.previous')}
          nextLabel={t('super.next')}
          goToLabel={(n) => t('super.goTo', { index: n })}
          slideLabel={(n, total) => t('super.slide', { current: n, total })}
          slides={options.map((bonus) => ({ key: bonus.id, node: card(bonus) }))}
        />
      ) : (
        <ul className={styles.grid} aria-label={t('super.choices')}>
          {options.map((bonus) => (
            <li key={bonus.id}>{card(bonus)}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** rejectSuper: 'Are you sure you want to leave?' No reopens the choices; Yes declines them for good. */
export function RejectSuperDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('bonuses');
  const reject = useRejectSuperBonus();

  const handleNo = () => {
    onClose();
    openDialog('superBonuses');
  };
  const handleYes = async () => {
    try {
      await reject.mutateAsync();
    } catch (error) {
      console.error('Super bonus could not be declined', error);
    }
    onClose();
  };

  return (
    <YesNoDialog
      title={t('super.leaveTitle')}
      yesLabel={t('super.yes')}
      noLabel={t('super.no')}
      onYes={() => void handleYes()}
      onNo={handleNo}
      busy={reject.isPending}
    >
      <p>
        <strong>{t('super.leaveText')}</strong>
      </p>
      <p>{t('super.leaveHint')}</p>
    </YesNoDialog>
  );
}
