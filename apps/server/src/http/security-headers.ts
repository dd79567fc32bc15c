import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Whether browsers reach the app over https: APP_URL says so, whatever a proxy in front speaks to the app. */
export function servedOverHttps(appUrl: string): boolean {
  return new URL(appUrl).protocol === 'https:';
}

/**
 * helmet's headers on every answer. HSTS and the policy's `upgrade-insecure-requests` only when APP_URL is https:
 * on plain http the first means nothing, and the second sends the browser to https for every script, style and
 * call of the page, which an installation on plain http (a LAN address, a test machine) does not answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, appUrl: string): Promise<void> {
  const https = servedOverHttps(appUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      // The generated-PDF viewers show the flattened PDF from a blob: URL in an iframe.
      directives: { frameSrc: ["'self'", 'blob:'], upgradeInsecureRequests: https ? [] : null },
    },
    strictTransportSecurity: https,
  });
}
