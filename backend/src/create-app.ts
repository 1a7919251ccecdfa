import type { IncomingMessage, ServerResponse } from 'node:http';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './openapi/openapi-document';
import type { AppConfig } from './shared/config/app-config';
import type { DatabaseUrl } from './shared/database/database-url';
import { JSON_BODY_LIMIT, verifyJsonDepth } from './shared/http/body-limits';
import { answerClientErrorsWithJson } from './shared/http/client-errors';
import { DomainErrorFilter } from './shared/http/domain-error.filter';
import { isPreEncoded } from './shared/http/public-cache/public-answer.interceptor';
import { securityHeaders } from './shared/http/security';
import { spaHandlers } from './shared/http/spa';
import { ListingPages } from './crops/index';
import { createValidationPipe } from './shared/http/validation.pipe';
import { httpMetricsMiddleware } from './shared/observability/http-metrics.middleware';
import { MetricsService } from './shared/observability/metrics.service';

export interface CreateAppOptions {
  /** Folder of the built SPA (frontend/dist). Omit to serve the API only. */
  frontendDist?: string;
}

/** Builds the fully configured app without listening; used by main.ts and the API tests. */
export async function createApp(
  config: AppConfig,
  databaseUrl: DatabaseUrl,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    {
      bufferLogs: true,
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  answerClientErrorsWithJson(app.getHttpServer());
  app.set('trust proxy', config.trustProxy);
  app.use(httpMetricsMiddleware(app.get(MetricsService)));
  app.use(securityHeaders(config));
  // JSON and HTML answers gzip-compressed for slow links (the built assets come pre-compressed).
  // Public lists come compressed once and for all (PublicAnswers): never a second time.
  app.use(
    compression({
      threshold: 1024,
      filter: (req, res) => !isPreEncoded(res) && compression.filter(req, res),
    }),
  );
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        'Accept-Language',
        'If-None-Match',
        'Idempotency-Key',
      ],
      // What a page on an allowed origin may read (paging, the bell's count, retries, ETags).
      exposedHeaders: [
        'ETag',
        'X-Total-Count',
        'X-Page',
        'X-Limit',
        'X-Unread-Count',
        'Idempotent-Replayed',
        'Retry-After',
      ],
      maxAge: 600,
    });
  }
  // Size first (the limit), then nesting on the raw text (verify), and only then JSON.parse.
  app.useBodyParser('json', {
    limit: JSON_BODY_LIMIT,
    verify: (
      req: IncomingMessage & { rawBody?: Buffer },
      res: ServerResponse,
      body: Buffer,
      encoding: string,
    ) => {
      verifyJsonDepth(req, res, body, encoding);
      // WhatsApp signs the bytes as sent (X-Hub-Signature-256): the webhook checks them. Not
      // Nest's `rawBody: true`, which would replace this verify hook and its depth check.
      if (req.url?.startsWith('/api/messaging/whatsapp/')) req.rawBody = body;
    },
  });
  // extended: false reads `a[b][c]=1` as one flat key: form bodies never build nested objects.
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.useGlobalFilters(new DomainErrorFilter());
  app.useGlobalPipes(createValidationPipe());

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    customSiteTitle: 'AgroSense API',
  });
  // Uploaded photos are served by ImagesController (src/shared/images), from disk or from S3.
  if (options.frontendDist) {
    const metrics = app.get(MetricsService);
    const memberPages = {
      ...config.memberPages,
      count: (outcome: string) => metrics.memberPages.inc({ outcome }),
    };
    // A listing's product page is drawn by the server for link previews (ADR 0012).
    const publicPages = [app.get(ListingPages)];
    for (const handler of spaHandlers(options.frontendDist, memberPages, publicPages)) {
      app.use(handler);
    }
  }
  await app.init();
  return app;
}
