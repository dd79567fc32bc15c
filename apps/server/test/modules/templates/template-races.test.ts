import type { TemplateRole } from '@signflow/contract/templates';
import { describe, expect, it } from 'vitest';
import { documentsFrom } from '../../support/bulk-sends';
import { documentsTestAppPerFile, owner } from '../../support/documents';
import {
  makeTemplate,
  publicLinkVisits,
  senderFilledTemplate,
  templateField,
  useOf,
  visitor,
} from '../../support/templates';

/** Templates' calls at once (docs/domain.md#templates): the plan's last places, a role removed as a field is added. */
const t = documentsTestAppPerFile();
const { publishedTemplate, confirm, visitWithCode } = publicLinkVisits(t);

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
    const { made, slug } = await publishedTemplate(who);
    const visits = [];
    for (let n = 0; n < 5; n += 1) visits.push(await visitWithCode(slug, visitor(`Vera ${n}`)));
    const answers = await Promise.all(visits.map(({ visitId, code }) => confirm(slug, visitId, code)));
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
