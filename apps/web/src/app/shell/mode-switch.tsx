import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { CardsIcon, LiveIcon, SportsIcon } from '@casino/ui/icons';
import { useStored } from '../../lib/storage';
import styles from './mode-switch.module.css';

export const GAME_MODES = ['casino', 'live_casino'] as const;

/**
 * Casino / Live Casino / Sports: the chosen game mode is kept (headerType) and choosing one returns
 * to the lobby; Sports is a place (/sports), so it is the pressed one while the book is shown.
 */
export function ModeSwitch({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const [mode, setMode] = useStored('headerType');
  const navigate = useNavigate();
  const inSports = useMatch('/sports/*') !== null;
  const { pathname, search } = useLocation();

  const choose = (next: (typeof GAME_MODES)[number]) => {
    setMode(next);
    // On the lobby already: the new mode's lobby starts at the top, as a navigation would, but
    // without a history entry of the same page (and the whole page's re-render a navigation is).
    if (pathname === '/' && search === '') window.scrollTo(0, 0);
    else void navigate('/');
  };

  return (
    <div
      className={[styles.switch, compact && styles.compact].filter(Boolean).join(' ')}
      role="group"
      aria-label={t('header.mode')}
    >
      <button
        type="button"
        aria-pressed={!inSports && mode !== 'live_casino'}
        onClick={() => choose('casino')}
      >
        <CardsIcon size={18} />
        <span>{t('header.casino')}</span>
      </button>
      <button
        type="button"
        aria-pressed={!inSports && mode === 'live_casino'}
        onClick={() => choose('live_casino')}
      >
        <LiveIcon size={18} />
        <span>{compact ? t('header.live') : t('header.liveCasino')}</span>
      </button>
      <button type="button" aria-pressed={inSports} onClick={() => void navigate('/sports')}>
        <SportsIcon size={18} />
        <span>{t('header.sports')}</span>
      </button>
    </div>
  );
}
