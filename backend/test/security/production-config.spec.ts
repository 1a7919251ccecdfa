import { ConfigError, loadConfig } from '../../src/shared/config/app-config';
import { resolveJwtSecret } from '../../src/shared/auth/jwt-secret';

const RANDOM_SECRET = 'pJ3v9QxL2mT7wZ8kR4sN6bY1cF5hD0gA';
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: RANDOM_SECRET,
  DATABASE_URL: 'postgres://agrosense:Xk29-vLq7-Pz3m@db:5432/agrosense',
  PUBLIC_URL: 'https://agrosense.example',
  METRICS_TOKEN: 'Vb7Qm2Lx9Tz4Kp8Wn3Rc6Yh1Jd5Gs0Fe',
};

/** The problems loadConfig names for `env`, or [] when it starts. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return e.problems;
  }
}

describe('production start refuses unsafe settings', () => {
  it('starts with a random secret and its own database password', () => {
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(resolveJwtSecret(config)).toBe(RANDOM_SECRET);
  });

  it('refuses a missing JWT_SECRET before anything starts', () => {
    expect(problems({ ...production, JWT_SECRET: '' })).toEqual([
      'JWT_SECRET must be set in production (at least 32 random characters)',
    ]);
  });

  it.each([
    ['a placeholder', 'change-me-change-me-change-me-change-me'],
    ['an example', 'this-is-an-example-secret-for-agrosense'],
    ['one repeated character', 'x'.repeat(48)],
    ['few distinct characters', 'abcabcabcabcabcabcabcabcabcabcabc'],
  ])('refuses %s as JWT_SECRET', (_, secret) => {
    expect(problems({ ...production, JWT_SECRET: secret })).toEqual([
      'JWT_SECRET looks like a placeholder, not a random secret (use e.g. `openssl rand -base64 48`)',
    ]);
  });

  it.each([
    ['DATABASE_URL', 'postgres://agrosense:agrosense@postgres:5432/agrosense'],
    ['DATABASE_URL', 'postgres://postgres:postgres@db/agro'],
    ['DATABASE_URL', 'postgresql://app:app@db/agro'],
    ['DATABASE_URL', 'postgres://app:Password@db/agro'],
    ['REDIS_URL', 'redis://default:redis@cache:6379'],
    ['SMTP_URL', 'smtps://mailer:changeme@smtp.example.com:465'],
  ])('refuses %s with the default password in %s', (name, url) => {
    const found = problems({ ...production, [name]: url });
    expect(found).toEqual([`${name} uses a default password; set a strong one in production`]);
    // The message names the variable, never the URL or its password.
    expect(found.join(' ')).not.toContain(url);
  });

  it('refuses demo accounts (published password) in production', () => {
    expect(problems({ ...production, DEMO_DATA: 'true' })).toEqual([
      'DEMO_DATA must be off in production (demo accounts share a published password)',
    ]);
  });

  it('refuses to start without PUBLIC_URL (links would otherwise follow the Host header)', () => {
    expect(problems({ ...production, PUBLIC_URL: '' })).toEqual([
      "PUBLIC_URL must be set in production (the site's address, e.g. https://agrosense.example: links in mails and image URLs start with it, never with a request's Host header)",
    ]);
  });

  it('refuses to start without a METRICS_TOKEN, or with a short or placeholder one', () => {
    expect(problems({ ...production, METRICS_TOKEN: '' })).toEqual([
      'METRICS_TOKEN must be set in production (at least 32 random characters; Prometheus sends it as a bearer token to /metrics)',
    ]);
    expect(problems({ ...production, METRICS_TOKEN: 'Vb7Qm2Lx9Tz4Kp8W' })).toEqual([
      'METRICS_TOKEN must be at least 32 characters (use a long random string) (got (hidden))',
    ]);
    expect(
      problems({ ...production, METRICS_TOKEN: 'change-me-change-me-change-me-change-me' }),
    ).toEqual([
      'METRICS_TOKEN looks like a placeholder, not a random secret (use e.g. `openssl rand -hex 32`)',
    ]);
  });

  it('names every problem at once', () => {
    expect(
      problems({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://agrosense:agrosense@postgres:5432/agrosense',
        DEMO_DATA: 'yes',
      }),
    ).toHaveLength(5);
  });

  it('keeps local use free of these rules', () => {
    expect(
      problems({
        DATABASE_URL: 'postgres://agrosense:agrosense@127.0.0.1:5432/agrosense',
        DEMO_DATA: 'true',
      }),
    ).toEqual([]);
  });

  it('still refuses a production config without a secret when it is built by hand', () => {
    const config = loadConfig(production);
    Object.assign(config, { jwtSecret: undefined });
    expect(() => resolveJwtSecret(config)).toThrow(ConfigError);
  });
});
