import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { PublicLinkAnswer, PublicLinkVisitConfirmed } from '@signflow/contract/public-links';
import type { TemplateRole } from '@signflow/contract/templates';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { documentEvents, documentSigners, templateRoles } from '../../../src/db/schema';
import { NO_ORIGIN } from '../../../src/http/request-origin';
import { createSignerLinks } from '../../../src/modules/signing/signer-links';
import { confirmVisit } from '../../../src/modules/templates/public-links/visits';
import { createDiskStorage } from '../../../src/platform/storage/disk-storage';
import { documentsTestAppPerFile, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import {
  makeTemplate,
  publicLinkSettings,
  publicLinkVisits,
  saveTemplateFields,
  senderFilledTemplate,
  slugOf,
  templateField,
  useOf,
  visitor,
} from '../../support/templates';
import { TEST_JWT_SECRET, uniqueEmail } from '../../support/test-app';

/**
 * Public links as an attacker and a careless owner would use them (docs/domain.md#public-links): a visit taken
 * through another link, a link published that cannot send, anonymous visitors using up the owner's plan.
 */
const t = documentsTestAppPerFile();
const { publishedTemplate, startVisit, confirm, visitWithCode } = publicLinkVisits(t);

const linkUrl = (templateId: string) => `/v1/templates/${templateId}/public-link`;

describe('a visit taken through another link', () => {
  it("is 404 through another template's link, the owner's own or another account's", async () => {
    const first = await publishedTemplate();
    const sameOwner = await publishedTemplate(first.who);
    const stranger = await publishedTemplate();
    const { visitId, code } = await visitWithCode(first.slug);
    for (const slug of [sameOwner.slug, stranger.slug]) {
      const response = await confirm(slug, visitId, code);
      expect(response.statusCode, response.body).toBe(404);
    }
    // The visit is still whole: its own link takes it.
    expect((await confirm(first.slug, visitId, code)).statusCode).toBe(201);
  });
});

describe('a link its owner turns on', () => {
  it('is refused when its document could be made but never sent: the first role has no field to sign', async () => {
    const who = await owner(t);
    const made = await makeTemplate(t, who);
    const [, witness] = made.roles as [TemplateRole, TemplateRole];
    // Only the witness has a field: Invite Sign refuses a signer without one.
    await saveTemplateFields(who, made, { create: [templateField(witness.id, { pageNumber: 2 })] });
    const turnedOn = await who.call('PUT', linkUrl(made.id), {
      enabled: true,
      recipients: [{ roleId: witness.id, name: 'Walt Witness', email: uniqueEmail('walt') }],
    });
    // Refused now (400 naming the role without a field), as a link that could not make a document is, rather than
    // every visitor learning it only after typing the mailed code.
    const slug = turnedOn.statusCode === 200 ? slugOf(turnedOn.json<PublicLinkAnswer>()) : '';
    if (turnedOn.statusCode === 200) {
      const { visitId, code } = await visitWithCode(slug);
      const confirmed = await confirm(slug, visitId, code);
      expect({ confirmed: confirmed.statusCode }).toEqual({ confirmed: 409 });
    }
    expect(turnedOn.statusCode, 'a link that can never send was turned on').toBe(400);
  });

  it("is refused while the owner's e-mail address is not verified, as Invite Sign is", async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const made = await senderFilledTemplate(t, who);
    const turnedOn = await who.call('PUT', linkUrl(made.template.id), publicLinkSettings(made));
    if (turnedOn.statusCode === 200) {
      const slug = slugOf(turnedOn.json<PublicLinkAnswer>());
      // A code is mailed to a visitor whose confirmation can only fail.
      const { visitId, code } = await visitWithCode(slug);
      expect((await confirm(slug, visitId, code)).statusCode).toBe(409);
    }
    expect(turnedOn.statusCode, 'a link that cannot send was turned on').toBe(403);
  });
});

describe("anonymous visitors and the owner's plan", () => {
  it("use up a TRIAL owner's documents: three strangers and the owner can upload no more", async () => {
    const who = await owner(t, 'TRIAL');
    const { made, slug } = await publishedTemplate(who);
    for (let n = 0; n < 3; n += 1) {
      const { visitId, code } = await visitWithCode(slug, visitor(`Stranger ${n}`));
      expect((await confirm(slug, visitId, code)).json<PublicLinkVisitConfirmed>().documentId).toBeTruthy();
    }
    const own = await who.call('POST', `/v1/templates/${made.template.id}/documents`, useOf(made));
    // Recorded as the product behaves today (docs/domain.md#public-links counts them against the plan).
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: expect.stringContaining('TRIAL') });
  });
});

