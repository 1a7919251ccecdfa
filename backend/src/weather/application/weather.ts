import type { MessageKey } from '../../i18n/messages.en';
import { InvalidInputError, UnavailableError } from '../../shared/domain/domain-error';

export interface CurrentWeather {
  /** Degrees Celsius */
  temp: number;
  description: string;
  /** Where the reading is from, when the provider says */
  place?: string;
  /** OpenWeatherMap's condition id (800 = clear sky), to word the sky in other languages */
  conditionId?: number;
}

/**
 * Our words for an OpenWeatherMap condition id, for readers of Hindi and Gujarati (OpenWeatherMap
 * has no Gujarati); English readers keep the provider's own description.
 */
export function skyTextKey(id: number | undefined): MessageKey | null {
  if (id === undefined || !Number.isInteger(id)) return null;
  if (id >= 200 && id < 300) return 'WEATHER.SKY.thunderstorm';
  if (id >= 300 && id < 400) return 'WEATHER.SKY.drizzle';
  if (id === 500) return 'WEATHER.SKY.light_rain';
  if (id === 501) return 'WEATHER.SKY.moderate_rain';
  if (id >= 502 && id <= 504) return 'WEATHER.SKY.heavy_rain';
  if (id === 511) return 'WEATHER.SKY.freezing_rain';
  if (id >= 520 && id < 600) return 'WEATHER.SKY.showers';
  if (id >= 600 && id < 700) return 'WEATHER.SKY.snow';
  const other: Record<number, MessageKey> = {
    701: 'WEATHER.SKY.mist',
    711: 'WEATHER.SKY.smoke',
    721: 'WEATHER.SKY.haze',
    731: 'WEATHER.SKY.dust',
    741: 'WEATHER.SKY.fog',
    751: 'WEATHER.SKY.dust',
    761: 'WEATHER.SKY.dust',
    762: 'WEATHER.SKY.ash',
    771: 'WEATHER.SKY.squalls',
    781: 'WEATHER.SKY.tornado',
    800: 'WEATHER.SKY.clear',
    801: 'WEATHER.SKY.few_clouds',
    802: 'WEATHER.SKY.scattered_clouds',
    803: 'WEATHER.SKY.broken_clouds',
    804: 'WEATHER.SKY.overcast',
  };
  return other[id] ?? null;
}

/** Current weather for a place. The default answers "unavailable" instead of inventing numbers. */
export abstract class WeatherProvider {
  abstract current(lat: number, lon: number): Promise<CurrentWeather>;
}

const UNAVAILABLE = {
  not_configured: 'WEATHER.UNAVAILABLE',
  unreachable: 'WEATHER.UNAVAILABLE#unreachable',
  bad_key: 'WEATHER.UNAVAILABLE#bad_key',
  failed: 'WEATHER.UNAVAILABLE#failed',
  no_temperature: 'WEATHER.UNAVAILABLE#no_temperature',
} as const;

export const weatherUnavailable = (why: keyof typeof UNAVAILABLE) =>
  new UnavailableError(UNAVAILABLE[why]);

export function checkCoordinates(lat: number, lon: number): void {
  if (
    !Number.isFinite(lat) ||
    lat < -90 ||
    lat > 90 ||
    !Number.isFinite(lon) ||
    lon < -180 ||
    lon > 180
  ) {
    throw new InvalidInputError('WEATHER.BAD_COORDINATES');
  }
}
