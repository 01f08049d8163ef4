/**
 * The sky of a WMO weather interpretation code (the `weather_code` Open-Meteo gives, WMO code table 4677 as Open-Meteo
 * documents it), in a few words an operator reads at a glance.
 */
export const SKY_KINDS = [
  'clear',
  'partly-cloudy',
  'overcast',
  'fog',
  'drizzle',
  'freezing-rain',
  'rain',
  'snow',
  'showers',
  'snow-showers',
  'thunderstorm',
  'unknown',
] as const;
export type TSkyKind = (typeof SKY_KINDS)[number];

const skyOfCode = new Map<number, TSkyKind>([
  [0, 'clear'],
  [1, 'partly-cloudy'],
  [2, 'partly-cloudy'],
  [3, 'overcast'],
  [45, 'fog'],
  [48, 'fog'],
  [51, 'drizzle'],
  [53, 'drizzle'],
  [55, 'drizzle'],
  [56, 'freezing-rain'],
  [57, 'freezing-rain'],
  [61, 'rain'],
  [63, 'rain'],
  [65, 'rain'],
  [66, 'freezing-rain'],
  [67, 'freezing-rain'],
  [71, 'snow'],
  [73, 'snow'],
  [75, 'snow'],
  [77, 'snow'],
  [80, 'showers'],
  [81, 'showers'],
  [82, 'showers'],
  [85, 'snow-showers'],
  [86, 'snow-showers'],
  [95, 'thunderstorm'],
  [96, 'thunderstorm'],
  [99, 'thunderstorm'],
]);

export function skyOf(weatherCode: number): TSkyKind {
  return skyOfCode.get(weatherCode) ?? 'unknown';
}
