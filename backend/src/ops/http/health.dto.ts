export class HealthCheckDto {
  /** "up" or "down" */
  status!: 'up' | 'down';
  /** Round-trip time of a trivial query, when up */
  latencyMs?: number;
}

export class HealthChecksDto {
  database!: HealthCheckDto;
}

export class HealthDto {
  /** "ok" when every check is up, else "unavailable" (and HTTP 503) */
  status!: 'ok' | 'unavailable';
  version!: string;
  uptimeSeconds!: number;
  checks!: HealthChecksDto;
}
