import { inDaysOrHours } from '../webhooks';
import { counter, figureWriter, type Vocabulary, type Words } from './types';

const count = counter('fr');
const figure = figureWriter('fr');

/** What a signer whose signing stopped (cancelled, or rejected by another) is told at the end. */
const nothingMoreToDo = 'Vous n’avez plus rien à faire ; votre lien ne permet plus de signer.';

export const vocabulary: Vocabulary = {
  plans: { TRIAL: 'Essai gratuit', STARTER: 'Essentiel', PRO: 'Pro', ENTERPRISE: 'Entreprise' },
  auditEvents: {
    'Document uploaded': 'Document téléversé',
    'Fields saved': 'Champs enregistrés',
    'Sent for signing': 'Envoyé pour signature',
    'E-mail sent': 'E-mail envoyé',
    'Link opened': 'Lien ouvert',
    'Field completed': 'Champ rempli',
    Submitted: 'Soumis',
    'Agreed to sign electronically': 'A accepté de signer électroniquement',
    Rejected: 'Refusé',
    'Revision asked': 'Révision demandée',
    Completed: 'Terminé',
    Sealed: 'Scellé',
    Downloaded: 'Téléchargé',
    'Prepared again': 'Préparé à nouveau',
    'Sealing failed': 'Échec du scellement',
    'Reminder sent': 'Relance envoyée',
    'Automatic reminders changed': 'Relances automatiques modifiées',
    'Signer corrected': 'Signataire corrigé',
    'Links renewed': 'Liens renouvelés',
    'Signing cancelled': 'Signature annulée',
    'Signer added': 'Signataire ajouté',
    'Signer removed': 'Signataire retiré',
    'Signer changed': 'Signataire modifié',
    'PDF replaced': 'PDF remplacé',
    'Made from a template': 'Créé à partir d’un modèle',
    'E-mail address confirmed with a code': 'Adresse e-mail confirmée par un code',
    'Signer proved who they are': 'Le signataire a prouvé son identité',
    'Wrong code typed by the signer': 'Code erroné saisi par le signataire',
  },
};

