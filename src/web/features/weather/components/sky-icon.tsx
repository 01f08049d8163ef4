import {
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudHail,
  CloudLightning,
  CloudRain,
  CloudSnow,
  CloudSun,
  CircleHelp,
  Snowflake,
  Sun,
  type LucideIcon,
} from 'lucide-react';
import type { TSkyKind } from '../../../../shared/domain/weather-sky';

const icons: Record<TSkyKind, LucideIcon> = {
  clear: Sun,
  'partly-cloudy': CloudSun,
  overcast: Cloud,
  fog: CloudFog,
  drizzle: CloudDrizzle,
  'freezing-rain': CloudHail,
  rain: CloudRain,
  snow: Snowflake,
  showers: CloudRain,
  'snow-showers': CloudSnow,
  thunderstorm: CloudLightning,
  unknown: CircleHelp,
};

/** The sky's picture; its words are next to it, so the picture itself is hidden from screen readers. */
export function SkyIcon({ sky, className }: { sky: TSkyKind; className?: string }) {
  const Icon = icons[sky];
  return <Icon className={className} aria-hidden="true" />;
}
