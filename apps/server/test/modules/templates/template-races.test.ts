import {
  PUBLIC_LINK_CODE_DIGITS,
  type PublicLinkAnswer,
  type PublicLinkVisitStarted,
} from '@signflow/contract/public-links';
import type { TemplateRole } from '@signflow/contract/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsFrom } from '../../support/bulk-sends';
import { createDocumentsTestApp, type DocumentsTestApp, owner } from '../../support/documents';
import { makeTemplate, senderFilledTemplate, templateField, useOf } from '../../support/templates';
import { uniqueEmail } from '../../support/test-app';

/** Templates' calls at once (docs/domain.md#templates): the plan's last places, a role removed as a field is added. */
let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('at the plan’s last places', () => {
  it('makes as many documents from a template at once as the plan has room for, no more', async () => {
    const who = await owner(t, 'TRIAL');
    const made = await senderFilledTemplate(t, who);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => who.call('POST', `/v1/templates/${made.template.id}/documents`, useOf(made))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    expect(await documentsFrom(t.db, made.template.id)).toBe(3);
    // The refused ones leave no copied PDF: the template's and the three documents' only.
    expect(t.storedFiles().filter((file) => file.startsWith(`files/${who.accountId}/`))).toHaveLength(4);
  });

  it('lets visitors confirming at once make as many documents as the plan has room for', async () => {
    const who = await owner(t, 'TRIAL');
    const made = await senderFilledTemplate(t, who);
    const settings = {
      enabled: true,
      recipients: [{ roleId: made.witness.id, name: 'Walt Witness', email: uniqueEmail('walt') }],
      values: useOf(made).values,
    };
    const link = (
      await who.call('PUT', `/v1/templates/${made.template.id}/public-link`, settings)
    ).json<PublicLinkAnswer>();
    const slug = new URL(link.url ?? '').pathname.split('/').at(-1) ?? '';
    const visits = [];
    for (let n = 0; n < 5; n += 1) {
      const email = uniqueEmail('vera');
      const started = await t.request({
        method: 'POST',
        url: `/v1/public-links/${slug}/visits`,
        payload: { name: `Vera ${n}`, email },
      });
      expect(started.statusCode, started.body).toBe(201);
      const mail = await t.smtp.waitFor(email, { matching: (each) => each.subject.startsWith('Your code to sign') });
      const code = mail.text.match(new RegExp(`^\\d{${PUBLIC_LINK_CODE_DIGITS}}$`, 'm'))?.[0] ?? '';
      visits.push({ visitId: started.json<PublicLinkVisitStarted>().visitId, code });
    }
    const answers = await Promise.all(
      visits.map(({ visitId, code }) =>
        t.request({ method: 'POST', url: `/v1/public-links/${slug}/visits/${visitId}/confirm`, payload: { code } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await documentsFrom(t.db, made.template.id)).toBe(3);
  });
});

describe('changes at once', () => {
  it('removes a role or gives it a field, never both, and never answers 500', async () => {
    const who = await owner(t);
    const made = await makeTemplate(t, who);
    const [client, witness] = made.roles as [TemplateRole, TemplateRole];
    const [patch, put] = await Promise.all([
      who.call('PATCH', `/v1/templates/${made.id}`, { roles: [{ id: client.id, name: 'Client', level: 1 }] }),
      who.call('PUT', `/v1/templates/${made.id}/fields`, { create: [templateField(witness.id)] }),
    ]);
    expect([patch.statusCode, put.statusCode], `${patch.body} ${put.body}`).toSatisfy(
      ([a, b]: number[]) => (a === 200 && b === 400) || (a === 409 && b === 200),
    );
  });

  // On PostgreSQL a use whose template is deleted between make-document.ts's reads found its roles gone and answered
  // 400 'Unknown role'; it is a 404. Five rounds: one round showed it about two times in three.
  it('deletes a template while documents are made from it: each made whole or 404, no PDF left over', async () => {
    const who = await owner(t, 'ENTERPRISE');
    let createdCount = 0;
    for (let round = 0; round < 5; round += 1) {
      const made = await senderFilledTemplate(t, who);
      const uses = Array.from({ length: 4 }, () =>
        who.call('POST', `/v1/templates/${made.template.id}/documents`, useOf(made)),
      );
      const removal = who.call('DELETE', `/v1/templates/${made.template.id}`);
      const answers = await Promise.all([...uses, removal]);
      for (const answer of answers) expect([200, 201, 404], answer.body).toContain(answer.statusCode);
      createdCount += answers.slice(0, 4).filter((answer) => answer.statusCode === 201).length;
    }
    const files = t.storedFiles().filter((file) => file.startsWith(`files/${who.accountId}/`));
    expect(files).toHaveLength(createdCount);
  });
});
