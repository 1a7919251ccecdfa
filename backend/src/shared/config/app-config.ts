import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsEmail,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  validateSync,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { validateCronExpression } from 'cron';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const IMAGE_STORAGES = ['local', 's3'] as const;

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

/**
 * How the server sheds load on the member pages it renders per request (ADR 0006):
 * MEMBER_PAGE_RENDER_CONCURRENCY, MEMBER_PAGE_QUEUE_LIMIT, MEMBER_PAGE_MAX_EVENT_LOOP_DELAY_MS.
 */
export interface MemberPageLimits {
  /** Renders at once; a request past it gets the plain app page at once (0: never render). */
  renderConcurrency: number;
  /** Requests for these pages in flight (any answer) past which they are answered 503. */
  queueLimit: number;
  /** No render while the event loop's recent delay (p99) is above this, in ms (0: no check). */
  maxEventLoopDelayMs: number;
}

export const DEFAULT_MEMBER_PAGE_QUEUE_LIMIT = 64;
export const DEFAULT_MEMBER_PAGE_MAX_EVENT_LOOP_DELAY_MS = 200;

/** Every 6 hours, on the hour. */
export const DEFAULT_PRICE_SYNC_CRON = '0 */6 * * *';

@ValidatorConstraint({ name: 'cronOrOff' })
class CronOrOff implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    return value.trim().toLowerCase() === 'off' || validateCronExpression(value.trim()).valid;
  }

  defaultMessage(): string {
    return 'must be a cron expression such as "0 */6 * * *", or "off"';
  }
}

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
  @MinLength(32, { message: 'must be at least 32 characters (use a long random string)' })
  METRICS_TOKEN?: string;

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
  @IsEmail({}, { message: 'must be an e-mail address' })
  SUPPORT_EMAIL?: string;

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
  @Transform(toInt)
  @Min(1, { message: 'must be between 1 and 100000' })
  @Max(100000, { message: 'must be between 1 and 100000' })
  @IsInt({ message: 'must be a whole number' })
  RATE_LIMIT_SCALE?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  OPENWEATHER_API_KEY?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  DEMO_DATA?: boolean;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  DATA_GOV_IN_API_KEY?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http:// or https:// URL' })
  DATA_GOV_IN_URL?: string;

  @IsOptional()
  @Transform(toInt)
  @Min(100, { message: 'must be between 100 and 300000' })
  @Max(300000, { message: 'must be between 100 and 300000' })
  @IsInt({ message: 'must be a whole number' })
  DATA_GOV_IN_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 10' })
  @Max(10, { message: 'must be between 0 and 10' })
  @IsInt({ message: 'must be a whole number' })
  DATA_GOV_IN_RETRIES?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http:// or https:// URL' })
  LLM_BASE_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  LLM_API_KEY?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  LLM_MODEL?: string;

  @IsOptional()
  @Transform(toInt)
  @Min(1000, { message: 'must be between 1000 and 300000' })
  @Max(300000, { message: 'must be between 1000 and 300000' })
  @IsInt({ message: 'must be a whole number' })
  LLM_TIMEOUT_MS?: number;

  // Speech-to-text for AgroBot's voice input (docs/voice.md).
  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http:// or https:// URL' })
  STT_BASE_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  STT_API_KEY?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  STT_MODEL?: string;

  @IsOptional()
  @Transform(toInt)
  @Min(1000, { message: 'must be between 1000 and 300000' })
  @Max(300000, { message: 'must be between 1000 and 300000' })
  @IsInt({ message: 'must be a whole number' })
  STT_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  KINDWISE_API_KEY?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http:// or https:// URL' })
  KINDWISE_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Validate(CronOrOff)
  PRICE_SYNC_CRON?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  PRICE_SYNC_ON_START?: boolean;

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 3650' })
  @Max(3650, { message: 'must be between 0 and 3650' })
  @IsInt({ message: 'must be a whole number' })
  PRICE_RETENTION_DAYS?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'must be between 1 and 10000' })
  @Max(10000, { message: 'must be between 1 and 10000' })
  @IsInt({ message: 'must be a whole number' })
  PRICE_SYNC_MAX_PAGES?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  PRICE_SYNC_STATES?: string;

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 60000' })
  @Max(60000, { message: 'must be between 0 and 60000' })
  @IsInt({ message: 'must be a whole number' })
  MARKET_CACHE_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 60000' })
  @Max(60000, { message: 'must be between 0 and 60000' })
  @IsInt({ message: 'must be a whole number' })
  SESSION_CACHE_MS?: number;

  // Messaging (docs/operations.md, "Messages to phones"; ADR 0013).
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  MSG91_AUTH_KEY?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^[A-Z]{6}$/, { message: 'must be the 6-letter DLT sender id (header), e.g. AGROSN' })
  MSG91_SENDER_ID?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http:// or https:// URL' })
  MSG91_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  MSG91_TEMPLATES?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @MinLength(16, { message: 'must be at least 16 characters' })
  MSG91_REPORT_TOKEN?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  WHATSAPP_TOKEN?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^\d{5,20}$/, { message: 'must be the phone number id (digits) from Meta' })
  WHATSAPP_PHONE_NUMBER_ID?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  WHATSAPP_APP_SECRET?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  WHATSAPP_VERIFY_TOKEN?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/\S+$/, { message: 'must be an http:// or https:// URL' })
  WHATSAPP_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^v\d+\.\d+$/, { message: 'must be a Graph API version such as v21.0' })
  WHATSAPP_API_VERSION?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^[a-z0-9_]{0,100}$/, { message: 'must be lower-case letters, digits and _' })
  WHATSAPP_TEMPLATE_PREFIX?: string;

  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'must be between 1 and 1000' })
  @Max(1000, { message: 'must be between 1 and 1000' })
  @IsInt({ message: 'must be a whole number' })
  MESSAGES_USER_DAILY_CAP?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'must be between 1 and 10000000' })
  @Max(10000000, { message: 'must be between 1 and 10000000' })
  @IsInt({ message: 'must be a whole number' })
  MESSAGES_DAILY_CAP?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 600000' })
  @Max(600000, { message: 'must be between 0 and 600000' })
  @IsInt({ message: 'must be a whole number' })
  MESSAGE_WORKER_INTERVAL_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(1000, { message: 'must be between 1000 and 3600000' })
  @Max(3600000, { message: 'must be between 1000 and 3600000' })
  @IsInt({ message: 'must be a whole number' })
  MESSAGE_LEASE_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 3600000' })
  @Max(3600000, { message: 'must be between 0 and 3600000' })
  @IsInt({ message: 'must be a whole number' })
  ORDER_AUTO_COMPLETION_FIRST_RUN_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 256' })
  @Max(256, { message: 'must be between 0 and 256' })
  @IsInt({ message: 'must be a whole number' })
  MEMBER_PAGE_RENDER_CONCURRENCY?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(1, { message: 'must be between 1 and 100000' })
  @Max(100000, { message: 'must be between 1 and 100000' })
  @IsInt({ message: 'must be a whole number' })
  MEMBER_PAGE_QUEUE_LIMIT?: number;

  @IsOptional()
  @Transform(toInt)
  @Min(0, { message: 'must be between 0 and 60000' })
  @Max(60000, { message: 'must be between 0 and 60000' })
  @IsInt({ message: 'must be a whole number' })
  MEMBER_PAGE_MAX_EVENT_LOOP_DELAY_MS?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(IMAGE_STORAGES, { message: `must be one of ${IMAGE_STORAGES.join(', ')}` })
  IMAGE_STORAGE?: (typeof IMAGE_STORAGES)[number];

  @IsOptional()
  @Transform(blankToUndefined)
  // S3's bucket naming rules (3-63 lower-case letters, digits, dots, hyphens).
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'must be a bucket name: 3-63 lower-case letters, digits, dots or hyphens',
  })
  S3_BUCKET?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/[^\s/]+\/?$/, {
    message: 'must be an http(s) URL without a path, like http://minio:9000',
  })
  S3_ENDPOINT?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^[a-z0-9-]+$/, { message: 'must be a region name like us-east-1 or ap-south-1' })
  S3_REGION?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  S3_FORCE_PATH_STYLE?: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Where uploaded images are kept (see src/shared/images). */
