import type { Language } from '@signflow/contract/languages';
import type { QueuedMail } from '../../../platform/mail-queue';
import { type AccountLinkWording, accountLinkMail } from './account-link-mail';

const WORDING: Record<Language, AccountLinkWording> = {
  en: {
    subject: 'Verify your e-mail address',
    intro:
      'Welcome to SignFlow. Open this link to verify that this e-mail address is yours; until then you cannot send documents for signing:',
    action: 'Verify my e-mail address',
    expiry: 'The link expires in 48 hours. You can ask for a new one from SignFlow.',
    ignore: 'If you did not create a SignFlow account, ignore this e-mail.',
  },
  tr: {
    subject: 'E-posta adresinizi doğrulayın',
    intro:
      'SignFlow’a hoş geldiniz. Bu e-posta adresinin size ait olduğunu doğrulamak için bu bağlantıyı açın; o zamana kadar belgeleri imzaya gönderemezsiniz:',
    action: 'E-posta adresimi doğrula',
    expiry: 'Bağlantı 48 saat içinde geçerliliğini yitirir. SignFlow’dan yenisini isteyebilirsiniz.',
    ignore: 'Bir SignFlow hesabı oluşturmadıysanız bu e-postayı dikkate almayın.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro:
      'Willkommen bei SignFlow. Öffnen Sie diesen Link, um zu bestätigen, dass diese E-Mail-Adresse Ihnen gehört; bis dahin können Sie keine Dokumente zur Unterschrift senden:',
    action: 'Meine E-Mail-Adresse bestätigen',
    expiry: 'Der Link läuft nach 48 Stunden ab. In SignFlow können Sie einen neuen anfordern.',
    ignore: 'Wenn Sie kein SignFlow-Konto erstellt haben, ignorieren Sie diese E-Mail.',
  },
  fr: {
    subject: 'Vérifiez votre adresse e-mail',
    intro:
      'Bienvenue sur SignFlow. Ouvrez ce lien pour vérifier que cette adresse e-mail est bien la vôtre ; d’ici là, vous ne pouvez pas envoyer de documents à signer :',
    action: 'Vérifier mon adresse e-mail',
    expiry: 'Le lien expire dans 48 heures. Vous pouvez en demander un nouveau depuis SignFlow.',
    ignore: 'Si vous n’avez pas créé de compte SignFlow, ignorez cet e-mail.',
  },
  es: {
    subject: 'Verifica tu dirección de correo electrónico',
    intro:
      'Te damos la bienvenida a SignFlow. Abre este enlace para verificar que esta dirección de correo es tuya; hasta entonces no puedes enviar documentos para firmar:',
    action: 'Verificar mi dirección de correo',
    expiry: 'El enlace caduca en 48 horas. Puedes pedir uno nuevo desde SignFlow.',
    ignore: 'Si no has creado una cuenta de SignFlow, ignora este correo.',
  },
};

/** The mail with the link that proves the owner holds their address, in the account's language. */
export function emailVerificationMail(options: { to: string; link: string; language: Language }): QueuedMail {
  return accountLinkMail(WORDING[options.language], options);
}
