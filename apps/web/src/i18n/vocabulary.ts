import type { AuditEventLabel } from '@signflow/contract/audit';
import { PLAN_NAMES, PLANS } from '@signflow/contract/plans';
import type { Vocabulary } from '@signflow/contract/words';

type PlanName = (typeof PLAN_NAMES)[keyof typeof PLAN_NAMES];

/**
 * A language's vocabulary (its server catalogue's plan and event names, packages/contract/src/words) as
 * translations of the English names the interface uses as keys: the mails, the certificate and the pages say
 * the same words.
 */
export function vocabularyTranslations(vocabulary: Vocabulary): Record<AuditEventLabel | PlanName, string> {
  const plans = Object.fromEntries(PLANS.map((plan) => [PLAN_NAMES[plan], vocabulary.plans[plan]]));
  return { ...vocabulary.auditEvents, ...(plans as Record<PlanName, string>) };
}