export const words: Words = {
  ...vocabulary,
  mail: {
    signerLink: {
      messageFrom: (owner) => `${owner} a écrit :`,
      open: 'Ouvrir le document',
      yoursAlone: 'Ce lien est personnel : ne le transférez pas.',
    },
    invitation: {
      subject: (document) => `Merci de signer « ${document} »`,
      intro: (owner, document) =>
        `${owner} vous demande de signer « ${document} ». Ouvrez votre lien personnel pour le lire et le signer :`,
      worksFor: (days) => `Il est valable ${count(days, 'jour', 'jours')}.`,
    },
    reminder: {
      subject: (document) => `Rappel : merci de signer « ${document} »`,
      intro: (owner, document) => `${owner} attend toujours votre signature sur « ${document} ».`,
      daysLeft: (days) =>
        days <= 1 ? 'Votre lien est encore valable un jour.' : `Votre lien est encore valable ${days} jours.`,
    },
    renewedLink: {
      subject: (document) => `Plus de temps pour signer « ${document} »`,
      intro: (owner, document) =>
        `${owner} vous accorde plus de temps pour signer « ${document} ». Votre lien personnel fonctionne de nouveau :`,
      worksFor: (days) => `Il est désormais valable ${count(days, 'jour', 'jours')}.`,
    },
    cancelled: {
      subject: (document) => `La signature de « ${document} » a été annulée`,
      intro: (owner, document) => `${owner} a annulé la signature de « ${document} ».`,
      reason: (reason) => `Motif : ${reason}`,
      after: nothingMoreToDo,
    },
    rejected: {
      subject: (document) => `« ${document} » a été refusé : la signature est arrêtée`,
      intro: (signer, document) => `${signer} a refusé « ${document} » ; la signature est donc arrêtée.`,
      reason: (reason) => `Motif : ${reason}`,
      after: nothingMoreToDo,
    },
    progress: {
      signedSubject: (signer, document) => `${signer} a signé « ${document} »`,
      outcomeSubject: {
        Completed: (signer, document) => `${signer} a signé « ${document} » : le document est terminé`,
        Rejected: (signer, document) => `${signer} a refusé « ${document} »`,
        Revision: (signer, document) => `${signer} demande une révision de « ${document} »`,
      },
      outcomeBody: {
        Completed: (signer) =>
          `Avec la signature de ${signer}, tout le monde a signé : le document est terminé. Il est dans vos Archives ; le PDF scellé suit dans un e-mail séparé.`,
        Rejected: () =>
          'La signature est arrêtée, et les autres signataires déjà invités ont été prévenus. Le document est dans vos Archives.',
        Revision: () =>
          'La signature est arrêtée. Dans les Archives, choisissez Préparer à nouveau pour modifier le document et le renvoyer.',
      },
      reason: (signer) => `${signer} a donné cette raison :`,
      open: 'Ouvrir SignFlow',
    },
    sealed: {
      subject: (document) => `« ${document} » est signé : votre copie`,
      attached: (document) =>
        `Tout le monde a signé « ${document} ». Le PDF scellé est joint ; sa dernière page certifie qui a signé, quand et d’où.`,
      linked: (document) =>
        `Tout le monde a signé « ${document} ». Le PDF scellé est trop volumineux pour être joint : téléchargez-le ici. Sa dernière page certifie qui a signé, quand et d’où.`,
      action: 'Télécharger le PDF scellé',
    },
    webhookDisabled: {
      subject: (url) => `Point de terminaison webhook désactivé : ${url}`,
      body: ({ url, hours }) =>
        `Toutes les livraisons vers votre point de terminaison webhook ${url} échouent depuis ${inDaysOrHours(hours, { days: (n) => count(n, 'jour', 'jours'), hours: (n) => count(n, 'heure', 'heures') })} : SignFlow l’a donc désactivé et ne lui envoie plus d’événements.`,
      whatToDo: (seconds) =>
        `Vérifiez que le point de terminaison est joignable et répond avec un statut 2xx en moins de ${count(seconds, 'seconde', 'secondes')}, puis réactivez-le dans Intégrations, Webhooks. Son journal de livraison montre ce qu’il a répondu.`,
      action: 'Ouvrir Intégrations',
    },
    bulkSendFinished: {
      subject: (template) => `Envoi groupé depuis « ${template} » terminé`,
      made: ({ template, created, total, sent }) =>
        `Documents créés depuis « ${template} » : ${figure(created)} sur ${figure(total)}, ${sent ? 'chacun envoyé pour signature' : 'chacun laissé en brouillon'}.`,
      failed: (failed) =>
        `Lignes qui n’ont pas pu être créées : ${figure(failed)}. Le rapport de l’envoi groupé indique chaque ligne et sa raison ; rien n’a été créé à partir d’elles.`,
      action: 'Ouvrir le rapport',
    },
    sealFailed: {
      subject: (document) => `« ${document} » n’a pas pu être scellé`,
      body: (document) =>
        `Tout le monde a signé « ${document} », mais son PDF scellé n’a pas pu être créé après plusieurs tentatives : personne n’en a encore reçu de copie. Les signatures sont conservées.`,
      whatToDo:
        'Ouvrez les Archives et cliquez sur « Relancer le scellement » pour ce document. En cas de nouvel échec, demandez à l’administrateur de SignFlow de consulter le journal du serveur.',
      action: 'Ouvrir les Archives',
    },
    emailVerification: {
      subject: 'Vérifiez votre adresse e-mail',
      intro:
        'Bienvenue sur SignFlow. Ouvrez ce lien pour vérifier que cette adresse e-mail est bien la vôtre ; d’ici là, vous ne pouvez pas envoyer de documents à signer :',
      action: 'Vérifier mon adresse e-mail',
      expiry: (hours) =>
        `Le lien expire dans ${count(hours, 'heure', 'heures')}. Vous pouvez en demander un nouveau depuis SignFlow.`,
      ignore: 'Si vous n’avez pas créé de compte SignFlow, ignorez cet e-mail.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe',
      intro:
        'Une réinitialisation du mot de passe de votre compte a été demandée. Ouvrez ce lien pour en choisir un nouveau :',
      action: 'Choisir un nouveau mot de passe',
      expiry: (hours) => `Le lien ne fonctionne qu’une fois et expire dans ${count(hours, 'heure', 'heures')}.`,
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    },
    publicLinkCode: {
      subject: (document) => `Votre code pour signer « ${document} »`,
      intro: (owner, document) =>
        `Vous avez demandé à signer « ${document} » de ${owner}. Saisissez ce code sur la page pour continuer :`,
      code: (code) => code,
      expiry: (n) => `Le code ne fonctionne qu’une fois, pendant ${count(n, 'minute', 'minutes')}.`,
      ignore: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : rien n’est signé sans le code.',
    },
    identityLinked: {
      subject: (provider) => `La connexion avec ${provider} a été ajoutée à votre compte SignFlow`,
      what: ({ provider, who, email, at, ip }) =>
        `Le compte ${provider} ${who} a été associé à votre compte SignFlow ${email} le ${at} (UTC), depuis l’adresse IP ${ip}. Il permet désormais de se connecter à votre compte sans votre mot de passe.`,
      notYou: (provider) =>
        `Si ce n’était pas vous, quelqu’un a peut-être accès à votre messagerie ou à votre compte ${provider} : sécurisez-les, puis réinitialisez votre mot de passe SignFlow, ce qui déconnecte tous les appareils de votre compte :`,
      action: 'Réinitialiser le mot de passe',
    },
    passwordChanged: {
      subject: { changed: 'Votre mot de passe a été modifié', set: 'Un mot de passe a été défini pour votre compte' },
      what: {
        changed: (email, at) => `Le mot de passe de votre compte SignFlow ${email} a été modifié le ${at} (UTC).`,
        set: (email, at) => `Un mot de passe a été défini pour votre compte SignFlow ${email} le ${at} (UTC).`,
      },
      others: 'Tous les autres appareils connectés à votre compte ont été déconnectés.',
      notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant :',
      action: 'Réinitialiser le mot de passe',
    },
    securityChanged: {
      subject: {
        twoFactorOn: 'La connexion en deux étapes est activée',
        twoFactorOff: 'La connexion en deux étapes a été désactivée',
        passkeyAdded: 'Une clé d’accès a été ajoutée à votre compte',
        recoveryCodeUsed: 'Un code de récupération a servi à se connecter',
        apiKeyAdded: 'Une clé d’API a été créée pour votre compte',
      },
      what: {
        twoFactorOn: (email, at) =>
          `La connexion en deux étapes a été activée pour votre compte SignFlow ${email} le ${at} (UTC) : chaque connexion demande désormais aussi un code de votre application d’authentification.`,
        twoFactorOff: (email, at) =>
          `La connexion en deux étapes a été désactivée pour votre compte SignFlow ${email} le ${at} (UTC) : le mot de passe seul suffit désormais.`,
        recoveryCodeUsed: (email, at) =>
          `Un code de récupération a servi à se connecter à votre compte SignFlow ${email} le ${at} (UTC).`,
        passkeyAdded: (email, at) =>
          `Une clé d’accès a été ajoutée à votre compte SignFlow ${email} le ${at} (UTC) : elle connecte sans mot de passe.`,
        apiKeyAdded: (email, at) =>
          `Une clé d’API a été créée pour votre compte SignFlow ${email} le ${at} (UTC) : un logiciel qui la détient peut agir pour le compte jusqu’à sa révocation sur la page Intégrations.`,
      },
      codesLeft: (count) => `Codes de récupération restants : ${count}.`,
      notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant :',
      action: 'Réinitialiser le mot de passe',
    },
    receipt: {
      subject: (billingNo) => `Paiement reçu : facture ${billingNo}`,
      received: (amount, plan, months) =>
        `Merci : nous avons bien reçu votre paiement de ${amount} pour la formule ${plan}, ${months} mois.`,
      runsUntil: (plan, endDate) => `Votre formule ${plan} court désormais jusqu’au ${endDate}.`,
      attached: (fileName) => `La facture est jointe (${fileName}). Elle est aussi sur la page de la facture :`,
      linked: 'La facture et son PDF sont sur la page de la facture :',
      action: 'Voir la facture',
    },
    planReminder: {
      subject: (plan, daysLeft) => `Votre formule ${plan} se termine dans ${count(daysLeft, 'jour', 'jours')}`,
      ends: (plan, endDate, daysLeft) =>
        `Votre formule ${plan} se termine le ${endDate}, dans ${count(daysLeft, 'jour', 'jours')}.`,
      renew:
        'Renouvelez-la, ou choisissez une autre formule, pour continuer à créer des circuits, déposer des documents et inviter des signataires :',
      action: 'Choisir une formule',
      afterwards:
        'Si elle se termine, vos documents restent lisibles et les signataires déjà invités peuvent encore signer ; seul le nouveau travail attend une formule.',
    },
  },
  certificate: {
    title: 'Certificat d’achèvement',
    intro: 'Cette page indique qui a signé ce document, quand et d’où. Elle est scellée avec le document.',
    document: 'Document',
    documentId: 'Identifiant du document',
    originalSha256: 'SHA-256 de l’original',
    pages: 'Pages',
    sender: 'Envoyé par',
    completed: 'Terminé',
    parties: 'Signataires',
    level: 'Niveau',
    apiKey: 'clé d’API',
    decision: 'Décision',
    signedAt: 'Signé le',
    ipAddress: 'Adresse IP',
    events: 'Journal d’audit',
    notSubmitted: 'non soumis',
    reason: 'Raison',
    answersCleared: 'Réponses effacées',
    fieldsDropped: 'Champs retirés',
    fieldsRemoved: 'Champs supprimés',
    consent: 'Accord pour signer électroniquement',
    verification: 'Vérification d’identité',
    verificationMethods: { link: 'Lien seul', email_code: 'Code par e-mail', access_code: 'Code d’accès' },
    verificationPassedAt: 'réussie le',
    decisions: { approved: 'Approuvé', rejected: 'Refusé', revision: 'Révision demandée' },
    seal: 'Sceau',
    sealLevels: {
      'B-B':
        'PAdES B-B : signé avec le certificat de ce serveur ; son heure est l’horloge de ce serveur, pas un horodatage de confiance',
      'B-T': 'PAdES B-T : signé avec le certificat de ce serveur et horodaté par une autorité d’horodatage',
      'B-LT': 'PAdES B-LT : signé, horodaté, avec les données de validation incorporées',
      'B-LTA':
        'PAdES B-LTA : signé, horodaté, avec les données de validation incorporées et un horodatage du document sur l’ensemble',
    },
  },
  invoice: {
    title: 'Facture',
    invoiceNo: 'Numéro de facture',
    orderId: 'Numéro de commande',
    billingDate: 'Date de facturation',
    dueDate: 'Échéance',
    paidDate: 'Payée le',
    paymentMethod: 'Moyen de paiement',
    status: 'Statut',
    paid: 'Payée',
    unpaid: 'Non payée',
    seller: 'Vendeur',
    billedTo: 'Facturé à',
    description: 'Description',
    amount: 'Montant',
    subtotal: 'Sous-total',
    tax: (percent) => `Taxe ${percent} %`,
    total: 'Total',
    planLine: (plan, months) => `Formule ${plan}, ${months} mois`,
    bonusLine: (months) => `${months} ${months === 1 ? 'mois offert' : 'mois offerts'}`,
    thanks: 'Merci pour votre paiement.',
  },
  sandboxPayment: {
    title: 'Paiement de test',
    note: 'Une page de paiement de test : aucun argent n’est débité.',
    order: 'Commande',
    description: 'Description',
    amount: 'Montant',
    method: 'Moyen de paiement',
    paidOn: (at) => `Cette commande a été payée le ${at}.`,
    expiredOn: (at) => `Ce paiement a expiré le ${at} : plus rien ne peut être payé ici.`,
    pay: 'Payer',
    fail: 'Faire échouer',
  },
  templates: {
    copyName: (name) => `Copie de ${name}`,
    signerRole: (position) => `Signataire ${position}`,
  },
};
