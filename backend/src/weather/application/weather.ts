import { translate } from '../../i18n/translate';
import { InvalidInputError, UnavailableError } from '../../shared/domain/domain-error';

export interface CurrentWeather {
  /** Degrees Celsius */
  temp: number;
  description: string;
  /** Where the reading is from, when the provider says */
  place?: string;
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
  new UnavailableError('WEATHER.UNAVAILABLE', translate('en', UNAVAILABLE[why]));

export function checkCoordinates(lat: number, lon: number): void {
  if (
    !Number.isFinite(lat) ||
    lat < -90 ||
    lat > 90 ||
    !Number.isFinite(lon) ||
    lon < -180 ||
    lon > 180
  ) {
    throw new InvalidInputError(
      'WEATHER.BAD_COORDINATES',
      'lat must be between -90 and 90 and lon between -180 and 180',
    );
  }
}
