import { availableParallelism } from 'node:os';
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

describe('loadConfig: image storage', () => {
  const problemsOf = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (e) {
      if (e instanceof ConfigError) return e.message;
      throw e;
    }
    return '';
  };

  it('keeps images in DATA_DIR/uploads unless S3 is configured', () => {
    expect(loadConfig({}).imageStorage).toEqual({ kind: 'local' });
    expect(loadConfig({ IMAGE_STORAGE: 'local', S3_BUCKET: 'photos' }).imageStorage).toEqual({
      kind: 'local',
    });
  });

  it('selects S3 by S3_BUCKET alone, path-style when an endpoint is given', () => {
    const config = loadConfig({
      S3_BUCKET: 'agrosense-images',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'agrosense',
      S3_SECRET_ACCESS_KEY: 'a-secret-key',
    });
    expect(config.imageStorage).toEqual({
      kind: 's3',
      bucket: 'agrosense-images',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'agrosense', secretAccessKey: 'a-secret-key' },
      forcePathStyle: true,
    });
  });

  it('uses AWS defaults (virtual-hosted URLs, default credentials) without an endpoint', () => {
    const config = loadConfig({
      IMAGE_STORAGE: 's3',
      S3_BUCKET: 'agrosense-images',
      S3_REGION: 'ap-south-1',
    });
    expect(config.imageStorage).toMatchObject({
      kind: 's3',
      endpoint: undefined,
      region: 'ap-south-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({ S3_BUCKET: 'b12', S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'no' })
        .imageStorage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuses IMAGE_STORAGE=s3 without a bucket, and half a key pair, without echoing secrets', () => {
    const message = problemsOf({ IMAGE_STORAGE: 's3', S3_SECRET_ACCESS_KEY: 'top-secret-value' });
    expect(message).toContain('S3_BUCKET must be set when IMAGE_STORAGE=s3');
    expect(message).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(message).not.toContain('top-secret-value');
  });

  it('names each malformed S3 variable', () => {
    const message = problemsOf({
      IMAGE_STORAGE: 'minio',
      S3_BUCKET: 'My_Bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_REGION: 'Mumbai 1',
      S3_FORCE_PATH_STYLE: 'sometimes',
    });
    expect(message).toContain('IMAGE_STORAGE must be one of local, s3 (got "minio")');
    expect(message).toContain('S3_BUCKET must be a bucket name');
    expect(message).toContain('S3_ENDPOINT must be an http(s) URL without a path');
    expect(message).toContain('S3_REGION must be a region name');
    expect(message).toContain('S3_FORCE_PATH_STYLE must be true or false');
  });
});

describe('loadConfig: member pages under load', () => {
  it('renders 2 per core, 64 in flight, and not while the event loop is 200 ms late by default', () => {
    expect(loadConfig({}).memberPages).toEqual({
      renderConcurrency: 2 * availableParallelism(),
      queueLimit: 64,
      maxEventLoopDelayMs: 200,
    });
  });

  it('reads the three variables, 0 turning rendering or the delay check off', () => {
    expect(
      loadConfig({
        MEMBER_PAGE_RENDER_CONCURRENCY: '0',
        MEMBER_PAGE_QUEUE_LIMIT: '10',
        MEMBER_PAGE_MAX_EVENT_LOOP_DELAY_MS: '0',
      }).memberPages,
    ).toEqual({ renderConcurrency: 0, queueLimit: 10, maxEventLoopDelayMs: 0 });
  });

  it('refuses values out of range', () => {
    expect(() => loadConfig({ MEMBER_PAGE_QUEUE_LIMIT: '0' })).toThrow(
      'MEMBER_PAGE_QUEUE_LIMIT must be between 1 and 100000',
    );
    expect(() => loadConfig({ MEMBER_PAGE_RENDER_CONCURRENCY: 'many' })).toThrow(
      'MEMBER_PAGE_RENDER_CONCURRENCY must be a whole number',
    );
  });
});
