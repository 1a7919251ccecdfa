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
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validated application settings. Constructed once at start by {@link loadConfig}. */
export class AppConfig {
  constructor(
    readonly nodeEnv: 'development' | 'production' | 'test',
    readonly port: number,
    readonly host: string,
    readonly dataDir: string,
    /** Unset means: start the embedded PGlite database in `dataDir`. */
    readonly databaseUrl: string | undefined,
    readonly databasePoolSize: number,
    readonly publicUrl: string | undefined,
    readonly corsOrigins: string[],
    readonly logLevel: (typeof LOG_LEVELS)[number],
    readonly trustProxy: boolean,
  ) {}

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  get usesEmbeddedDatabase(): boolean {
    return this.databaseUrl === undefined;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = plainToInstance(EnvironmentVariables, { ...env });
  const errors = validateSync(raw, { stopAtFirstError: true });
  if (errors.length > 0) {
    throw new ConfigError(
      errors.map((e) => {
        const shown = e.property === 'DATABASE_URL' ? '(hidden)' : JSON.stringify(env[e.property]);
        return `${e.property} ${Object.values(e.constraints ?? {}).join(', ')} (got ${shown})`;
      }),
    );
  }
  const nodeEnv = raw.NODE_ENV ?? 'development';
  return new AppConfig(
    nodeEnv,
    raw.PORT ?? 3000,
    raw.HOST ?? '0.0.0.0',
    resolve(raw.DATA_DIR ?? './data'),
    raw.DATABASE_URL,
    raw.DATABASE_POOL_SIZE ?? 10,
    raw.PUBLIC_URL?.replace(/\/+$/, ''),
    (raw.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    raw.TRUST_PROXY ?? false,
  );
}

/** Reads `.env` from the working folder when present; variables already set win. */
export function loadDotEnv(path = '.env'): void {
  try {
    process.loadEnvFile(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}
