import type { PublicLinkAnswer } from '@signflow/contract/public-links';
import type { TemplateDetail } from '@signflow/contract/templates';
import type { z } from 'zod';
import { templateUseFormSchema } from './sender-values';

/**
 * A public link's settings form (docs/domain.md#public-links): Use template's people and values, without a message.
 * Its people are for the roles after the first, which the visitor takes.
 */
export function publicLinkFormSchema(...fields: Parameters<typeof templateUseFormSchema>) {
  return templateUseFormSchema(...fields).omit({ message: true });
}
export type PublicLinkForm = z.input<ReturnType<typeof publicLinkFormSchema>>;

/**
 * What the form starts with: the link's person for each role but the first and its value for each field the sender
 * fills in, in the template's order; a role or field the link has nothing for yet starts empty (a checkbox unticked).
 * Given what was `typed` before the template's roles changed, that is kept for the roles and fields still there.
 */
export function publicLinkFormValues(
  template: TemplateDetail,
  link: PublicLinkAnswer,
  typed?: PublicLinkForm,
): PublicLinkForm {
  const people = new Map([...link.recipients, ...(typed?.recipients ?? [])].map((person) => [person.roleId, person]));
  const values = new Map([...link.values, ...(typed?.values ?? [])].map((value) => [value.fieldId, value.value]));
  return {
    recipients: template.roles.slice(1).map((role) => {
      const person = people.get(role.id);
      return { roleId: role.id, name: person?.name ?? '', email: person?.email ?? '' };
    }),
    values: template.fields
      .filter((field) => field.senderFilled)
      .map((field) => ({
        fieldId: field.id,
        value: values.get(field.id) ?? (field.type === 'checkbox' ? 'false' : ''),
      })),
  };
}
