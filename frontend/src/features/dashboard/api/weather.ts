import { queryOptions } from '@tanstack/react-query';
import { api, requireData } from '../../../api/client';

/** What the dashboard reads: main.temp (°C) and weather[0].description. */
export type WeatherReading = {
  main: { temp: number };
  weather: { description: string }[];
  name?: string;
};

export type Coordinates = { lat: number; lon: number };

/** The weather refreshes every hour. */
export const WEATHER_REFRESH_MS = 3_600_000;

/** Degrees rounded to 4 decimals, as a number whose text is plain digits (never an exponent). */
export function plainDegrees(degrees: number): number {
  return Number(degrees.toFixed(4));
}

export function weatherQuery({ lat, lon }: Coordinates) {
  return queryOptions({
    queryKey: ['weather', lat, lon] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/weather', {
        // The server takes plain decimals only: 4 decimals (about 11 m) never print as "1e-7".
        params: { query: { lat: plainDegrees(lat), lon: plainDegrees(lon) } },
        signal,
      });
      return requireData(data) as unknown as WeatherReading;
    },
    // A 503 (no weather service configured) will not heal on retry; the hourly refresh retries.
    retry: false,
    staleTime: WEATHER_REFRESH_MS,
    refetchInterval: WEATHER_REFRESH_MS,
  });
}
