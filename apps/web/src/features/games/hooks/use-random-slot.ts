import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '@casino/ui/toast';
import { openDialog } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { getRandomSlot } from '../api/get-random-slot';
import { gameHref } from '../lib/links';
import { useCasinoType } from './use-casino-type';

/**
 * The random-slot button: real play needs an account, so a guest is offered the login dialog
 * (spec); a player is sent into a game the server picks from the current mode.
 */
export function useRandomSlot(): () => void {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const casinoType = useCasinoType();
  return () => {
    if (storage.get('accessToken') === '') {
      openDialog('loginMenu');
      return;
    }
    getRandomSlot(casinoType).then(
      ({ game_id }) => navigate(gameHref(game_id, false)),
      () => showToast(t('random.failed')),
    );
  };
}
