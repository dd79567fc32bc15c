import type { Language } from './languages';
import { PLAN_NAMES, type Plan } from './plans';

/**
 * Each plan's name in each language, for what the server words itself (mails). The web app translates
 * `PLAN_NAMES` through its i18n files instead; a web test keeps the two in step.
 */
export const PLAN_NAMES_BY_LANGUAGE: Record<Language, Record<Plan, string>> = {
  en: PLAN_NAMES,
  tr: { TRIAL: 'Ücretsiz deneme', STARTER: 'Başlangıç', PRO: 'Pro', ENTERPRISE: 'Kurumsal' },
  de: { TRIAL: 'Kostenlose Testversion', STARTER: 'Einsteiger', PRO: 'Pro', ENTERPRISE: 'Unternehmen' },
  fr: { TRIAL: 'Essai gratuit', STARTER: 'Essentiel', PRO: 'Pro', ENTERPRISE: 'Entreprise' },
  es: { TRIAL: 'Prueba gratuita', STARTER: 'Inicial', PRO: 'Pro', ENTERPRISE: 'Empresa' },
};

/** The plan's name as a reader of `language` knows it ('Starter', 'Başlangıç'), never its code. */
export function planNameIn(language: Language, plan: Plan): string {
  return PLAN_NAMES_BY_LANGUAGE[language][plan];
}
