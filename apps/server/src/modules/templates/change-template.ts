import type { TemplateDetail, templateChangeSchema } from '@signflow/contract/templates';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { OwnerRequest } from '../../http/request-origin';
import { touchTemplate } from './repo';
import { replaceRoles } from './role-list';
import { readTemplate, requireTemplate } from './service';

/**
 * PATCH /v1/templates/{id}: renames the template and, with `roles`, makes them its whole list of roles (role-list.ts),
 * in one transaction. Documents already made from it keep their own name, signers and fields.
 */
export async function changeTemplate(options: {
  db: Db;
  owner: OwnerRequest;
  templateId: string;
  change: z.output<typeof templateChangeSchema>;
}): Promise<TemplateDetail> {
  const { db, owner, templateId, change } = options;
  return db.transaction(async (tx) => {
    await requireTemplate(tx, owner.accountId, templateId, 'update');
    if (change.roles) await replaceRoles(tx, templateId, change.roles);
    // A change with nothing in it leaves `updatedAt` as it was.
    if (change.name !== undefined || change.roles) await touchTemplate(tx, templateId, { name: change.name });
    return readTemplate(tx, await requireTemplate(tx, owner.accountId, templateId));
  });
}
