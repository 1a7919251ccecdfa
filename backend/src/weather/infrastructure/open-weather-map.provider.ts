import { Logger } from '@nestjs/common';
import { WeatherProvider, weatherUnavailable, type CurrentWeather } from '../application/weather';

const CACHE_MS = 10 * 60 * 1000;
const TIMEOUT_MS = 5000;

interface OwmCurrent {
  main?: { temp?: number };
  weather?: { id?: number; description?: string }[];
  name?: string;
  cod?: number | string;
  message?: string;
}

/**
 * OpenWeatherMap current weather (data/2.5/weather, metric). Readings are cached for 10 minutes per
 * location rounded to 0.01° (about 1 km), so a village's farmers share one call. The key stays here.
 */
export class OpenWeatherMapProvider extends WeatherProvider {
  private readonly logger = new Logger(OpenWeatherMapProvider.name);
  private readonly cache = new Map<string, { at: number; value: CurrentWeather }>();

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl = 'https://api.openweathermap.org',
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  async current(lat: number, lon: number): Promise<CurrentWeather> {
    const rlat = Math.round(lat * 100) / 100;
    const rlon = Math.round(lon * 100) / 100;
    const key = `${rlat},${rlon}`;
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < CACHE_MS) return hit.value;

    const url = new URL('/data/2.5/weather', this.baseUrl);
    url.search = new URLSearchParams({
      lat: String(rlat),
      lon: String(rlon),
      units: 'metric',
      appid: this.apiKey,
    }).toString();
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (e) {
      this.logger.warn(`OpenWeatherMap unreachable: ${e instanceof Error ? e.message : String(e)}`);
      throw weatherUnavailable('unreachable');
    }
    const body = (await res.json().catch(() => ({}))) as OwmCurrent;
    if (!res.ok) {
      this.logger.warn(`OpenWeatherMap answered ${res.status}: ${body.message ?? 'no message'}`);
      throw weatherUnavailable(res.status === 401 ? 'bad_key' : 'failed');
    }
    if (typeof body.main?.temp !== 'number') throw weatherUnavailable('no_temperature');
    const value = {
      temp: body.main.temp,
      description: body.weather?.[0]?.description ?? '',
      place: body.name,
      ...(typeof body.weather?.[0]?.id === 'number' ? { conditionId: body.weather[0].id } : {}),
    };
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { at: this.now(), value });
    return value;
  }
}

/** Without OPENWEATHER_API_KEY: says so, and never shows made-up numbers. */
export class NoWeatherProvider extends WeatherProvider {
  current(): Promise<CurrentWeather> {
    return Promise.reject(weatherUnavailable('not_configured'));
  }
}
