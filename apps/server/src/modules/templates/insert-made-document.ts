import type { Language } from '@signflow/contract/languages';
import type { templateUseSchema } from '@signflow/contract/templates';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { OwnerRequest } from '../../http/request-origin';
import { recordOwnerEvent } from '../audit/record-event';
import { assertPlanAllowsDocument, insertDraft } from '../documents/document-store';
import { sendForSigning } from '../signing/send-for-signing';
import type { SignerLinks } from '../signing/signer-links';
import { documentPartsOf } from './document-parts';
import type { RoleRow, TemplateFieldRow, TemplateRow } from './repo';

/**
 * A document made from a template, in the caller's transaction, which holds the account's lock and the template
 * (shared): the plan's room checked, its signers and fields from the template and `use` (document-parts.ts), its
 * trail started with `made_from_template` (with `details` added, a bulk send's row), and with `use.send` sent
 * through Invite Sign's step. Its PDF is already kept under `file.storageKey`. Throws an AppError when anything
 * does not fit, and the caller's transaction (or savepoint) is then to be rolled back.
 */
export async function insertMadeDocument(
  tx: DbOrTx,
  options: {
    links: SignerLinks;
    owner: OwnerRequest;
    template: TemplateRow;
    contents: { roles: RoleRow[]; fields: TemplateFieldRow[] };
    use: z.output<typeof templateUseSchema>;
    documentId: string;
    file: { storageKey: string; sizeBytes: number; sha256: string };
    language: Language;
    details?: Record<string, string>;
  },
): Promise<void> {
  const { links, owner, template, use, documentId, file } = options;
  await assertPlanAllowsDocument(tx, owner.accountId);
  const parts = documentPartsOf(options.contents, use, options.language);
  await insertDraft(tx, {
    id: documentId,
    accountId: owner.accountId,
    name: use.name ?? template.name,
    templateId: template.id,
    file: { ...file, pageCount: template.pageCount },
    ...parts,
  });
  await recordOwnerEvent(tx, owner.accountId, {
    documentId,
    type: 'made_from_template',
    origin: owner.origin,
    details: {
      templateId: template.id,
      templateName: template.name,
      sha256: file.sha256,
      fields: String(parts.fields.length),
      ...options.details,
    },
  });
  if (use.send) {
    const choices = { message: use.message, reminders: use.reminders };
    await sendForSigning(tx, { links, owner, documentId, choices });
  }
}