export type ImageStorageSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Unset: AWS S3 itself. Set for MinIO, Ceph, R2 and other S3-compatible services. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's default chain (instance role, AWS_* variables, ...). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** SMS and WhatsApp providers and the outbox worker's limits (ADR 0013). */
export interface MessagingSettings {
  /** MSG91's Flow API with DLT templates; unset: SMS go to the dev outbox (DATA_DIR/messages). */
  sms:
    | {
        authKey: string;
        senderId: string;
        baseUrl: string;
        /** Our template name, then language, to the DLT template id registered for it. */
        templates: Record<string, Record<string, string>>;
        /** Secret in the delivery-report URL (MSG91 does not sign its reports); unset: no reports. */
        reportToken: string | undefined;
      }
    | undefined;
  /** WhatsApp Business Cloud API with approved templates; unset: the dev outbox. */
  whatsapp:
    | {
        token: string;
        phoneNumberId: string;
        /** Signs the webhook's posts (X-Hub-Signature-256); unset: status webhooks are refused. */
        appSecret: string | undefined;
        verifyToken: string | undefined;
        baseUrl: string;
        apiVersion: string;
        templatePrefix: string;
      }
    | undefined;
  /** Messages a user is sent per India day; more wait for the next day. */
  userDailyCap: number;
  /** Messages the whole site sends per India day; more wait for the next day. */
  dailyCap: number;
  /** How often the worker looks for due messages (default 5 s; 0: never, the default in tests). */
  workerIntervalMs: number;
  /** How long a worker holds a message it is sending; one that died holding it loses it then. */
  leaseMs: number;
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
  /** Bearer token /metrics asks for; unset (never in production) means /metrics is open. */
  metricsToken: string | undefined;
  /** Unset means: write mails to DATA_DIR/outbox instead of sending them. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact and support messages are mailed (they are stored either way). */
  supportEmail: string;
  /** Unset means: rate-limit counters live in this process's memory. */
  redisUrl: string | undefined;
  /** Requests per minute per client address on login, signup and password-reset endpoints. */
  authRateLimit: number;
  /** Multiplies the write limits (orders, listings, every other write); 1 in production. */
  rateLimitScale: number;
  /** Unset means: the weather card says "Weather unavailable". */
  openWeatherApiKey: string | undefined;
  /** Demo users and listings on a new embedded database (default: on, except production and tests). */
  demoData: boolean;
  /** Unset means: the price sync copies the shipped sample dataset (labelled as sample data). */
  dataGovInApiKey: string | undefined;
  dataGovInUrl: string;
  /** Per call; each call is retried DATA_GOV_IN_RETRIES times on 429, 5xx and timeouts. */
  dataGovInTimeoutMs: number;
  dataGovInRetries: number;
  /** OpenAI-compatible chat completions for AgroBot; unset: retrieval-only answers. */
  llm:
    { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** OpenAI-compatible speech-to-text for AgroBot's voice input; unset: the browser's own only. */
  stt:
    { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** Kindwise (plant.id v3) for crop identification and leaf health; unset: offline analysis. */
  kindwise: { apiKey: string; baseUrl: string } | undefined;
  /** Cron expression of the price sync; null when PRICE_SYNC_CRON=off. */
  priceSyncCron: string | null;
  /** Sync once at start when the price cache is empty (default: on, except in tests). */
  priceSyncOnStart: boolean;
  /** Keep this many days of price history (0: keep everything). */
  priceRetentionDays: number;
  priceSyncMaxPages: number;
  /** Sync only these states (empty: all of India). */
  priceSyncStates: string[];
  /** How long a market page may be answered from this replica's memory (0: never). */
  marketCacheMs: number;
  /** How long a replica trusts its memory of a user's session row (0: read it every request). */
  sessionCacheMs: number;
  /** How long after start the orders' automatic completion first runs (then every 10 minutes). */
  orderAutoCompletionFirstRunMs: number;
  /** Local files in DATA_DIR/uploads (default), or an S3-compatible bucket. */
  imageStorage: ImageStorageSettings;
  /** Load shedding for the member pages rendered per request (ADR 0006). */
  memberPages: MemberPageLimits;
  messaging: MessagingSettings;
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
  readonly metricsToken!: string | undefined;
  readonly smtpUrl!: string | undefined;
  readonly mailFrom!: string;
  readonly supportEmail!: string;
  readonly redisUrl!: string | undefined;
  readonly authRateLimit!: number;
  readonly rateLimitScale!: number;
  readonly openWeatherApiKey!: string | undefined;
  readonly demoData!: boolean;
  readonly dataGovInApiKey!: string | undefined;
  readonly dataGovInUrl!: string;
  readonly dataGovInTimeoutMs!: number;
  readonly dataGovInRetries!: number;
  readonly priceSyncCron!: string | null;
  readonly llm!: AppSettings['llm'];
  readonly stt!: AppSettings['stt'];
  readonly kindwise!: AppSettings['kindwise'];
  readonly priceSyncOnStart!: boolean;
  readonly priceRetentionDays!: number;
  readonly priceSyncMaxPages!: number;
  readonly priceSyncStates!: string[];
  readonly marketCacheMs!: number;
  readonly sessionCacheMs!: number;
  readonly orderAutoCompletionFirstRunMs!: number;
  readonly imageStorage!: ImageStorageSettings;
  readonly memberPages!: MemberPageLimits;
  readonly messaging!: MessagingSettings;

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
  'METRICS_TOKEN',
  'SMTP_URL',
  'REDIS_URL',
  'OPENWEATHER_API_KEY',
  'DATA_GOV_IN_API_KEY',
  'LLM_API_KEY',
  'STT_API_KEY',
  'KINDWISE_API_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MSG91_AUTH_KEY',
  'MSG91_REPORT_TOKEN',
  'WHATSAPP_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
];

/** IMAGE_STORAGE=s3, or S3_BUCKET alone, selects S3; the S3_* variables must then fit together. */
function imageStorageSettings(raw: EnvironmentVariables): ImageStorageSettings | string[] {
  const kind = raw.IMAGE_STORAGE ?? (raw.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') return { kind };
  const problems: string[] = [];
  if (!raw.S3_BUCKET) problems.push('S3_BUCKET must be set when IMAGE_STORAGE=s3');
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset to use the AWS default credentials)',
    );
  }
  if (problems.length > 0 || !raw.S3_BUCKET) return problems;
  const endpoint = raw.S3_ENDPOINT?.replace(/\/+$/, '');
  return {
    kind,
    bucket: raw.S3_BUCKET,
    endpoint,
    region: raw.S3_REGION ?? 'us-east-1',
    credentials:
      raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
        : undefined,
    // MinIO and most self-hosted services only answer path-style URLs (endpoint/bucket/key).
    forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
  };
}

