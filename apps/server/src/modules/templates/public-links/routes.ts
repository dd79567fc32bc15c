import {
  publicLinkCodeSchema,
  publicLinkSettingsSchema,
  publicLinkVisitorSchema,
} from '@signflow/contract/public-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { acceptedLanguage } from '../../../http/accept-language';
import { ownerRoutes } from '../../../http/authenticate';
import { limitRouteBodies, PUBLIC_FORM_BODY_BYTES } from '../../../http/body-limits';
import { originOf } from '../../../http/request-origin';
import { contractAnswer, created, ok, routeDocs } from '../../../http/route-doc';
import { idParams } from '../../../http/route-params';
import { getPublicLink, replacePublicLink, setPublicLink } from './link-settings';
import { confirmVisit, describePublicLink, startVisit } from './visits';

const ownerDoc = routeDocs('templates', 'owner');
const visitorDoc = routeDocs('publicLinks', 'anyone');
const LINK_ANSWER = contractAnswer('PublicLinkAnswer', 'public-links');

/** A link's address part; one no link has is answered 404 like an unknown link (one past 100 characters, 414). */
const slugParams = z.object({ slug: z.string().max(100) });
const visitParams = slugParams.extend({ visitId: z.uuid() });

/** A template's public link as its owner sets it (docs/api.md#public-links); its visitors' calls are below. */
export async function publicLinkRoutes(app: FastifyInstance, context: AppContext) {
  const { db, config } = context;
  const appUrl = config.appUrl;
  const routes = ownerRoutes(app, context.tokens);

  routes.get(
    '/v1/templates/:id/public-link',
    {
      schema: { params: idParams },
      config: {
        doc: ownerDoc({
          summary:
            "The template's public link: its address (null until first set), whether it is on, the people of the other roles and the sender's values",
          success: ok(LINK_ANSWER),
        }),
      },
    },
    async (request) => getPublicLink({ db, appUrl, accountId: request.accountId, templateId: request.params.id }),
  );

  routes.put(
    '/v1/templates/:id/public-link',
    {
      schema: { params: idParams, body: publicLinkSettingsSchema },
      config: {
        doc: ownerDoc({
          summary:
            "Turn the template's public link on or off (`enabled`), with a person for each role but the first (`recipients`: `{roleId, name, email}`) and the values of the fields the sender fills in (`values`); what is left out stays as it was. Turning it on checks that a visitor's document can be made. Whoever opens the link signs as the first role, which must have the lowest level",
          success: ok(LINK_ANSWER),
        }),
      },
    },
    async (request) =>
      setPublicLink({
        db,
        appUrl,
        accountId: request.accountId,
        templateId: request.params.id,
        settings: request.body,
      }),
  );

  routes.post(
    '/v1/templates/:id/public-link/replace',
    {
      schema: { params: idParams },
      config: {
        doc: ownerDoc({
          summary: 'Give the public link a new address, its settings kept: the old address stops at once',
          success: ok(LINK_ANSWER),
        }),
      },
    },
    async (request) => replacePublicLink({ db, appUrl, accountId: request.accountId, templateId: request.params.id }),
  );
}

/** The visitor's side: no account, only the link's address; limited per client address like signing in. */
export async function publicLinkVisitorRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  limitRouteBodies(app, PUBLIC_FORM_BODY_BYTES);
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };

  routes.get(
    '/v1/public-links/:slug',
    {
      schema: { params: slugParams },
      config: {
        rateLimit,
        doc: visitorDoc({
          summary:
            'What a public link offers: the document, who published it, the role the visitor signs as. 404 for an unknown link, 410 for one turned off',
          success: ok(contractAnswer('PublicLinkInfo', 'public-links')),
          errors: [410, 429],
        }),
      },
    },
    async (request) => describePublicLink({ db, slug: request.params.slug }),
  );

  routes.post(
    '/v1/public-links/:slug/visits',
    {
      schema: { params: slugParams, body: publicLinkVisitorSchema },
      config: {
        rateLimit,
        doc: visitorDoc({
          summary:
            "Give a name and e-mail to sign through a public link: a code is mailed to the address (in the language of `Accept-Language`). Limited per address and per link (429); 409 when the link cannot take a signature now (its owner's plan, a template changed since)",
          success: created(contractAnswer('PublicLinkVisitStarted', 'public-links')),
          errors: [409, 410, 429],
        }),
      },
    },
    async (request, reply) => {
      const language = acceptedLanguage(request.headers['accept-language']);
      const { slug } = request.params;
      const started = await startVisit({ db, slug, visitor: request.body, language, clientAddress: request.ip });
      reply.status(201);
      return started;
    },
  );

  routes.post(
    '/v1/public-links/:slug/visits/:visitId/confirm',
    {
      schema: { params: visitParams, body: publicLinkCodeSchema },
      config: {
        rateLimit,
        doc: visitorDoc({
          summary:
            "Confirm a visit with the mailed code: the visitor's document is made from the template and sent, and the answer is their signing page's address. A wrong code is counted; the fifth ends the visit (429)",
          success: created(contractAnswer('PublicLinkVisitConfirmed', 'public-links')),
          errors: [409, 410, 429],
        }),
      },
    },
    async (request, reply) => {
      const confirmed = await confirmVisit({
        db,
        storage: context.storage,
        links: context.signerLinks,
        slug: request.params.slug,
        visitId: request.params.visitId,
        code: request.body.code,
        origin: originOf(request),
      });
      reply.status(201);
      return confirmed;
    },
  );
}
