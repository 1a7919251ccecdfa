import { resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const toInt = ({ value }: { value: unknown }) => {
  const v = blankToUndefined({ value });
  return typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
};
const toBool = ({ value }: { value: unknown }) => {
  const v = blankToUndefined({ value });
  if (typeof v !== 'string') return v;
  if (['1', 'true', 'yes'].includes(v.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(v.toLowerCase())) return false;
  return v;
};

/** The raw environment, as validated at start. Names are the variables in `.env.example`. */
class EnvironmentVariables {
  @IsOptional()
  @IsIn(NODE_ENVS, { message: `must be one of ${NODE_ENVS.join(', ')}` })
  @Transform(blankToUndefined)
  NODE_ENV?: (typeof NODE_ENVS)[number];

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 65535' })
  @Max(65535, { message: 'must be between 0 and 65535' })
  @IsInt({ message: 'must be a whole number' })
  PORT?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  HOST?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/[^\s/]+(\/\S*)?$/, {
    message: 'must be an http(s) URL like https://agrosense.example',
  })
  PUBLIC_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^(https?:\/\/[^\s,]+)(\s*,\s*https?:\/\/[^\s,]+)*$/, {
    message: 'must be a comma-separated list of origins like https://a.example,https://b.example',
  })
  CORS_ORIGINS?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: (typeof LOG_LEVELS)[number];

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  TRUST_PROXY?: boolean;

  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'must be between 1 and 50' })
  @Max(50, { message: 'must be between 1 and 50' })
  @IsInt({ message: 'must be a whole number' })
  DATABASE_POOL_SIZE?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @MinLength(32, { message: 'must be at least 32 characters (use a long random string)' })
  JWT_SECRET?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^smtps?:\/\/\S+$/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^rediss?:\/\/\S+$/, { message: 'must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'must be between 1 and 10000' })
  @Max(10000, { message: 'must be between 1 and 10000' })
  @IsInt({ message: 'must be a whole number' })
  AUTH_RATE_LIMIT?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  OPENWEATHER_API_KEY?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  DEMO_DATA?: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface AppSettings {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset means: start the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string | undefined;
  corsOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Unset outside production means: generate one and keep it in DATA_DIR. */
  jwtSecret: string | undefined;
  /** Unset means: write mails to DATA_DIR/outbox instead of sending them. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset means: rate-limit counters live in this process's memory. */
  redisUrl: string | undefined;
  /** Requests per minute per client address on login, signup and password-reset endpoints. */
  authRateLimit: number;
  /** Unset means: the weather card says "Weather unavailable". */
  openWeatherApiKey: string | undefined;
  /** Demo users and listings on a new embedded database (default: on, except production and tests). */
  demoData: boolean;
}

/** Validated application settings. Constructed once at start by {@link loadConfig}. */
export class AppConfig implements AppSettings {
  readonly nodeEnv!: AppSettings['nodeEnv'];
  readonly port!: number;
  readonly host!: string;
  readonly dataDir!: string;
  readonly databaseUrl!: string | undefined;
  readonly databasePoolSize!: number;
  readonly publicUrl!: string | undefined;
  readonly corsOrigins!: string[];
  readonly logLevel!: AppSettings['logLevel'];
  readonly trustProxy!: boolean;
  readonly jwtSecret!: string | undefined;
  readonly smtpUrl!: string | undefined;
  readonly mailFrom!: string;
  readonly redisUrl!: string | undefined;
  readonly authRateLimit!: number;
  readonly openWeatherApiKey!: string | undefined;
  readonly demoData!: boolean;

  constructor(settings: AppSettings) {
    Object.assign(this, settings);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  get usesEmbeddedDatabase(): boolean {
    return this.databaseUrl === undefined;
  }
}

const SECRET_VARIABLES = [
  'DATABASE_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'REDIS_URL',
  'OPENWEATHER_API_KEY',
];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = plainToInstance(EnvironmentVariables, { ...env });
  const errors = validateSync(raw, { stopAtFirstError: true });
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map((e) => {
        const shown = SECRET_VARIABLES.includes(e.property)
          ? '(hidden)'
          : JSON.stringify(env[e.property]);
        return `${e.property} ${Object.values(e.constraints ?? {}).join(', ')} (got ${shown})`;
      }),
    );
  }
  const nodeEnv = raw.NODE_ENV ?? 'development';
  return new AppConfig({
    nodeEnv,
    port: raw.PORT ?? 3000,
    host: raw.HOST ?? '0.0.0.0',
    dataDir: resolve(raw.DATA_DIR ?? './data'),
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE ?? 10,
    publicUrl: raw.PUBLIC_URL?.replace(/\/+$/, ''),
    corsOrigins: (raw.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    logLevel: raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: raw.TRUST_PROXY ?? false,
    jwtSecret: raw.JWT_SECRET,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? 'AgroSense <no-reply@agrosense.local>',
    redisUrl: raw.REDIS_URL,
    authRateLimit: raw.AUTH_RATE_LIMIT ?? 10,
    openWeatherApiKey: raw.OPENWEATHER_API_KEY,
    demoData: raw.DEMO_DATA ?? nodeEnv === 'development',
  });
}

/** Reads `.env` from the working folder when present; variables already set win. */
export function loadDotEnv(path = '.env'): void {
  try {
    process.loadEnvFile(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}
