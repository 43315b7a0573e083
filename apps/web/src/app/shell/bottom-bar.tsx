import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { openDialog } from '../../lib/dialogs';
import { BalancePill } from './balance';
import styles from './bottom-bar.module.css';
import { ModeSwitch } from './mode-switch';
import { useIsPlayer } from './use-is-player';

/** The phone's bottom bar: game mode, and sign-in or the balance with the cashier. */
export function BottomBar() {
  const { t } = useTranslation('shell');
  const isPlayer = useIsPlayer();
  return (
    <div className={styles.bar} data-testid="bottom-bar">
      <ModeSwitch compact />
      <div className={styles.end}>
        {isPlayer ? (
          <BalancePill compact onDeposit={() => openDialog('transitionDialog')} />
        ) : (
          <>
            <Button variant="secondary" size="small" onClick={() => openDialog('loginMenu')}>
              {t('header.login')}
            </Button>
            <Button variant="primary" size="small" onClick={() => openDialog('registrationMenu')}>
              {t('header.register')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
