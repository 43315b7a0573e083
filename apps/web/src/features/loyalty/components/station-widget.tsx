import { useTranslation } from 'react-i18next';
import { StatusIcon } from '@casino/ui/icons';
import { Widget, WidgetFigure, WidgetProgress, WidgetText } from '@casino/ui/widget';
import { useRanks } from '../api/get-ranks';
import { formatPoints, stationProgress } from '../lib/standing';

/**
 * The player's station and points this month (the in-game menu and the sidebar): the same
 * ranks call as the status page, so both show one figure.
 */
export function StationWidget() {
  const { t, i18n } = useTranslation('loyalty');
  const ranks = useRanks();
  const player = ranks.data?.player;
  const stations = ranks.data?.stations ?? [];
  const language = i18n.language;
  const goal = player ? player.next_threshold : (stations[0]?.threshold ?? null);
  return (
    <Widget
      icon={<StatusIcon size={16} />}
      title={t('widget.title')}
      link={{ to: '/status', label: t('widget.link') }}
    >
      {player ? (
        <>
          <WidgetFigure>{t('widget.station', { station: player.station })}</WidgetFigure>
          <WidgetText>
            <span data-testid="widget-points">
              {goal === null
                ? t('widget.top', { points: formatPoints(player.points, language) })
                : t('widget.points', {
                    points: formatPoints(player.points, language),
                    goal: formatPoints(goal, language),
                  })}
            </span>
          </WidgetText>
          <WidgetProgress value={stationProgress(player, stations)} label={t('status.progressLabel')} />
        </>
      ) : (
        <WidgetText>{ranks.isPending ? '…' : t('widget.guest')}</WidgetText>
      )}
    </Widget>
  );
}
