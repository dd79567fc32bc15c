import type { FastifyInstance } from 'fastify';

/**
 * Reads `application/x-www-form-urlencoded` bodies into `{name: value}` (the first value of a repeated name),
 * for the routes a payment gateway or a plain HTML form posts to. Registered in those routes' own plugin, so
 * no other route accepts form bodies. The app's body limit applies.
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const entries: [string, string][] = [];
    const seen = new Set<string>();
    for (const [name, value] of new URLSearchParams(body as string)) {
      if (seen.has(name)) continue;
      seen.add(name);
      entries.push([name, value]);
    }
    // fromEntries defines own properties, so a '__proto__' field is only a field.
    done(null, Object.fromEntries(entries));
  });
}
