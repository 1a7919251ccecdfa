import {
  checkCoordinates,
  skyTextKey,
  weatherUnavailable,
} from '../../src/weather/application/weather';
import { translate } from '../../src/i18n/translate';
import { InvalidInputError, UnavailableError } from '../../src/shared/domain/domain-error';

describe('checkCoordinates', () => {
  it.each([
    [0, 0],
    [23.02, 72.57],
    [-90, -180],
    [90, 180],
  ])('accepts lat %p, lon %p', (lat, lon) => {
    expect(() => checkCoordinates(lat, lon)).not.toThrow();
  });

  it.each([
    [90.0001, 0],
    [-90.0001, 0],
    [0, 180.0001],
    [0, -180.0001],
    [Number.NaN, 0],
    [0, Number.NaN],
    [Number.POSITIVE_INFINITY, 0],
    [0, Number.NEGATIVE_INFINITY],
  ])('refuses lat %p, lon %p with WEATHER.BAD_COORDINATES', (lat, lon) => {
    let error: unknown;
    try {
      checkCoordinates(lat, lon);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ code: 'WEATHER.BAD_COORDINATES' });
  });
});

describe('weatherUnavailable', () => {
  it.each([
    ['not_configured', 'WEATHER.UNAVAILABLE'],
    ['unreachable', 'WEATHER.UNAVAILABLE#unreachable'],
    ['bad_key', 'WEATHER.UNAVAILABLE#bad_key'],
    ['failed', 'WEATHER.UNAVAILABLE#failed'],
    ['no_temperature', 'WEATHER.UNAVAILABLE#no_temperature'],
  ] as const)('is a 503 with one code and its own reason for %s', (why, text) => {
    const error = weatherUnavailable(why);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error.code).toBe('WEATHER.UNAVAILABLE');
    expect(error.message).toBe(translate('en', text));
  });

  it('gives each reason a different message', () => {
    const reasons = [
      'not_configured',
      'unreachable',
      'bad_key',
      'failed',
      'no_temperature',
    ] as const;
    expect(new Set(reasons.map((r) => weatherUnavailable(r).message)).size).toBe(reasons.length);
  });
});

describe('skyTextKey (our words for OpenWeatherMap condition ids)', () => {
  it.each([
    [200, 'WEATHER.SKY.thunderstorm'],
    [299, 'WEATHER.SKY.thunderstorm'],
    [300, 'WEATHER.SKY.drizzle'],
    [399, 'WEATHER.SKY.drizzle'],
    [500, 'WEATHER.SKY.light_rain'],
    [501, 'WEATHER.SKY.moderate_rain'],
    [502, 'WEATHER.SKY.heavy_rain'],
    [504, 'WEATHER.SKY.heavy_rain'],
    [511, 'WEATHER.SKY.freezing_rain'],
    [520, 'WEATHER.SKY.showers'],
    [531, 'WEATHER.SKY.showers'],
    [600, 'WEATHER.SKY.snow'],
    [622, 'WEATHER.SKY.snow'],
    [701, 'WEATHER.SKY.mist'],
    [721, 'WEATHER.SKY.haze'],
    [761, 'WEATHER.SKY.dust'],
    [781, 'WEATHER.SKY.tornado'],
    [800, 'WEATHER.SKY.clear'],
    [804, 'WEATHER.SKY.overcast'],
  ])('words condition %p as %s', (id, key) => {
    expect(skyTextKey(id)).toBe(key);
  });

  it.each([undefined, 199, 505, 510, 700, 805, 900, 800.5])(
    'has no words of its own for %p (the provider’s description is kept)',
    (id) => {
      expect(skyTextKey(id)).toBeNull();
    },
  );

  it('has a Hindi and a Gujarati text for every key it gives', () => {
    for (let id = 200; id < 900; id++) {
      const key = skyTextKey(id);
      if (!key) continue;
      expect(translate('hi', key)).not.toBe(translate('en', key));
      expect(translate('gu', key)).not.toBe(translate('en', key));
    }
  });
});
