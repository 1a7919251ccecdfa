import { ApiProperty } from '@nestjs/swagger';

export class HealthCheckDto {
  /** "up" or "down" */
  status!: 'up' | 'down';
  /** Round-trip time of a trivial query, when up */
  latencyMs?: number;
}

export class HealthChecksDto {
  database!: HealthCheckDto;
}

export class PriceSyncHealthDto {
  /** When the last price sync succeeded, null if none has */
  @ApiProperty({ type: String, nullable: true })
  lastSuccessAt!: string | null;
  /** Seconds since the last successful price sync; alert when it exceeds a few schedule periods */
  @ApiProperty({ type: Number, nullable: true })
  ageSeconds!: number | null;
}

export class HealthDto {
  /** "ok" when every check is up, else "unavailable" (and HTTP 503) */
  status!: 'ok' | 'unavailable';
  version!: string;
  uptimeSeconds!: number;
  checks!: HealthChecksDto;
  priceSync?: PriceSyncHealthDto;
}

export class LivenessDto {
  /** Always "ok": the process answers */
  status!: 'ok';
}
