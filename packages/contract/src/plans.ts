/** Plans and their limits (docs/domain.md#plans-and-subscriptions): written once, read by the server and the web app. */
export const PLANS = ['TRIAL', 'STARTER', 'PRO', 'ENTERPRISE'] as const;
export type Plan = (typeof PLANS)[number];

/** Each plan's name as people read it (the web app translates it by this English text). */
export const PLAN_NAMES = {
  TRIAL: 'Free trial',
  STARTER: 'Starter',
  PRO: 'Pro',
  ENTERPRISE: 'Enterprise',
} as const satisfies Record<Plan, string>;

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

export const TRIAL_DAYS = 7;

/** How many of each an account keeps on a plan (docs/domain.md#plans-and-subscriptions); `null` means no limit. */
export const PLAN_LIMITS: Record<Plan, { flows: number | null; documents: number | null; templates: number | null }> = {
  TRIAL: { flows: 1, documents: 3, templates: 1 },
  STARTER: { flows: 10, documents: 50, templates: 10 },
  PRO: { flows: 50, documents: 100, templates: 50 },
  ENTERPRISE: { flows: null, documents: null, templates: null },
};

export interface Subscription {
  plan: Plan;
  startDate: string;
  endDate: string;
}

/** GET /v1/profile/subscription; 404 when the account has none. */
export interface SubscriptionResponse {
  subscription: Subscription;
}
