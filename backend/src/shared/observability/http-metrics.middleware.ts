import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service';

/** Times every request; labels by route pattern (not raw URL) so ids do not explode the series. */
export function httpMetricsMiddleware(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path;
      const label = route
        ? `${req.baseUrl}${route}`
        : req.path.startsWith('/api')
          ? 'unmatched'
          : 'spa';
      end({ method: req.method, route: label, status_code: String(res.statusCode) });
    });
    next();
  };
}
