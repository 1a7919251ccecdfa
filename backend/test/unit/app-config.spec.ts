import { ConfigError, loadConfig } from '../../src/shared/config/app-config';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.usesEmbeddedDatabase).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.corsOrigins).toEqual([]);
    expect(config.isProduction).toBe(false);
  });

  it('reads DATABASE_URL, CORS_ORIGINS and PUBLIC_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/agro',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      PUBLIC_URL: 'https://agro.example/',
      PORT: '8080',
    });
    expect(config.usesEmbeddedDatabase).toBe(false);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicUrl).toBe('https://agro.example');
    expect(config.port).toBe(8080);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).usesEmbeddedDatabase).toBe(true);
  });

  it('fails fast naming every bad variable, without echoing the database URL', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://secret@x/y', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT must be a whole number');
    expect(message).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got (hidden))',
    );
    expect(message).toContain('LOG_LEVEL must be one of');
    expect(message).not.toContain('secret');
  });
});
