import { useTranslation } from 'react-i18next';
import { Dialog } from '@casino/ui/dialog';
import { ProvidersList } from '../../features/games/components/providers-list';
import type { DialogComponentProps } from '../../lib/dialogs';

/** The providers dialog (providersMenu): a name filter over the providers; picking one opens its games. */
export function ProvidersMenu({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  return (
    <Dialog title={t('dialogs.providersTitle')} onClose={onClose} width={640} closeLabel={tc('close')}>
      <ProvidersList onPick={onClose} />
    </Dialog>
  );
}
