import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';

/** Security headers. The CSP allows only our own scripts; MUI's emotion needs inline styles. */
export function securityHeaders(config: AppConfig) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // The service worker (dist/sw.js) and the web app manifest of the installable app.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': ["'self'", 'https://www.google.com', 'https://www.openstreetmap.org'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        // Behind plain http (local use) an upgrade would break every asset; production sets HSTS.
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction
      ? { maxAge: 15552000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
}
