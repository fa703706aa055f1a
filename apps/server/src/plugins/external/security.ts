import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Cookies, and security headers (a strict CSP) on every response. */
export default fp<{ realtimeOrigins: readonly string[] }>(
  async (app, { realtimeOrigins }) => {
    await app.register(cookie);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix positions popovers with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // The real-time broker's (or Ably's) origins: known once the realtime plugin has started.
          connectSrc: ["'self'", ...realtimeOrigins],
          // The players a lesson may embed (the school's importer makes only these embed URLs).
          frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Safari and Chromium refuse same-site iframes of a page with COEP; none are used.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
