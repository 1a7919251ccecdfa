import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../shared/auth/public.decorator';
import { AppConfig } from '../../shared/config/app-config';
import { UnauthenticatedError } from '../../shared/domain/domain-error';
import { MetricsService } from '../../shared/observability/metrics.service';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `authorization` is "Bearer <expected>". Both sides are hashed first, so the comparison
 * takes the same time whatever the length or the first differing character of a guess.
 */
export function bearerMatches(authorization: string | undefined, expected: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}

/**
 * Prometheus scrape endpoint. With METRICS_TOKEN (always in production) it asks for that token
 * as a bearer token; a session token is not enough. See docs/operations.md.
 */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    const token = this.config.metricsToken;
    if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
      throw new UnauthenticatedError('METRICS.TOKEN_REQUIRED');
    }
    // Set here, not with @Header(): a refusal is JSON.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    return this.metrics.registry.metrics();
  }
}
