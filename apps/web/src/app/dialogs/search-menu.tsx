import { useTranslation } from 'react-i18next';
import { Dialog } from '@casino/ui/dialog';
import { GameSearch } from '../../features/games/components/game-search';
import type { DialogComponentProps } from '../../lib/dialogs';

/** The search dialog (searchMenu): games by name and provider; picking a game closes it. */
export function SearchMenu({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  return (
    <Dialog title={t('dialogs.searchTitle')} onClose={onClose} width={880} closeLabel={tc('close')}>
      <GameSearch onPick={onClose} />
    </Dialog>
  );
}
