import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The Permissions-Policy header: features no page of the product uses, for no one. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), browsing-topics=()';

/**
 * Cookies, and security headers on every response: a strict CSP (scripts from our origin only, no
 * inline script), no framing by others, a referrer policy, a permissions policy, HSTS (which
 * browsers keep only when the response came over HTTPS).
 */
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
      // The origin only, and only over HTTPS, to the sites a member follows a link to.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // Browser features the product never uses stay off, for our pages and any frame in them.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security' },
);
