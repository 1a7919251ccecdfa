import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenWeatherMapProvider } from '../../src/weather/infrastructure/open-weather-map.provider';

/** A local stand-in speaking OpenWeatherMap's exact current-weather payloads. */
function fakeOwm(respond: (url: URL) => { status: number; body: unknown }) {
  const calls: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(url);
    const { status, body } = respond(url);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  return new Promise<{ base: string; calls: URL[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        calls,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

const AHMEDABAD = {
  coord: { lon: 72.57, lat: 23.02 },
  weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
  base: 'stations',
  main: {
    temp: 31.4,
    feels_like: 32.1,
    temp_min: 31.4,
    temp_max: 31.4,
    pressure: 1011,
    humidity: 38,
  },
  visibility: 10000,
  wind: { speed: 3.1, deg: 300 },
  clouds: { all: 0 },
  dt: 1795320000,
  sys: { country: 'IN', sunrise: 1795300000, sunset: 1795340000 },
  timezone: 19800,
  id: 1279233,
  name: 'Ahmedabad',
  cod: 200,
};

describe('OpenWeatherMapProvider against a fake OpenWeatherMap', () => {
  it('asks for metric weather at the rounded place with the key, and reads temp and description', async () => {
    const fake = await fakeOwm(() => ({ status: 200, body: AHMEDABAD }));
    const provider = new OpenWeatherMapProvider('test-key', fake.base);
    await expect(provider.current(23.02251, 72.57139)).resolves.toEqual({
      temp: 31.4,
      description: 'clear sky',
      place: 'Ahmedabad',
      conditionId: 800,
    });
    const [call] = fake.calls;
    expect(call.pathname).toBe('/data/2.5/weather');
    expect(Object.fromEntries(call.searchParams)).toEqual({
      lat: '23.02',
      lon: '72.57',
      units: 'metric',
      appid: 'test-key',
    });
    await fake.close();
  });

  it('serves a place from its 10-minute cache, then asks again', async () => {
    let now = 0;
    const fake = await fakeOwm(() => ({ status: 200, body: AHMEDABAD }));
    const provider = new OpenWeatherMapProvider('k', fake.base, () => now);
    await provider.current(23.0225, 72.5714);
    now += 9 * 60_000;
    await provider.current(23.0226, 72.5713);
    expect(fake.calls).toHaveLength(1);
    now += 2 * 60_000;
    await provider.current(23.0225, 72.5714);
    expect(fake.calls).toHaveLength(2);
    await fake.close();
  });

  it('turns the 401 for a bad key into "weather unavailable", never numbers', async () => {
    const fake = await fakeOwm(() => ({
      status: 401,
      body: {
        cod: 401,
        message:
          'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      },
    }));
    const provider = new OpenWeatherMapProvider('bad', fake.base);
    await expect(provider.current(23, 72)).rejects.toMatchObject({
      code: 'WEATHER.UNAVAILABLE',
      kind: 'unavailable',
    });
    await fake.close();
  });

  it('says unavailable when the service cannot be reached', async () => {
    const provider = new OpenWeatherMapProvider('k', 'http://127.0.0.1:1');
    await expect(provider.current(23, 72)).rejects.toThrow('Weather unavailable');
  });
});
