import { AUDIT_EVENT_LABEL_TRANSLATIONS } from '@signflow/contract/audit';
import type { Translations } from './en';

// French typography puts a no-break space (U+00A0) before the marks ? ! : and ;
export const fr: Translations = {
  Language: 'Langue',
  'Show or hide the characters': 'Afficher ou masquer les caractères',
  'Loading…': 'Chargement…',
  Failed: 'Échec',

  'Sign in': 'Se connecter',
  Email: 'E-mail',
  Password: 'Mot de passe',
  'Forgot password?': 'Mot de passe oublié ?',
  'New to SignFlow?': 'Nouveau sur SignFlow ?',
  'Create an account': 'Créer un compte',
  'Login is succeed!': 'Connexion réussie !',
  'Create your account': 'Créez votre compte',
  'First name': 'Prénom',
  'Last name': 'Nom',
  'Phone number': 'Numéro de téléphone',
  'Retype password': 'Retapez le mot de passe',
  Register: 'S’inscrire',
  'Already have an account?': 'Vous avez déjà un compte ?',
  'Forgot password': 'Mot de passe oublié',
  'Enter the e-mail address of your account and we will send you a link to choose a new password.':
    'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'Send reset link': 'Envoyer le lien de réinitialisation',
  'Back to sign in': 'Retour à la connexion',
  'Request password is sent!': 'La demande de réinitialisation du mot de passe a été envoyée !',
  'Choose a new password': 'Choisissez un nouveau mot de passe',
  'New password': 'Nouveau mot de passe',
  'Confirm password': 'Confirmez le mot de passe',
  'Set new password': 'Enregistrer le nouveau mot de passe',
  'This password reset link is invalid or has expired':
    'Ce lien de réinitialisation du mot de passe est invalide ou a expiré',
  'Request a new link': 'Demander un nouveau lien',
  'Thank you for registering!': 'Merci pour votre inscription !',
  'Your account is ready. We are preparing your workspace…':
    'Votre compte est prêt. Nous préparons votre espace de travail…',
  'Account setup progress': 'Progression de la configuration du compte',
  Callback: 'Rappel',

  'Privacy policy': 'Politique de confidentialité',
  'SignFlow lets account holders send documents for electronic signature. This policy explains which personal data we keep and why.':
    'SignFlow permet aux titulaires d’un compte d’envoyer des documents à la signature électronique. Cette politique explique quelles données personnelles nous conservons et pourquoi.',
  'What we collect': 'Ce que nous collectons',
  "Your name, e-mail address and, if you give them, your phone number, address, company and job title; the documents you upload; and for every signature the signer's name, e-mail address, IP address and the time of each action.":
    'Votre nom, votre adresse e-mail et, si vous les indiquez, votre numéro de téléphone, votre adresse, votre entreprise et votre fonction ; les documents que vous téléversez ; et, pour chaque signature, le nom, l’adresse e-mail et l’adresse IP du signataire ainsi que l’heure de chaque action.',
  'How we use it': 'Comment nous les utilisons',
  'We use this data only to provide the service: to sign you in, to deliver documents to their signers, to keep the audit trail of each signed document and to send you e-mails about your account.':
    'Nous utilisons ces données uniquement pour fournir le service : vous connecter, remettre les documents à leurs signataires, conserver la piste d’audit de chaque document signé et vous envoyer des e-mails concernant votre compte.',
  'Minimum age': 'Âge minimum',
  'SignFlow is not meant for children. You must be at least 13 years old to create an account or to sign a document.':
    'SignFlow ne s’adresse pas aux enfants. Vous devez avoir au moins 13 ans pour créer un compte ou signer un document.',
  'Your rights': 'Vos droits',
  'You can see and correct your profile at any time, and you can ask us to delete your account together with its documents.':
    'Vous pouvez consulter et corriger votre profil à tout moment, et nous demander de supprimer votre compte ainsi que ses documents.',
  'Back to SignFlow': 'Retour à SignFlow',

  'SignFlow home': 'Accueil SignFlow',
  'Toggle sidebar': 'Afficher ou masquer la barre latérale',
  'User menu': 'Menu utilisateur',
  Profile: 'Profil',
  'Sign out': 'Se déconnecter',
  'Main navigation': 'Navigation principale',
  Sign: 'Signature',
  Documents: 'Documents',
  Archive: 'Archives',
  'Template flow': 'Modèles de circuit',
  Trash: 'Corbeille',
  Settings: 'Paramètres',
  Subscription: 'Abonnement',
  '© {{year}} SignFlow team · v{{version}}': '© {{year}} Équipe SignFlow · v{{version}}',
  'Your free trial ends on {{date}}': 'Votre essai gratuit se termine le {{date}}',
  'Choose a plan': 'Choisir une formule',

  'This feature arrives in a later release.': 'Cette fonctionnalité arrivera dans une prochaine version.',
  'Upload document': 'Téléverser un document',
  'Package Selection': 'Choix de la formule',
  'Billing Detail': 'Détail de la facture',
  'Blank page': 'Page vierge',

  'My Account': 'Mon compte',
  'User Profile': 'Profil utilisateur',
  Billing: 'Facturation',
  Address: 'Adresse',
  Company: 'Entreprise',
  'Job title': 'Fonction',
  Edit: 'Modifier',
  Cancel: 'Annuler',
  Update: 'Mettre à jour',
  'Profile update is succeed!': 'Profil mis à jour avec succès !',
  Plan: 'Formule',
  'Start date': 'Date de début',
  'Expiry date': 'Date d’expiration',
  'You do not have a subscription yet.': 'Vous n’avez pas encore d’abonnement.',
  'Subscribe Now': 'S’abonner maintenant',
  'Your billing history will appear here in a later release.':
    'Votre historique de facturation apparaîtra ici dans une prochaine version.',

  Required: 'Obligatoire',
  'Invalid email address': 'Adresse e-mail invalide',
  'Must be 254 characters or less': '254 caractères maximum',
  'Must be 100 characters or less': '100 caractères maximum',
  'Must be 200 characters or less': '200 caractères maximum',
  'Must be 500 characters or less': '500 caractères maximum',
  'Must be 5 characters or more': '5 caractères minimum',
  'Must be 8 characters or more': '8 caractères minimum',
  'Must be 30 characters or less': '30 caractères maximum',
  'password must contain at least 1 letter and 1 number':
    'Le mot de passe doit contenir au moins 1 lettre et 1 chiffre',
  'Both password need to be the same': 'Les deux mots de passe doivent être identiques',
  'Phone between 9-15': 'Le numéro de téléphone doit comporter de 9 à 15 chiffres',
  'First Name is required': 'Le prénom est obligatoire',
  'Unsupported language': 'Langue non prise en charge',
  'Invalid token': 'Jeton invalide',
  'Must not contain control characters': 'Ne doit pas contenir de caractères de contrôle',

  'Please authenticate': 'Veuillez vous identifier',
  'Not found': 'Introuvable',
  'Email already taken': 'Cette adresse e-mail est déjà utilisée',
  'Incorrect email or password': 'E-mail ou mot de passe incorrect',
  'Too many requests, please try again later': 'Trop de requêtes, veuillez réessayer plus tard',
  'Request body is too large': 'Le corps de la requête est trop volumineux',
  'Request body is not valid JSON': 'Le corps de la requête n’est pas un JSON valide',
  'Unsupported content type': 'Type de contenu non pris en charge',
  'Invalid request': 'Requête invalide',
  'Password reset link is invalid or has expired':
    'Le lien de réinitialisation du mot de passe est invalide ou a expiré',
  'If an account uses that e-mail, a link to reset its password has been sent':
    'Si un compte utilise cette adresse e-mail, un lien de réinitialisation du mot de passe a été envoyé',
  'Too many failed sign-in attempts for this e-mail address, please try again later':
    'Trop de tentatives de connexion échouées pour cette adresse e-mail, veuillez réessayer plus tard',
  'Your password has been changed': 'Votre mot de passe a été modifié',
  'Verify your e-mail address before sending documents for signing':
    'Vérifiez votre adresse e-mail avant d’envoyer des documents à signer',
  'This e-mail verification link is invalid': 'Ce lien de vérification d’adresse e-mail n’est pas valide',
  'This e-mail verification link has expired: ask for a new one':
    'Ce lien de vérification d’adresse e-mail a expiré : demandez-en un nouveau',
  'This e-mail verification link was replaced by a newer one: open the latest e-mail':
    'Ce lien de vérification d’adresse e-mail a été remplacé par un plus récent : ouvrez le dernier e-mail',
  'Your e-mail address is verified': 'Votre adresse e-mail est vérifiée',
  'Your e-mail address is already verified': 'Votre adresse e-mail est déjà vérifiée',
  'A new verification link has been sent to your e-mail address':
    'Un nouveau lien de vérification a été envoyé à votre adresse e-mail',
  'A verification e-mail was just sent: wait {{seconds}} seconds before asking for another':
    'Un e-mail de vérification vient d’être envoyé : attendez {{seconds}} secondes avant d’en demander un autre',
  'You have asked for too many verification e-mails: try again in an hour':
    'Vous avez demandé trop d’e-mails de vérification : réessayez dans une heure',
  'You have asked for too many verification e-mails today: try again tomorrow':
    'Vous avez demandé trop d’e-mails de vérification aujourd’hui : réessayez demain',
  'No subscription': 'Aucun abonnement',
  'Flow limit reached: the {{plan}} plan allows {{limit}}':
    'Limite de circuits atteinte : la formule {{plan}} en autorise {{limit}}',
  'Document limit reached: the {{plan}} plan allows {{limit}}':
    'Limite de documents atteinte : la formule {{plan}} en autorise {{limit}}',
  'A flow needs at least one approver': 'Un circuit nécessite au moins un approbateur',
  'A flow can have at most {{limit}} approvers': 'Un circuit peut compter au plus {{limit}} approbateurs',
  'Delete is successfully': 'Suppression réussie',
  'Something went wrong, please try again': 'Une erreur s’est produite, veuillez réessayer',
  'Please choose a PDF file': 'Veuillez choisir un fichier PDF',
  'Please choose a flow': 'Veuillez choisir un circuit',
  'The file is empty': 'Le fichier est vide',
  'The file is not a PDF': 'Le fichier n’est pas un PDF',
  'The PDF is damaged and cannot be read': 'Le PDF est endommagé et ne peut pas être lu',
  'The PDF is password-protected: upload it without a password':
    'Le PDF est protégé par un mot de passe : téléversez-le sans mot de passe',
  'File is too large: the limit is {{limit}} MB': 'Le fichier est trop volumineux : la limite est de {{limit}} Mo',
  'The PDF has too many pages: the limit is {{limit}}': 'Le PDF a trop de pages : la limite est de {{limit}}',
  'The PDF has too many objects: the limit is {{limit}}': 'Le PDF a trop d’objets : la limite est de {{limit}}',
  'The PDF is too complex to process': 'Le PDF est trop complexe pour être traité',
  'Only a draft document can be changed': 'Seul un document à l’état de brouillon peut être modifié',
  'A document being signed cannot be deleted': 'Un document en cours de signature ne peut pas être supprimé',
  'The field is outside the page': 'Le champ est en dehors de la page',
  'Page {{page}} does not exist in this document': 'La page {{page}} n’existe pas dans ce document',
  'Unknown signer': 'Signataire inconnu',
  'Unknown field': 'Champ inconnu',
  'Too many field changes at once: save fewer at a time':
    'Trop de modifications de champs à la fois : enregistrez-en moins à la fois',
  'Invalid sortBy': 'Valeur de sortBy invalide',
  'The requested range is not in the file': 'La plage demandée ne se trouve pas dans le fichier',
  'Expired Link': 'Lien expiré',
  'Sign process has been submitted, cannot be changed, Please contact sender for more info':
    'La signature a été envoyée et ne peut plus être modifiée. Contactez l’expéditeur pour en savoir plus',
  'Signing of this document has ended': 'La signature de ce document est terminée',
  'Sign process has been submitted': 'La signature a été envoyée',
  'Complete every field before submitting': 'Remplissez chaque champ avant d’envoyer',
  'A field is either empty, or has an image and one of approve, reject or revise':
    'Un champ est soit vide, soit doté d’une image et d’une seule des réponses approuver, refuser ou réviser',
  'The image must be a PNG': 'L’image doit être au format PNG',
  'The image is too large: the limit is {{limit}} KB': 'L’image est trop grande : la limite est de {{limit}} Ko',
  'The image is too large: the limit is {{limit}} pixels':
    'L’image est trop grande : la limite est de {{limit}} pixels',
  'The signed document is being sealed: try again in a moment':
    'Le document signé est en cours de scellement : réessayez dans un instant',
  'Sealing this document failed: retry it from Archives':
    'Le scellement de ce document a échoué : relancez-le depuis les Archives',
  'Only a completed document whose sealing failed can be sealed again':
    'Seul un document terminé dont le scellement a échoué peut être scellé à nouveau',
  'This document is genuine: it was sealed by SignFlow and has not been changed since':
    'Ce document est authentique : il a été scellé par SignFlow et n’a pas été modifié depuis',
  'This file is not a document sealed by SignFlow, or it was changed after it was sealed':
    'Ce fichier n’est pas un document scellé par SignFlow, ou il a été modifié après son scellement',

  // Approval flows
  Pagination: 'Pagination',
  Prev: 'Précédent',
  Next: 'Suivant',
  'Page {{page}}': 'Page {{page}}',
  'Create Flow': 'Créer un circuit',
  'Flow Name': 'Nom du circuit',
  Description: 'Description',
  'Number of Approver': 'Nombre d’approbateurs',
  Actions: 'Actions',
  'Edit Flow': 'Modifier le circuit',
  'Edit Flow {{name}}': 'Modifier le circuit {{name}}',
  Delete: 'Supprimer',
  'Delete {{name}}': 'Supprimer {{name}}',
  'Delete flow': 'Supprimer le circuit',
  'Delete the flow “{{name}}”? Documents already uploaded keep their signers.':
    'Supprimer le circuit « {{name}} » ? Les documents déjà téléversés gardent leurs signataires.',
  'Delete failed': 'La suppression a échoué',
  'No flows yet.': 'Aucun circuit pour l’instant.',
  'Create flow': 'Créer un circuit',
  'Flow name': 'Nom du circuit',
  'Number of approvers': 'Nombre d’approbateurs',
  Save: 'Enregistrer',
  'Flow Approval Created': 'Circuit d’approbation créé',
  'Flow summary': 'Résumé du circuit',
  'Number of levels': 'Nombre de niveaux',
  Approvers: 'Approbateurs',
  'Add approver': 'Ajouter un approbateur',
  'Approvers at the same level sign in parallel; levels sign in ascending order.':
    'Les approbateurs d’un même niveau signent en parallèle ; les niveaux signent par ordre croissant.',
  Name: 'Nom',
  Level: 'Niveau',
  'Not filled in yet': 'Pas encore renseigné',
  'Edit approver {{position}}': 'Modifier l’approbateur {{position}}',
  Remove: 'Retirer',
  'Remove approver {{position}}': 'Retirer l’approbateur {{position}}',
  'Remove approver': 'Retirer l’approbateur',
  'Remove approver {{position}} from this flow?': 'Retirer l’approbateur {{position}} de ce circuit ?',
  Close: 'Fermer',
  'Approval Detail': 'Détail de l’approbation',
  'Approver name': 'Nom de l’approbateur',
  'Approval level': 'Niveau d’approbation',
  'Approver e-mail': 'E-mail de l’approbateur',
  'Approver Detail Updated': 'Détail de l’approbateur mis à jour',
  'Approver added': 'Approbateur ajouté',
  'Must be 1 or more': 'Doit être au moins 1',
  'Must be 50 or less': 'Doit être au plus 50',
  'Must be a number': 'Doit être un nombre',
  'Must be a whole number': 'Doit être un nombre entier',
  'Email address not valid': 'Adresse e-mail non valide',

  // Documents, archive, trash
  Draft: 'Brouillon',
  Sent: 'Envoyé',
  // Completed and Rejected: with the audit event labels below
  Revision: 'Révision',
  'Document name': 'Nom du document',
  Status: 'Statut',
  Uploaded: 'Téléversé le',
  Refresh: 'Actualiser',
  'Upload Document': 'Téléverser un document',
  'No documents yet.': 'Aucun document pour l’instant.',
  'Signing In Progress': 'Signature en cours',
  'Move {{name}} to Trash': 'Mettre {{name}} à la corbeille',
  'Move to Trash': 'Mettre à la corbeille',
  'Moved to Trash': 'Mis à la corbeille',
  'Move “{{name}}” to Trash? You can restore it from there.':
    'Mettre « {{name}} » à la corbeille ? Vous pourrez l’y restaurer.',
  'Document restored': 'Document restauré',
  'Documents deleted for good: {{number}}': 'Documents supprimés définitivement : {{number}}',
  'Empty Trash': 'Vider la corbeille',
  'Trash is empty.': 'La corbeille est vide.',
  'Restore {{name}}': 'Restaurer {{name}}',
  Restore: 'Restaurer',
  'Delete every document in Trash for good, files included? This cannot be undone.':
    'Supprimer définitivement tous les documents de la corbeille, fichiers compris ? C’est irréversible.',
  'No finished documents yet.': 'Aucun document terminé pour l’instant.',
  'Download {{name}}': 'Télécharger {{name}}',
  Download: 'Télécharger',
  'PDF file': 'Fichier PDF',
  'Choose a PDF file': 'Choisissez un fichier PDF',
  Flow: 'Circuit',
  'Approvers: {{number}}': 'Approbateurs : {{number}}',
  'The signers of the document are a copy of the flow’s approvers.':
    'Les signataires du document sont une copie des approbateurs du circuit.',
  Upload: 'Téléverser',
  'Please create FLOW before uploading document!': 'Veuillez créer un CIRCUIT avant de téléverser un document !',
  'Document Uploaded Successfully': 'Document téléversé avec succès',

  // Field editor
  Prepare: 'Préparer',
  'Prepare {{name}}': 'Préparer {{name}}',
  Signer: 'Signataire',
  'Save And Close': 'Enregistrer et fermer',
  Users: 'Utilisateurs',
  Tools: 'Outils',
  'Signature Field': 'Champ de signature',
  'Upload Image': 'Téléverser une image',
  'Drag on a page to place the field.': 'Faites glisser sur une page pour placer le champ.',
  'Choose a user and a tool, then drag on a page.':
    'Choisissez un utilisateur et un outil, puis faites glisser sur une page.',
  '{{type}} field of {{name}}': '{{type}} de {{name}}',
  'Delete field': 'Supprimer le champ',
  'Are you sure!': 'Êtes-vous sûr !',
  'Document updated successfully': 'Document mis à jour avec succès',
  'Do you want back to document menu?': 'Voulez-vous revenir au menu des documents ?',
  'Stay here': 'Rester ici',
  Continue: 'Continuer',
  'Error Opening Document': 'Erreur à l’ouverture du document',
  'There was an error when opening the document': 'Une erreur s’est produite à l’ouverture du document',
  'Back to Documents': 'Retour aux documents',
  'Document Not Found': 'Document introuvable',
  'Upload progress': 'Progression du téléversement',

  // Invite
  'Document sent for signing': 'Document envoyé pour signature',
  'Signer {{position}} needs a name': 'Le signataire {{position}} doit avoir un nom',
  'Signer {{position}} needs a valid e-mail address': 'Le signataire {{position}} doit avoir une adresse e-mail valide',
  '{{name}} has no field to sign': '{{name}} n’a aucun champ à signer',
  'Invite Sign': 'Inviter à signer',
  'Invite {{name}} signers': 'Inviter les signataires de {{name}}',
  'Send “{{name}}” to its signers? It can no longer be changed once sent.':
    'Envoyer « {{name}} » à ses signataires ? Il ne pourra plus être modifié.',
  Send: 'Envoyer',
  'Document send failed': 'L’envoi du document a échoué',

  // Signing page (/user-sign)
  'Sign document': 'Signer le document',
  'Close Sign': 'Fermer la signature',
  'Sign Incomplete': 'Signature incomplète',
  'Do you want close document sign process?': 'Voulez-vous fermer la signature du document ?',
  'Sign Complete': 'Signature terminée',
  'All sign field has been completed, do you want finish the sign process?':
    'Tous les champs de signature sont remplis. Voulez-vous terminer la signature ?',
  'Sign has complete': 'Signature déjà terminée',
  OK: 'OK',
  Reject: 'Refuser',
  Revise: 'Réviser',
  'Start Sign': 'Commencer la signature',
  Approve: 'Approuver',
  Done: 'Terminer',
  'Draw first': 'Dessinez d’abord votre signature',
  'Are you sure?': 'Êtes-vous sûr ?',
  'Reject the document': 'Refuser le document',
  'Ask for a revision': 'Demander une révision',
  'Revision requested': 'Révision demandée',
  'by {{name}}': 'par {{name}}',
  'Sign here': 'Signez ici',
  'Upload here': 'Téléversez ici',
  'Clear the signature of {{field}}': 'Effacer la signature de {{field}}',
  'Clear drawing': 'Effacer le dessin',
  'Draw your signature here': 'Dessinez votre signature ici',
  'Choose a PNG image': 'Choisir une image PNG',
  'Signing actions': 'Actions de signature',
  '{{completed}} of {{total}} fields completed': '{{completed}} champs remplis sur {{total}}',
  'Document pages': 'Pages du document',
  'Press Start Sign to go to your first field.': 'Appuyez sur Commencer la signature pour aller à votre premier champ.',
  'Press Next to go to your next field.': 'Appuyez sur Suivant pour aller à votre champ suivant.',
  'Draw your signature in the field, then press Approve.':
    'Dessinez votre signature dans le champ, puis appuyez sur Approuver.',
  'Press Upload and choose a PNG image for the field.':
    'Appuyez sur Téléverser et choisissez une image PNG pour le champ.',
  'Every field is complete: press Done to submit.': 'Tous les champs sont remplis : appuyez sur Terminer pour envoyer.',
  'Press Done to send your answer.': 'Appuyez sur Terminer pour envoyer votre réponse.',
  'This signing link has expired or is not valid. Please ask the sender for a new link.':
    'Ce lien de signature a expiré ou n’est pas valide. Veuillez demander un nouveau lien à l’expéditeur.',
  'This document can no longer be signed. Please contact the sender for more info.':
    'Ce document ne peut plus être signé. Veuillez contacter l’expéditeur pour plus d’informations.',
  'The signing page could not be loaded': 'La page de signature n’a pas pu être chargée',
  'Check your connection and try again.': 'Vérifiez votre connexion et réessayez.',
  'This document is complete': 'Ce document est finalisé',
  'Signed document': 'Document signé',
  'Everyone has signed it. Your copy of the signed PDF will be e-mailed to you as soon as it is ready.':
    'Tout le monde a signé. Votre copie du PDF signé vous sera envoyée par e-mail dès qu’elle sera prête.',
  'Everyone has signed it. Your copy of the signed PDF is being sealed; it appears here as soon as it is ready.':
    'Tout le monde a signé. Votre copie du PDF signé est en cours de scellement ; elle apparaîtra ici dès qu’elle sera prête.',
  'Everyone has signed it. Download your copy of the signed PDF.':
    'Tout le monde l’a signé. Téléchargez votre copie du PDF signé.',
  'Download the signed PDF': 'Télécharger le PDF signé',

  // Generated PDF viewers (/generate, /user-sign-download)
  'Generating file': 'Génération du fichier',
  'Signed copy of {{name}}': 'Copie signée de {{name}}',
  'The file could not be generated': 'Le fichier n’a pas pu être généré',
  'Please try again in a moment.': 'Veuillez réessayer dans un instant.',
  'This link has expired or is no longer valid. Ask the sender of the document for a new one.':
    'Ce lien a expiré ou n’est plus valide. Demandez-en un nouveau à l’expéditeur du document.',

  // Archives
  View: 'Voir',
  'View the signed copy of {{name}}': 'Voir la copie signée de {{name}}',
  'Prepare again': 'Préparer à nouveau',
  'Prepare {{name}} again': 'Préparer {{name}} à nouveau',
  'Prepare “{{name}}” again? It returns to Documents as a draft and the signers’ answers are cleared.':
    'Préparer « {{name}} » à nouveau ? Il revient dans Documents comme brouillon et les réponses des signataires sont effacées.',
  'Retry sealing': 'Relancer le scellement',
  'Retry sealing {{name}}': 'Relancer le scellement de {{name}}',
  'The signed copy could not be sealed, so nobody has received it yet. Retry sealing; if it fails again, ask your administrator.':
    'La copie signée n’a pas pu être scellée : personne ne l’a encore reçue. Relancez le scellement ; en cas de nouvel échec, contactez votre administrateur.',
  'Sealing started again: the signed copy will be e-mailed once it is ready.':
    'Le scellement a été relancé : la copie signée sera envoyée par e-mail dès qu’elle sera prête.',

  // History and verification
  History: 'Historique',
  'History of {{name}}': 'Historique de {{name}}',
  'Back to Archive': 'Retour aux archives',
  'The history could not be loaded': 'L’historique n’a pas pu être chargé',
  'Try again': 'Réessayer',
  'No events yet.': 'Aucun événement pour l’instant.',
  Time: 'Date et heure',
  Action: 'Action',
  Actor: 'Auteur',
  Details: 'Détails',
  'IP address': 'Adresse IP',
  'User agent': 'Agent utilisateur',
  // What each event is called, as the sealing certificate says it too
  ...AUDIT_EVENT_LABEL_TRANSLATIONS.fr,
  'Sealing…': 'Scellement en cours…',
  'Field added': 'Champ ajouté',
  'Field changed': 'Champ modifié',
  'Field removed': 'Champ supprimé',
  'Sealed copy': 'Copie scellée',
  'Original file': 'Fichier original',
  'to {{address}}': 'à {{address}}',
  Approved: 'Approuvé',
  'Verify a signed document': 'Vérifier un document signé',
  'Check that a PDF sealed by SignFlow is genuine and unchanged since it was sealed. The file is only compared, not kept.':
    'Vérifiez qu’un PDF scellé par SignFlow est authentique et n’a pas été modifié depuis son scellement. Le fichier est seulement comparé, pas conservé.',
  'Drop a signed PDF here, or choose one from your device.':
    'Déposez un PDF signé ici, ou choisissez-en un sur votre appareil.',
  'Checking {{name}}…': 'Vérification de {{name}}…',
  'Checked file: {{name}}': 'Fichier vérifié : {{name}}',
  Genuine: 'Authentique',
  'Not genuine': 'Non authentique',
  'Completed at': 'Terminé le',
  'Sealed at': 'Scellé le',
  'SHA-256 of the sealed file': 'SHA-256 du fichier scellé',
  'SHA-256 of the original upload': 'SHA-256 de l’original téléversé',
  Parties: 'Parties',
  Decision: 'Décision',
  'Signed at': 'Signé le',
  'Not signed': 'Non signé',
  'The file could not be checked': 'Le fichier n’a pas pu être vérifié',
  'The file could not be sent: check your connection and try again':
    'Le fichier n’a pas pu être envoyé : vérifiez votre connexion et réessayez',
  'Choose one PDF at a time': 'Choisissez un seul PDF à la fois',
  'Resend verification e-mail': 'Renvoyer l’e-mail de vérification',
  'Verify your e-mail address': 'Vérifiez votre adresse e-mail',
  'We sent a link to {{email}}. Open it, then press Invite Sign again.':
    'Nous avons envoyé un lien à {{email}}. Ouvrez-le, puis appuyez de nouveau sur « Inviter à signer ».',
  'No e-mail? Look in your spam folder, or send yourself a new link.':
    'Pas d’e-mail ? Regardez dans vos courriers indésirables, ou envoyez-vous un nouveau lien.',
  'Verify your e-mail address: open the link we sent to {{email}}. Until then you cannot send documents for signing.':
    'Vérifiez votre adresse e-mail : ouvrez le lien que nous avons envoyé à {{email}}. D’ici là, vous ne pouvez pas envoyer de documents à signer.',
  'Verifying your e-mail address…': 'Vérification de votre adresse e-mail…',
  'The link could not be checked': 'Le lien n’a pas pu être vérifié',
  'The link did not work': 'Le lien n’a pas fonctionné',
  'You can now send documents for signing.': 'Vous pouvez maintenant envoyer des documents à signer.',
  'Go to Documents': 'Aller aux documents',
  'Send yourself a new link, then open it from your latest e-mail.':
    'Envoyez-vous un nouveau lien, puis ouvrez-le depuis votre dernier e-mail.',
  'Sign in to send yourself a new link.': 'Connectez-vous pour vous envoyer un nouveau lien.',
  // Sender controls (issue #16): the server's new messages and the Cancelled status
  'The links have expired: renew them to remind the signers':
    'Les liens ont expiré : renouvelez-les pour relancer les signataires',
  Cancelled: 'Annulé',
  'Your {{plan}} plan ended on {{endDate}}: choose a plan to create more':
    'Votre offre {{plan}} a pris fin le {{endDate}} : choisissez une offre pour en créer d’autres',
  'Only a document sent back for revision or cancelled can be prepared again':
    'Seul un document renvoyé pour révision ou annulé peut être préparé à nouveau',
  'search must be text': 'La recherche doit être du texte',
  'search must be 200 characters or less': 'La recherche doit faire 200 caractères au plus',
  'Unknown status filter': 'Filtre de statut inconnu',
  'Only a document waiting for signatures can be changed this way':
    'Seul un document en attente de signatures peut être modifié ainsi',
  'Only a document waiting for signatures can be reminded':
    'Seul un document en attente de signatures peut faire l’objet d’une relance',
  'You can remind {{name}} again in {{minutes}} minutes': 'Vous pourrez relancer {{name}} dans {{minutes}} minutes',
  'Reminder sent': 'Relance envoyée',
  'Automatic reminders saved': 'Relances automatiques enregistrées',
  'Please choose the reminders': 'Veuillez choisir les relances',
  'First reminder must be a whole number of days from 0 to 30':
    'La première relance doit être un nombre entier de jours entre 0 et 30',
  'Repeat every must be a whole number of days from 1 to 30':
    'L’intervalle doit être un nombre entier de jours entre 1 et 30',
  'Number of reminders must be a whole number from 1 to 10':
    'Le nombre de relances doit être un nombre entier entre 1 et 10',
  'Signers can be corrected only while the document waits for signatures':
    'Les signataires ne peuvent être corrigés que tant que le document attend des signatures',
  '{{name}} has already submitted and cannot be changed': '{{name}} a déjà soumis et ne peut plus être modifié',
  'Change the name or the e-mail address': 'Modifiez le nom ou l’adresse e-mail',
  'Name is required': 'Le nom est obligatoire',
  'Signer corrected': 'Signataire corrigé',
  'Signer corrected: a new invitation was sent': 'Signataire corrigé : une nouvelle invitation a été envoyée',
  'Links can be renewed only while the document waits for signatures':
    'Les liens ne peuvent être renouvelés que tant que le document attend des signatures',
  'Links renewed for 30 days': 'Liens renouvelés pour 30 jours',
  'Only a document waiting for signatures can be cancelled':
    'Seul un document en attente de signatures peut être annulé',
  'Please give a reason': 'Veuillez indiquer un motif',
  'The reason must be 500 characters or less': 'Le motif doit faire 500 caractères au plus',
  'Signing cancelled': 'Signature annulée',
  'Automatic reminders changed': 'Relances automatiques modifiées',
  'Links renewed': 'Liens renouvelés',
  // Billing's server messages (issue #14), missing here so far
  'Please choose a package': 'Veuillez choisir une formule',
  'The Enterprise package is arranged with our sales team: contact them':
    'La formule Enterprise se conclut avec notre équipe commerciale : contactez-la',
  'Please choose a billing frequency': 'Veuillez choisir une fréquence de facturation',
  'Please choose a payment method': 'Veuillez choisir un moyen de paiement',
  'The payment service is not available right now, please try again':
    'Le service de paiement n’est pas disponible pour le moment, veuillez réessayer',
  'Payment Link Not Found': 'Lien de paiement introuvable',
  'This billing is already paid': 'Cette facture est déjà payée',
  'The invoice can be downloaded once it is paid': 'La facture peut être téléchargée une fois payée',
  'Invalid signature': 'Signature non valide',
  'The amount does not match the billing': 'Le montant ne correspond pas à la facture',
  'Unknown order': 'Commande inconnue',
};
