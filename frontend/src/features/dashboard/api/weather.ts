import { queryOptions } from '@tanstack/react-query';
import { api, requireData } from '../../../api/client';

/** The reading of spec section 3: main.temp (°C) and weather[0].description. */
export type WeatherReading = {
  main: { temp: number };
  weather: { description: string }[];
  name?: string;
};

export type Coordinates = { lat: number; lon: number };

/** Spec section 9: the weather refreshes every hour. */
export const WEATHER_REFRESH_MS = 3_600_000;

export function weatherQuery({ lat, lon }: Coordinates) {
  return queryOptions({
    queryKey: ['weather', lat, lon] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/weather', {
        // The generated schema lacks the lat/lon query of the endpoint (backend openapi.json).
        params: { query: { lat, lon } as never },
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