/** Passwords that ship in examples and images; a production URL must not use them. */
const DEFAULT_PASSWORDS = [
  'agrosense',
  'postgres',
  'password',
  'secret',
  'changeme',
  'change-me',
  'admin',
  'root',
  'redis',
  '123456',
];

/** The password in a URL's credentials when it is a well-known default (or the user name). */
function defaultPasswordIn(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const { username, password } = new URL(url);
    const p = decodeURIComponent(password).toLowerCase();
    return (
      p !== '' &&
      (DEFAULT_PASSWORDS.includes(p) || p === decodeURIComponent(username).toLowerCase())
    );
  } catch {
    return false;
  }
}

/** A JWT_SECRET that is long but not random: a placeholder, or very few distinct characters. */
function weakSecret(secret: string): boolean {
  return (
    new Set(secret).size < 12 ||
    /change.?me|replace.?me|your.?secret|example|placeholder|do.?not.?use/i.test(secret)
  );
}

/** Production refuses to start with a missing or guessable secret and default credentials. */
function productionProblems(raw: EnvironmentVariables): string[] {
  const problems: string[] = [];
  if (!raw.JWT_SECRET) {
    problems.push('JWT_SECRET must be set in production (at least 32 random characters)');
  } else if (weakSecret(raw.JWT_SECRET)) {
    problems.push(
      'JWT_SECRET looks like a placeholder, not a random secret (use e.g. `openssl rand -base64 48`)',
    );
  }
  if (!raw.METRICS_TOKEN) {
    problems.push(
      'METRICS_TOKEN must be set in production (at least 32 random characters; Prometheus sends it as a bearer token to /metrics)',
    );
  } else if (weakSecret(raw.METRICS_TOKEN)) {
    problems.push(
      'METRICS_TOKEN looks like a placeholder, not a random secret (use e.g. `openssl rand -hex 32`)',
    );
  }
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'] as const) {
    if (defaultPasswordIn(raw[name])) {
      problems.push(`${name} uses a default password; set a strong one in production`);
    }
  }
  if (raw.DEMO_DATA === true) {
    problems.push('DEMO_DATA must be off in production (demo accounts share a published password)');
  }
  if (!raw.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL must be set in production (the site's address, e.g. https://agrosense.example: links in mails and image URLs start with it, never with a request's Host header)",
    );
  }
  return problems;
}

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
  const imageStorage = imageStorageSettings(raw);
  if (Array.isArray(imageStorage)) throw new ConfigError(imageStorage);
  const nodeEnv = raw.NODE_ENV ?? 'development';
  const messaging = messagingSettings(raw, nodeEnv);
  if (Array.isArray(messaging)) throw new ConfigError(messaging);
  if (nodeEnv === 'production') {
    const problems = productionProblems(raw);
    if (problems.length > 0) throw new ConfigError(problems);
  }
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
    metricsToken: raw.METRICS_TOKEN,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? 'AgroSense <no-reply@agrosense.local>',
    supportEmail: raw.SUPPORT_EMAIL ?? 'support@agrosense.local',
    redisUrl: raw.REDIS_URL,
    authRateLimit: raw.AUTH_RATE_LIMIT ?? 10,
    rateLimitScale: raw.RATE_LIMIT_SCALE ?? 1,
    openWeatherApiKey: raw.OPENWEATHER_API_KEY,
    demoData: raw.DEMO_DATA ?? nodeEnv === 'development',
    dataGovInApiKey: raw.DATA_GOV_IN_API_KEY,
    dataGovInUrl: raw.DATA_GOV_IN_URL ?? 'https://api.data.gov.in',
    dataGovInTimeoutMs: raw.DATA_GOV_IN_TIMEOUT_MS ?? 20_000,
    dataGovInRetries: raw.DATA_GOV_IN_RETRIES ?? 4,
    llm: raw.LLM_BASE_URL
      ? {
          baseUrl: raw.LLM_BASE_URL.replace(/\/+$/, ''),
          apiKey: raw.LLM_API_KEY,
          model: raw.LLM_MODEL ?? 'gpt-4o-mini',
          timeoutMs: raw.LLM_TIMEOUT_MS ?? 30_000,
        }
      : undefined,
    stt: raw.STT_BASE_URL
      ? {
          baseUrl: raw.STT_BASE_URL.replace(/\/+$/, ''),
          apiKey: raw.STT_API_KEY,
          model: raw.STT_MODEL ?? 'whisper-1',
          timeoutMs: raw.STT_TIMEOUT_MS ?? 30_000,
        }
      : undefined,
    kindwise: raw.KINDWISE_API_KEY
      ? {
          apiKey: raw.KINDWISE_API_KEY,
          baseUrl: (raw.KINDWISE_URL ?? 'https://plant.id').replace(/\/+$/, ''),
        }
      : undefined,
    priceSyncCron:
      raw.PRICE_SYNC_CRON?.trim().toLowerCase() === 'off'
        ? null
        : (raw.PRICE_SYNC_CRON?.trim() ?? DEFAULT_PRICE_SYNC_CRON),
    priceSyncOnStart: raw.PRICE_SYNC_ON_START ?? nodeEnv !== 'test',
    priceRetentionDays: raw.PRICE_RETENTION_DAYS ?? 400,
    priceSyncMaxPages: raw.PRICE_SYNC_MAX_PAGES ?? 200,
    priceSyncStates: (raw.PRICE_SYNC_STATES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    marketCacheMs: raw.MARKET_CACHE_MS ?? 2000,
    sessionCacheMs: raw.SESSION_CACHE_MS ?? 5000,
    orderAutoCompletionFirstRunMs: raw.ORDER_AUTO_COMPLETION_FIRST_RUN_MS ?? 30_000,
    imageStorage,
    memberPages: {
      renderConcurrency: raw.MEMBER_PAGE_RENDER_CONCURRENCY ?? 2 * availableParallelism(),
      queueLimit: raw.MEMBER_PAGE_QUEUE_LIMIT ?? DEFAULT_MEMBER_PAGE_QUEUE_LIMIT,
      maxEventLoopDelayMs:
        raw.MEMBER_PAGE_MAX_EVENT_LOOP_DELAY_MS ?? DEFAULT_MEMBER_PAGE_MAX_EVENT_LOOP_DELAY_MS,
    },
    messaging,
  });
}

