import type { BonusItem } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { useActiveBonus } from '../api/get-active-bonus';
import { BonusListShapeError, useAvailableBonuses } from '../api/get-available-bonuses';
import { actionFor, useBonusActions } from '../hooks/use-bonus-actions';
import { BonusCard } from './bonus-card';
import styles from './bonuses-page.module.css';

/**
 * Available bonuses (document 2, section 2): each offer with its info toggle and one button:
 * Activate, Make a deposit (pending) or Deactivate (active).
 */
export function AvailableBonuses() {
  const { t } = useTranslation('bonuses');
  const list = useAvailableBonuses();
  const active = useActiveBonus();
  const current: BonusItem | null | undefined = list.data?.find((b) => b.is_active) ?? active.data;
  const { run, busyId } = useBonusActions(current);

  let content;
  if (list.isPending) {
    content = (
      <div className={styles.grid} aria-busy="true">
        <span className={styles.cardSkeleton} />
        <span className={styles.cardSkeleton} />
        <span className={styles.cardSkeleton} />
      </div>
    );
  } else if (list.isError) {
    // A reply that is not a list is raised without a message for the player (spec §8).
    content =
      list.error instanceof BonusListShapeError ? null : (
        <div className={styles.empty}>
          <p>{t('available.failed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('available.retry')}
          </Button>
        </div>
      );
  } else if (list.data.length === 0) {
    content = <p className={styles.empty}>{t('available.empty')}</p>;
  } else {
    content = (
      <ul className={styles.grid} aria-label={t('available.title')}>
        {list.data.map((bonus) => {
          const action = actionFor(bonus);
          return (
            <li key={bonus.id}>
              <BonusCard
                bonus={bonus}
                withInfo
                showState
                actions={
                  <Button
                    variant={action === 'deactivate' ? 'secondary' : 'primary'}
                    onClick={() => void run(bonus)}
                    disabled={busyId === bonus.id}
                  >
                    {t(`actions.${action}`)}
                  </Button>
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="available-heading">
      <h2 id="available-heading" className={styles.heading}>
        {t('available.title')}
      </h2>
      {content}
    </section>
  );
}
