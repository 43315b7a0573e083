import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IconProps } from '@casino/ui/icons';
import {
  ClockIcon,
  CrownIcon,
  ShieldIcon,
  StatusIcon,
  TrophyIcon,
  WheelIcon,
  WalletIcon,
  ChatIcon,
} from '@casino/ui/icons';
import { LobbyGames } from '../../features/games/components/lobby-games';
import { openDialog } from '../../lib/dialogs';
import { useFirstFramePainted } from '../../lib/startup';
import { useDocumentTitle } from '../shell/use-document-title';
import { useIsPlayer } from '../shell/use-is-player';
import { LobbyHero } from './lobby-hero';
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

/** / — the lobby: the welcome offer, the mode's games and wins, and the daily rewards. */
export function LobbyRoute() {
  const { t } = useTranslation('shell');
  const isPlayer = useIsPlayer();
  useDocumentTitle();
  // The app's first frame draws the hero (the page's largest paint) alone; the games, features
  // and perks follow in a render of their own right after it, so neither render holds a phone's
  // main thread for long.
  const painted = useFirstFramePainted();

  const perks: Array<{ text: string; icon: ComponentType<IconProps> }> = [
    { text: t('pages.lobby.perkCrypto'), icon: WalletIcon },
    { text: t('pages.lobby.perkPayouts'), icon: ClockIcon },
    { text: t('pages.lobby.perkLicensed'), icon: ShieldIcon },
    { text: t('pages.lobby.perkSupport'), icon: ChatIcon },
  ];

  return (
    <div className={styles.lobby}>
      <LobbyHero isPlayer={isPlayer} />

      {painted && <LobbyGames />}

      {painted && (
        <section aria-labelledby="lobby-features" className={[styles.section, styles.later].join(' ')}>
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
      )}

      {painted && (
        <ul className={[styles.perks, styles.later].join(' ')}>
          {perks.map(({ text, icon: Icon }) => (
            <li key={text} className={styles.perk}>
              <span className={styles.perkIcon} aria-hidden="true">
                <Icon size={20} />
              </span>
              {text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
