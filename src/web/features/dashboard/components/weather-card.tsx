import { CloudSun } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DashboardCard } from './dashboard-card';
import { dashboardListClass, useDashboardFormats } from './use-dashboard-formats';

/** Today's and tomorrow's weather at the plant, and whether digestate may be spread on those days (issue 18). */
export function WeatherCard({ weather }: { weather: TDashboard['weather'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormats();
  const [today] = weather.days;
  const degrees = (value: number) => format.whole(Math.round(value));

  return (
    <DashboardCard
      icon={<CloudSun className="h-5 w-5" aria-hidden="true" />}
      title={t('weather.title')}
      summary={
        today
          ? t('weather.summary', { min: degrees(today.temperatureMinC), max: degrees(today.temperatureMaxC) })
          : t('weather.unavailable')
      }
      to="/dashboard/weather"
      linkLabel={t('weather.link')}
    >
      {weather.days.length > 0 && (
        <ul className={dashboardListClass}>
          {weather.days.map((day, index) => (
            <li key={day.date}>
              <span className="font-medium text-slate-900">
                {t(index === 0 ? 'weather.today' : 'weather.tomorrow')}
              </span>{' '}
              ·{' '}
              {t('weather.day', {
                min: degrees(day.temperatureMinC),
                max: degrees(day.temperatureMaxC),
                rain: format.number(Math.round(day.precipitationMm * 10) / 10),
                wind: format.whole(day.windSpeedMaxKmh),
              })}
              <span className={day.mayBeSpread ? 'block text-emerald-800' : 'block text-red-800'}>
                {t(day.mayBeSpread ? 'weather.spreadingYes' : 'weather.spreadingNo')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