/** MSG91_* and WHATSAPP_* must come together; MSG91_TEMPLATES is JSON of template ids. */
function messagingSettings(
  raw: EnvironmentVariables,
  nodeEnv: AppSettings['nodeEnv'],
): MessagingSettings | string[] {
  const problems: string[] = [];
  let sms: MessagingSettings['sms'];
  if (raw.MSG91_AUTH_KEY) {
    let templates: Record<string, Record<string, string>> = {};
    try {
      const parsed: unknown = JSON.parse(raw.MSG91_TEMPLATES ?? '{}');
      const valid =
        typeof parsed === 'object' &&
        parsed !== null &&
        !Array.isArray(parsed) &&
        Object.values(parsed).every(
          (byLang) =>
            typeof byLang === 'object' &&
            byLang !== null &&
            Object.values(byLang).every((id) => typeof id === 'string' && /^\w{1,64}$/.test(id)),
        );
      if (valid) templates = parsed as Record<string, Record<string, string>>;
      else
        problems.push(
          'MSG91_TEMPLATES must be JSON like {"order_placed":{"en":"1107...","hi":"1107..."}}',
        );
    } catch {
      problems.push('MSG91_TEMPLATES is not valid JSON');
    }
    if (!raw.MSG91_SENDER_ID) problems.push('MSG91_SENDER_ID must be set with MSG91_AUTH_KEY');
    sms = {
      authKey: raw.MSG91_AUTH_KEY,
      senderId: raw.MSG91_SENDER_ID ?? '',
      baseUrl: (raw.MSG91_URL ?? 'https://control.msg91.com').replace(/\/+$/, ''),
      templates,
      reportToken: raw.MSG91_REPORT_TOKEN,
    };
  }
  let whatsapp: MessagingSettings['whatsapp'];
  if (raw.WHATSAPP_TOKEN) {
    if (!raw.WHATSAPP_PHONE_NUMBER_ID) {
      problems.push('WHATSAPP_PHONE_NUMBER_ID must be set with WHATSAPP_TOKEN');
    }
    whatsapp = {
      token: raw.WHATSAPP_TOKEN,
      phoneNumberId: raw.WHATSAPP_PHONE_NUMBER_ID ?? '',
      appSecret: raw.WHATSAPP_APP_SECRET,
      verifyToken: raw.WHATSAPP_VERIFY_TOKEN,
      baseUrl: (raw.WHATSAPP_URL ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
      apiVersion: raw.WHATSAPP_API_VERSION ?? 'v21.0',
      templatePrefix: raw.WHATSAPP_TEMPLATE_PREFIX ?? 'agrosense_',
    };
  }
  if (problems.length > 0) return problems;
  return {
    sms,
    whatsapp,
    userDailyCap: raw.MESSAGES_USER_DAILY_CAP ?? 20,
    dailyCap: raw.MESSAGES_DAILY_CAP ?? 100_000,
    // Tests send by hand (MessageDispatcher.runOnce) unless they ask for the worker.
    workerIntervalMs: raw.MESSAGE_WORKER_INTERVAL_MS ?? (nodeEnv === 'test' ? 0 : 5000),
    leaseMs: raw.MESSAGE_LEASE_MS ?? 120_000,
  };
}

/** Reads `.env` from the working folder when present; variables already set win. */
export function loadDotEnv(path = '.env'): void {
  try {
    process.loadEnvFile(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}
