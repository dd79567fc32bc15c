import type { Language } from '@signflow/contract/languages';
import { planNameIn } from '@signflow/contract/plan-names';
import type { Plan } from '@signflow/contract/plans';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

interface ReminderWording {
  subject: (plan: string, daysLeft: number) => string;
  ends: (plan: string, endDate: string, daysLeft: number) => string;
  renew: string;
  action: string;
  afterwards: string;
}

const WORDING: Record<Language, ReminderWording> = {
  en: {
    subject: (plan, daysLeft) => `Your ${plan} plan ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`,
    ends: (plan, endDate, daysLeft) =>
      `Your ${plan} plan ends on ${endDate}, in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}.`,
    renew: 'Renew it, or choose another plan, to keep creating flows, uploading documents and inviting signers:',
    action: 'Choose a plan',
    afterwards:
      'If it ends, your documents stay readable and signers already invited can still sign; only new work waits for a plan.',
  },
  tr: {
    subject: (plan, daysLeft) => `${plan} planınız ${daysLeft} gün içinde sona eriyor`,
    ends: (plan, endDate, daysLeft) => `${plan} planınız ${endDate} tarihinde, ${daysLeft} gün sonra sona eriyor.`,
    renew:
      'Akış oluşturmaya, belge yüklemeye ve imzacı davet etmeye devam etmek için planınızı yenileyin ya da başka bir plan seçin:',
    action: 'Plan seç',
    afterwards:
      'Plan sona ererse belgeleriniz okunabilir kalır ve davet edilmiş imzacılar imzalamaya devam edebilir; yalnızca yeni işler bir plan bekler.',
  },
  de: {
    subject: (plan, daysLeft) => `Ihr Tarif „${plan}“ endet in ${daysLeft} ${daysLeft === 1 ? 'Tag' : 'Tagen'}`,
    ends: (plan, endDate, daysLeft) =>
      `Ihr Tarif „${plan}“ endet am ${endDate}, in ${daysLeft} ${daysLeft === 1 ? 'Tag' : 'Tagen'}.`,
    renew:
      'Verlängern Sie ihn oder wählen Sie einen anderen Tarif, um weiter Abläufe anzulegen, Dokumente hochzuladen und Unterzeichner einzuladen:',
    action: 'Tarif wählen',
    afterwards:
      'Endet er, bleiben Ihre Dokumente lesbar und bereits eingeladene Unterzeichner können weiter unterschreiben; nur neue Arbeit wartet auf einen Tarif.',
  },
  fr: {
    subject: (plan, daysLeft) =>
      `Votre formule ${plan} se termine dans ${daysLeft} ${daysLeft === 1 ? 'jour' : 'jours'}`,
    ends: (plan, endDate, daysLeft) =>
      `Votre formule ${plan} se termine le ${endDate}, dans ${daysLeft} ${daysLeft === 1 ? 'jour' : 'jours'}.`,
    renew:
      'Renouvelez-la, ou choisissez une autre formule, pour continuer à créer des circuits, déposer des documents et inviter des signataires :',
    action: 'Choisir une formule',
    afterwards:
      'Si elle se termine, vos documents restent lisibles et les signataires déjà invités peuvent encore signer ; seul le nouveau travail attend une formule.',
  },
  es: {
    subject: (plan, daysLeft) => `Tu plan ${plan} termina en ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}`,
    ends: (plan, endDate, daysLeft) =>
      `Tu plan ${plan} termina el ${endDate}, dentro de ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}.`,
    renew: 'Renuévalo, o elige otro plan, para seguir creando flujos, subiendo documentos e invitando firmantes:',
    action: 'Elegir un plan',
    afterwards:
      'Si termina, tus documentos siguen legibles y los firmantes ya invitados aún pueden firmar; solo el trabajo nuevo espera un plan.',
  },
};

/**
 * A paid plan's reminder, 7 days or 1 day before it ends (docs/domain.md#plans-and-subscriptions): the plan's name in
 * the mail's language, its end date ('yyyy-MM-dd', UTC, as the planExpired message writes it), the days left, and
 * the package page.
 */
export function planReminderMail(options: {
  to: string;
  language: Language;
  plan: Plan;
  endDate: Date;
  daysLeft: number;
  /** absoluteLink(APP_URL, WEB_ROUTES.package) */
  packageLink: string;
}): QueuedMail {
  const wording = WORDING[options.language];
  const endDate = options.endDate.toISOString().slice(0, 10);
  const plan = planNameIn(options.language, options.plan);
  return {
    to: options.to,
    subject: wording.subject(plan, options.daysLeft),
    ...mailBody({
      before: [wording.ends(plan, endDate, options.daysLeft), wording.renew],
      link: { url: options.packageLink, label: wording.action },
      after: [wording.afterwards],
    }),
  };
}
