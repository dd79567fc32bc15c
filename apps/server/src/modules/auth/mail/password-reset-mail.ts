import type { Language } from '@signflow/contract/languages';
import type { MailMessage } from '../../../platform/mailer';
import { type AccountLinkWording, accountLinkMail } from './account-link-mail';

const WORDING: Record<Language, AccountLinkWording> = {
  en: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your account. Open this link to choose a new one:',
    action: 'Choose a new password',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  tr: {
    subject: 'Şifrenizi sıfırlayın',
    intro: 'Hesabınızın şifresinin sıfırlanması istendi. Yeni bir şifre belirlemek için bu bağlantıyı açın:',
    action: 'Yeni şifre belirle',
    expiry: 'Bağlantı yalnızca bir kez çalışır ve 1 saat içinde geçerliliğini yitirir.',
    ignore: 'Bunu siz istemediyseniz bu e-postayı dikkate almayın: şifreniz değişmez.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    intro:
      'Jemand hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Öffnen Sie diesen Link, um ein neues zu wählen:',
    action: 'Neues Passwort wählen',
    expiry: 'Der Link funktioniert einmal und läuft nach 1 Stunde ab.',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    intro:
      'Une réinitialisation du mot de passe de votre compte a été demandée. Ouvrez ce lien pour en choisir un nouveau :',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    intro: 'Se ha pedido restablecer la contraseña de tu cuenta. Abre este enlace para elegir una nueva:',
    action: 'Elegir una nueva contraseña',
    expiry: 'El enlace funciona una sola vez y caduca en 1 hora.',
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
};

export function passwordResetMail(options: { to: string; link: string; language: Language }): MailMessage {
  return accountLinkMail(WORDING[options.language], options);
}
