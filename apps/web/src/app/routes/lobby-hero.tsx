import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SparkleIcon } from '@casino/ui/icons';
import { openDialog } from '../../lib/dialogs';
import { HeroArt } from './hero-art';
import styles from './lobby.module.css';

/**
 * The lobby's banner: the welcome offer for a guest, a deposit for a player. It is the lobby's
 * largest paint, and lobby.html (the page `/` is answered with) carries it pre-rendered
 * (lobby-first-paint.tsx), so a phone paints it beneath the start-up overlay before the app's code
 * has arrived.
 */
export function LobbyHero({ isPlayer }: { isPlayer: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.hero} aria-labelledby="lobby-hero-title">
      <div className={styles.heroCopy}>
        <p className={styles.eyebrow}>
          <SparkleIcon size={16} />
          {t('pages.lobby.heroEyebrow')}
        </p>
        <h1 id="lobby-hero-title" className={styles.heroTitle}>
          {t('pages.lobby.heroTitle')}
        </h1>
        <p className={styles.heroText}>{t('pages.lobby.heroText')}</p>
        <div className={styles.heroActions}>
          {isPlayer ? (
            <button type="button" className={styles.cta} onClick={() => openDialog('transitionDialog')}>
              {t('pages.lobby.heroDeposit')}
            </button>
          ) : (
            <button type="button" className={styles.cta} onClick={() => openDialog('registrationMenu')}>
              {t('pages.lobby.heroCta')}
            </button>
          )}
          <Link to="/promo" className={styles.secondary}>
            {t('pages.lobby.heroMore')}
          </Link>
        </div>
      </div>
      <HeroArt className={styles.heroArt} />
    </section>
  );
}