describe("the visitor's address", () => {
  it('keeps a visitor from signing as a role the link names for another person, whatever the address says', async () => {
    const { who, made, slug } = await publishedTemplate();
    const link = (await who.call('GET', linkUrl(made.template.id))).json<PublicLinkAnswer>();
    const witness = link.recipients[0]?.email ?? '';
    const [local, domain] = witness.split('@');
    const tagged = await startVisit(slug, { name: 'Walt', email: `${local}+me@${domain}` });
    // The same mailbox (docs/domain.md#public-links counts `+tag` as one mailbox for codes) signs both roles.
    expect(tagged.json(), 'the witness signs as the visitor too').toEqual(
      errorAnswer(400, API_MESSAGES.publicLinkEmailTaken),
    );
  });
});

describe('a link turned off and on again', () => {
  it('refuses a visit begun before it was turned off (410), and takes it again once it is back on', async () => {
    const { who, made, slug } = await publishedTemplate();
    const { visitId, code } = await visitWithCode(slug);
    expect((await who.call('PUT', linkUrl(made.template.id), { enabled: false })).statusCode).toBe(200);
    expect((await confirm(slug, visitId, code)).statusCode).toBe(410);
    expect((await who.call('PUT', linkUrl(made.template.id), { enabled: true })).statusCode).toBe(200);
    // Recorded behaviour: the code mailed before the link was turned off still works once it is on again.
    expect((await confirm(slug, visitId, code)).statusCode).toBe(201);
  });
});

describe("a visitor's document's trail", () => {
  it('names the owner, from no device, for what the link did, and the visitor, from their device, for the code', async () => {
    const { who, slug } = await publishedTemplate();
    const { visitId, code, person } = await visitWithCode(slug);
    const confirmed = await t.request({
      method: 'POST',
      url: `/v1/public-links/${slug}/visits/${visitId}/confirm`,
      payload: { code },
      headers: { 'user-agent': 'VisitorBrowser/1.0', 'x-forwarded-for': '203.0.113.9' },
    });
    const { documentId } = confirmed.json<PublicLinkVisitConfirmed>();
    const events = await t.db
      .select()
      .from(documentEvents)
      .where(eq(documentEvents.documentId, documentId))
      .orderBy(asc(documentEvents.seq));
    const byType = (type: string) => events.find((event) => event.type === type);
    expect(byType('made_from_template')).toMatchObject({ actorKind: 'owner', actorEmail: who.email, ip: null });
    expect(byType('sent')).toMatchObject({ actorKind: 'owner', ip: null });
    expect(byType('email_confirmed')).toMatchObject({
      actorKind: 'signer',
      actorEmail: person.email,
      userAgent: 'VisitorBrowser/1.0',
    });
    // The visitor's own X-Forwarded-For is not believed (TRUST_PROXY is off by default).
    expect(byType('email_confirmed')?.ip).not.toBe('203.0.113.9');
  });
});

describe('a role re-levelled while a visitor confirms', () => {
  // The first role signing first alone is checked again in the document's transaction, and the visitor's signer is
  // found by their address: a change between the link's checks and the document refuses the visit (409).
  it("never hands the visitor another signer's link", async () => {
    const { made, slug } = await publishedTemplate();
    const { visitId, code, person } = await visitWithCode(slug);
    let transactions = 0;
    // The owner's PATCH lands as the visitor's document is about to be made (after the link's checks).
    const racing = new Proxy(t.db, {
      get(target, property) {
        if (property === 'transaction') {
          return async (...args: Parameters<Db['transaction']>) => {
            transactions += 1;
            if (transactions === 2) {
              await target.update(templateRoles).set({ level: 3 }).where(eq(templateRoles.id, made.client.id));
            }
            return target.transaction(...args);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Db;
    const links = createSignerLinks('http://app.test', TEST_JWT_SECRET);
    const confirming = confirmVisit({
      db: racing,
      storage: createDiskStorage(t.dataDir),
      links,
      slug,
      visitId,
      code,
      origin: NO_ORIGIN,
    });
    await expect(confirming).rejects.toMatchObject({ status: 409, message: API_MESSAGES.publicLinkUnavailable });
    const visitorSigners = await t.db.select().from(documentSigners).where(eq(documentSigners.email, person.email));
    expect(visitorSigners, 'no document was made for the visitor').toEqual([]);
  });
});
