import { randomBytes } from 'node:crypto';
import type { PublicLinkAnswer, publicLinkSettingsSchema } from '@signflow/contract/public-links';
import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { findAccountPerson } from '../../profile/account-person';
import { listRoles, listTemplateFields } from '../repo';
import { assertTemplateSendable } from '../sendable';
import { requireTemplate } from '../service';
import { visitUse } from './link-rules';
import { findPublicLink, type PublicLinkRow, savePublicLink } from './repo';

type Settings = z.output<typeof publicLinkSettingsSchema>;

/** A link's secret part: 128 random bits, as long as a signer link's token. */
function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

function answerOf(appUrl: string, link: PublicLinkRow | null): PublicLinkAnswer {
  return {
    url: link ? absoluteLink(appUrl, webPaths.publicLink(link.slug)) : null,
    enabled: link?.enabled ?? false,
    recipients: link?.recipients ?? [],
    values: link?.senderValues ?? [],
  };
}

/** GET /v1/templates/{id}/public-link: the link as it stands; none yet is a link turned off, without an address. */
export async function getPublicLink(options: { db: Db; appUrl: string; accountId: string; templateId: string }) {
  const { db, appUrl, accountId, templateId } = options;
  await requireTemplate(db, accountId, templateId);
  return answerOf(appUrl, await findPublicLink(db, templateId));
}

/**
 * PUT /v1/templates/{id}/public-link (docs/domain.md#public-links): turns the link on or off and keeps its people and
 * values; what the body leaves out stays as it was. Turning it on checks that a visitor's document could be made
 * (a person for every other role, every sender's value valid), so the first visitor never finds it broken. The
 * first time, the link gets its address.
 */
export async function setPublicLink(options: {
  db: Db;
  appUrl: string;
  accountId: string;
  templateId: string;
  settings: Settings;
}): Promise<PublicLinkAnswer> {
  const { db, appUrl, accountId, templateId, settings } = options;
  const link = await db.transaction(async (tx) => {
    await requireTemplate(tx, accountId, templateId, 'update');
    const earlier = await findPublicLink(tx, templateId);
    const people = {
      recipients: settings.recipients ?? earlier?.recipients ?? [],
      senderValues: settings.values ?? earlier?.senderValues ?? [],
    };
    // Turned off, anything goes: the link may no longer fit a template changed since.
    if (settings.enabled) {
      const [roles, fields] = await Promise.all([listRoles(tx, templateId), listTemplateFields(tx, templateId)]);
      const { language } = await findAccountPerson(tx, accountId);
      // The visitor stands in with a name and address that fit any rule.
      visitUse({ roles, fields }, people, { name: 'Visitor', email: 'visitor@example.com' }, language);
      await assertTemplateSendable(tx, accountId, { roles, fields });
    }
    return savePublicLink(tx, templateId, {
      slug: earlier?.slug ?? newSlug(),
      enabled: settings.enabled,
      ...people,
    });
  });
  return answerOf(appUrl, link);
}

/**
 * POST /v1/templates/{id}/public-link/replace: a new address for the link, its settings kept; the old address stops
 * at once (documents already made from it go on).
 */
export async function replacePublicLink(options: {
  db: Db;
  appUrl: string;
  accountId: string;
  templateId: string;
}): Promise<PublicLinkAnswer> {
  const { db, appUrl, accountId, templateId } = options;
  const link = await db.transaction(async (tx) => {
    await requireTemplate(tx, accountId, templateId, 'update');
    const earlier = await findPublicLink(tx, templateId);
    return savePublicLink(tx, templateId, {
      slug: newSlug(),
      enabled: earlier?.enabled ?? false,
      recipients: earlier?.recipients ?? [],
      senderValues: earlier?.senderValues ?? [],
    });
  });
  return answerOf(appUrl, link);
}
