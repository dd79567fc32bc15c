import type { Language } from '@signflow/contract/languages';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

interface PasswordChangedWording {
  subject: { changed: string; set: string };
  what: { changed: (email: string, at: string) => string; set: (email: string, at: string) => string };
  others: string;
  notYou: string;
  action: string;
}

const WORDING: Record<Language, PasswordChangedWording> = {
  en: {
    subject: { changed: 'Your password was changed', set: 'A password was set for your account' },
    what: {
      changed: (email, at) => `The password of your SignFlow account ${email} was changed on ${at} (UTC).`,
      set: (email, at) => `A password was set for your SignFlow account ${email} on ${at} (UTC).`,
    },
    others: 'Every other device signed in to your account has been signed out.',
    notYou: 'If this was not you, reset your password now:',
    action: 'Reset your password',
  },
  tr: {
    subject: { changed: 'Şifreniz değiştirildi', set: 'Hesabınız için bir şifre belirlendi' },
    what: {
      changed: (email, at) => `${email} SignFlow hesabınızın şifresi ${at} (UTC) tarihinde değiştirildi.`,
      set: (email, at) => `${email} SignFlow hesabınız için ${at} (UTC) tarihinde bir şifre belirlendi.`,
    },
    others: 'Hesabınızda oturumu açık olan diğer tüm cihazların oturumu kapatıldı.',
    notYou: 'Bunu siz yapmadıysanız şifrenizi hemen sıfırlayın:',
    action: 'Şifrenizi sıfırlayın',
  },
  de: {
    subject: { changed: 'Ihr Passwort wurde geändert', set: 'Für Ihr Konto wurde ein Passwort festgelegt' },
    what: {
      changed: (email, at) => `Das Passwort Ihres SignFlow-Kontos ${email} wurde am ${at} (UTC) geändert.`,
      set: (email, at) => `Für Ihr SignFlow-Konto ${email} wurde am ${at} (UTC) ein Passwort festgelegt.`,
    },
    others: 'Alle anderen Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.',
    notYou: 'Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück:',
    action: 'Passwort zurücksetzen',
  },
  fr: {
    subject: { changed: 'Votre mot de passe a été modifié', set: 'Un mot de passe a été défini pour votre compte' },
    what: {
      changed: (email, at) => `Le mot de passe de votre compte SignFlow ${email} a été modifié le ${at} (UTC).`,
      set: (email, at) => `Un mot de passe a été défini pour votre compte SignFlow ${email} le ${at} (UTC).`,
    },
    others: 'Tous les autres appareils connectés à votre compte ont été déconnectés.',
    notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant :',
    action: 'Réinitialiser le mot de passe',
  },
  es: {
    subject: { changed: 'Tu contraseña ha cambiado', set: 'Se ha establecido una contraseña para tu cuenta' },
    what: {
      changed: (email, at) => `La contraseña de tu cuenta de SignFlow ${email} se cambió el ${at} (UTC).`,
      set: (email, at) => `Se estableció una contraseña para tu cuenta de SignFlow ${email} el ${at} (UTC).`,
    },
    others: 'Se ha cerrado la sesión en todos los demás dispositivos conectados a tu cuenta.',
    notYou: 'Si no has sido tú, restablece tu contraseña ahora:',
    action: 'Restablecer la contraseña',
  },
};

/** 'yyyy-MM-dd HH:mm', in UTC: reads the same in every language. */
const minute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/**
 * Tells the owner their password was changed (or first set), when, that their other sign-ins ended, and
 * where to take the account back if it was not them: the forgot-password page, whose link reaches only
 * their inbox.
 */
export function passwordChangedMail(options: {
  to: string;
  language: Language;
  kind: 'changed' | 'set';
  at: Date;
  /** absoluteLink(APP_URL, WEB_ROUTES.forgotPassword) */
  forgotPasswordLink: string;
}): MailMessage {
  const wording = WORDING[options.language];
  return {
    to: options.to,
    subject: wording.subject[options.kind],
    ...mailBody({
      before: [wording.what[options.kind](options.to, minute(options.at)), wording.others, wording.notYou],
      link: { url: options.forgotPasswordLink, label: wording.action },
    }),
  };
}
