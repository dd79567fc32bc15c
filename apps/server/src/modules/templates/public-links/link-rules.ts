import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { Language } from '@signflow/contract/languages';
import type { PublicLinkVisitor } from '@signflow/contract/public-links';
import { badRequest } from '../../../http/app-error';
import { documentPartsOf } from '../document-parts';
import type { RoleRow, TemplateContents } from '../repo';
import type { PublicLinkValues } from './repo';

type LinkPeople = Pick<PublicLinkValues, 'recipients' | 'senderValues'>;

/**
 * What a template's public link asks of its settings (docs/domain.md#public-links): the first role is left to the
 * visitor, who signs first (the first role alone has the lowest level); the people named are for other roles of the template.
 */
export function assertLinkRoles(roles: RoleRow[], people: LinkPeople): void {
  const [first] = roles;
  if (!first) throw badRequest(API_MESSAGES.templateNeedsRole);
  // Alone at the lowest level: nobody else is invited before the visitor has signed.
  if (roles.slice(1).some((role) => role.level <= first.level)) {
    throw badRequest(API_MESSAGES.publicLinkFirstRoleSignsFirst);
  }
  const known = new Set(roles.map((role) => role.id));
  for (const recipient of people.recipients) {
    if (recipient.roleId === first.id) throw badRequest(API_MESSAGES.publicLinkFirstRoleOpen);
    if (!known.has(recipient.roleId)) throw badRequest(API_MESSAGES.unknownRole);
  }
}

/** One mailbox however it is written: letter case, and a `+tag` most providers deliver to the same box. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

/** A visitor signs in their own name: not with the mailbox of a person the link names for another role. */
export function assertOwnAddress(people: LinkPeople, visitor: PublicLinkVisitor): void {
  const own = mailboxOf(visitor.email);
  if (people.recipients.some((recipient) => mailboxOf(recipient.email) === own)) {
    throw badRequest(API_MESSAGES.publicLinkEmailTaken);
  }
}

/**
 * The document a visitor's signature makes: the visitor in the first role, the link's people in the others, the
 * link's values in the sender's fields. Refuses with the template use's own 400 what does not fit.
 */
export function visitUse(
  template: TemplateContents,
  people: LinkPeople,
  visitor: PublicLinkVisitor,
  language: Language,
) {
  assertLinkRoles(template.roles, people);
  const [first] = template.roles;
  const use = {
    recipients: [{ roleId: first?.id ?? '', name: visitor.name, email: visitor.email }, ...people.recipients],
    values: people.senderValues,
    send: true,
    message: null,
  };
  documentPartsOf(template, use, language);
  return use;
}
