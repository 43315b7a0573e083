import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IconProps } from '../../components/ui/icons';
import {
  CardsIcon,
  ClockIcon,
  CrownIcon,
  FlameIcon,
  GiftIcon,
  LiveIcon,
  ShieldIcon,
  SlotsIcon,
  SparkleIcon,
  StatusIcon,
  TrophyIcon,
  WheelIcon,
  WalletIcon,
  ChatIcon,
} from '../../components/ui/icons';
import { openDialog } from '../../lib/dialogs';
import { useStored } from '../../lib/storage';
import { useDocumentTitle } from '../shell/use-document-title';
import { useIsPlayer } from '../shell/use-is-player';
import { HeroArt } from './hero-art';
import styles from './lobby.module.css';

interface Tile {
  key: 'Tournaments' | 'Wheel' | 'Status' | 'Vip';
  icon: ComponentType<IconProps>;
  tone: string;
  to?: string;
  action?: () => void;
}

const TILES: Tile[] = [
  { key: 'Tournaments', icon: TrophyIcon, tone: styles.toneViolet ?? '', to: '/tournaments' },
  { key: 'Wheel', icon: WheelIcon, tone: styles.toneBlue ?? '', action: () => openDialog('wheelMenu') },
  { key: 'Status', icon: StatusIcon, tone: styles.toneGreen ?? '', to: '/status' },
  { key: 'Vip', icon: CrownIcon, tone: styles.toneGold ?? '', to: '/vip' },
];

/** / — the lobby: the welcome offer, quick ways in and what is coming. */
export function LobbyRoute() {
  const { t } = useTranslation('shell');
  const isPlayer = useIsPlayer();
  const [, setMode] = useStored('headerType');
  useDocumentTitle();

  const chips: Array<{ label: string; to: string; icon: ComponentType<IconProps>; onClick?: () => void }> = [
    { label: t('pages.lobby.chipAll'), to: '/slots', icon: FlameIcon },
    { label: t('pages.lobby.chipSlots'), to: '/slots', icon: SlotsIcon, onClick: () => setMode('casino') },
    { label: t('pages.lobby.chipLive'), to: '/slots', icon: LiveIcon, onClick: () => setMode('live_casino') },
    { label: t('pages.lobby.chipTournaments'), to: '/tournaments', icon: TrophyIcon },
    { label: t('pages.lobby.chipPromo'), to: '/promo', icon: GiftIcon },
    { label: t('pages.lobby.chipVip'), to: '/vip', icon: CrownIcon },
  ];

  const perks: Array<{ text: string; icon: ComponentType<IconProps> }> = [
    { text: t('pages.lobby.perkCrypto'), icon: WalletIcon },
    { text: t('pages.lobby.perkPayouts'), icon: ClockIcon },
    { text: t('pages.lobby.perkLicensed'), icon: ShieldIcon },
    { text: t('pages.lobby.perkSupport'), icon: ChatIcon },
  ];

  return (
    <div className={styles.lobby}>
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

      <nav aria-label={t('pages.lobby.chipsLabel')} className={styles.chips}>
        {chips.map(({ label, to, icon: Icon, onClick }) => (
          <Link key={label} to={to} className={styles.chip} onClick={onClick}>
            <Icon size={17} />
            {label}
          </Link>
        ))}
      </nav>

      <section aria-labelledby="lobby-features" className={styles.section}>
        <h2 id="lobby-features" className={styles.sectionTitle}>
          {t('pages.lobby.featuresTitle')}
        </h2>
        <ul className={styles.tiles}>
          {TILES.map(({ key, icon: Icon, tone, to, action }) => {
            const body = (
              <>
                <span className={styles.tileIcon} aria-hidden="true">
                  <Icon size={26} />
                </span>
                <span className={styles.tileTitle}>{t(`pages.lobby.tile${key}Title`)}</span>
                <span className={styles.tileText}>{t(`pages.lobby.tile${key}Text`)}</span>
              </>
            );
            return (
              <li key={key}>
                {to ? (
                  <Link to={to} className={[styles.tile, tone].join(' ')}>
                    {body}
                  </Link>
                ) : (
                  <button type="button" className={[styles.tile, tone].join(' ')} onClick={action}>
                    {body}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="lobby-games" className={styles.section}>
        <h2 id="lobby-games" className={styles.sectionTitle}>
          <CardsIcon size={20} />
          {t('pages.lobby.gamesTitle')}
        </h2>
        <div className={styles.games}>
          <div className={styles.skeletons} aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className={styles.skeleton} />
            ))}
          </div>
          <p className={styles.gamesSoon}>{t('pages.lobby.gamesSoon')}</p>
        </div>
      </section>

      <ul className={styles.perks}>
        {perks.map(({ text, icon: Icon }) => (
          <li key={text} className={styles.perk}>
            <span className={styles.perkIcon} aria-hidden="true">
              <Icon size={20} />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
