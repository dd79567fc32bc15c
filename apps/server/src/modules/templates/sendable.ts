import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { assertEmailVerified } from '../auth/email-verification-service';
import type { TemplateContents } from './repo';

/**
 * What Invite Sign will ask of a document made from the template, checked before anything is queued or mailed (a
 * public link's code, a bulk send's rows): the owner's address verified (the invitations go out in their name), and a
 * field for every role (a signer without one cannot be invited). 403 and 400 with Invite Sign's own messages.
 */
export async function assertTemplateSendable(db: DbOrTx, accountId: string, template: TemplateContents): Promise<void> {
  await assertEmailVerified(db, accountId);
  const withoutField = template.roles.filter((role) => !template.fields.some((field) => field.roleId === role.id));
  if (withoutField.length > 0) {
    throw new AppError(400, API_MESSAGES.signersNeedFields, {
      names: withoutField.map((role) => role.name).join(', '),
    });
  }
}
