import { ODDS_FORMATS } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { useOddsFormat } from '../lib/odds-preference';
import ui from './sports-ui.module.css';

/** Decimal / fractional / American: how every price on the book is shown, kept in this browser. */
export function OddsFormatSwitch() {
  const { t } = useTranslation('sports');
  const [format, setFormat] = useOddsFormat();
  return (
    <div className={`${ui.pills} ${ui.quiet}`} role="group" aria-label={t('oddsFormat.label')}>
      {ODDS_FORMATS.map((option) => (
        <button key={option} type="button" aria-pressed={format === option} onClick={() => setFormat(option)}>
          {t(`oddsFormat.${option}`)}
        </button>
      ))}
    </div>
  );
}
