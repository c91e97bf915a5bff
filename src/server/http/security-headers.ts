import { secureHeaders } from 'hono/secure-headers';
import { EARLY_TAPS_HASH } from './documents.ts';

/**
 * Security headers for every response. The CSP allows no inline script but the member pages'
 * early-taps script, by its hash; inline styles are allowed because Radix and sonner set them
 * at run time.
 */
export function securityHeaders(appUrl: string) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", EARLY_TAPS_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: appUrl.startsWith('https://')
      ? 'max-age=31536000; includeSubDomains'
      : false,
    crossOriginEmbedderPolicy: false,
  });
}
