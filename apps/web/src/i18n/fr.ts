import { SIGNING_CONSENT_STATEMENT, SIGNING_CONSENT_STATEMENTS } from '@signflow/contract/signing';
import { vocabulary } from '@signflow/contract/words/fr';
import type { Translations } from './en';
import { vocabularyTranslations } from './vocabulary';

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
  'Signed in.': 'Connecté.',
  // Sign-in with Google and Facebook
  'Sign in with Google': 'Se connecter avec Google',
  'Sign in with Facebook': 'Se connecter avec Facebook',
  or: 'ou',
  'The sign-in library could not be loaded ({{code}})':
    'La bibliothèque de connexion n’a pas pu être chargée ({{code}})',
  'Facebook sign-in did not complete ({{code}})': 'La connexion avec Facebook n’a pas abouti ({{code}})',
  'Sign-in with Google is not configured': 'La connexion avec Google n’est pas configurée',
  'Google sign-in is not available right now, please try again':
    'La connexion avec Google n’est pas disponible pour le moment, veuillez réessayer',
  'Sign-in with Google was cancelled': 'La connexion avec Google a été annulée',
  'This Google sign-in was not started here or has expired: start again':
    'Cette connexion Google n’a pas été commencée ici ou a expiré : recommencez',
  'This Google sign-in has expired or was already used: start again':
    'Cette connexion Google a expiré ou a déjà été utilisée : recommencez',
  'The Google sign-in could not be verified: it is invalid, expired or meant for another application':
    'La connexion Google n’a pas pu être vérifiée : elle est invalide, expirée ou destinée à une autre application',
  'Sign-in with Google failed, please try again': 'La connexion avec Google a échoué, veuillez réessayer',
  'Sign-in with Facebook is not configured': 'La connexion avec Facebook n’est pas configurée',
  'Facebook sign-in is not available right now, please try again':
    'La connexion avec Facebook n’est pas disponible pour le moment, veuillez réessayer',
  'The Facebook sign-in could not be verified: it is invalid, expired or meant for another application':
    'La connexion Facebook n’a pas pu être vérifiée : elle est invalide, expirée ou destinée à une autre application',
  'Your {{provider}} account shares no e-mail address: allow it, or register with your e-mail':
    'Votre compte {{provider}} ne partage aucune adresse e-mail : autorisez-le, ou inscrivez-vous avec votre adresse e-mail',
  'An account already uses this e-mail address, which {{provider}} has not verified: sign in with your password':
    'Un compte utilise déjà cette adresse e-mail, que {{provider}} n’a pas vérifiée : connectez-vous avec votre mot de passe',
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
  'Password reset requested: check your e-mail.': 'Réinitialisation du mot de passe demandée : consultez vos e-mails.',
  'Choose a new password': 'Choisissez un nouveau mot de passe',
  'New password': 'Nouveau mot de passe',
  'Confirm password': 'Confirmez le mot de passe',
  'Change password': 'Changer le mot de passe',
  'Set a password': 'Définir un mot de passe',
  'Other devices signed in to your account will be signed out.':
    'Les autres appareils connectés à votre compte seront déconnectés.',
  'Your account has no password yet. Set one to sign in with your e-mail address as well.':
    'Votre compte n’a pas encore de mot de passe. Définissez-en un pour vous connecter aussi avec votre adresse e-mail.',
  'Current password': 'Mot de passe actuel',
  'Confirm new password': 'Confirmer le nouveau mot de passe',
  'Set password': 'Définir le mot de passe',
  'The new password must differ from the current one': 'Le nouveau mot de passe doit être différent de l’actuel',
  'The current password is not correct': 'Le mot de passe actuel est incorrect',
  'Enter your current password': 'Saisissez votre mot de passe actuel',
  'Your password has been set': 'Votre mot de passe a été défini',
  'Set new password': 'Enregistrer le nouveau mot de passe',
  'This password reset link is invalid or has expired':
    'Ce lien de réinitialisation du mot de passe est invalide ou a expiré',
  'Request a new link': 'Demander un nouveau lien',
  'Thank you for registering!': 'Merci pour votre inscription !',
  'Your account is ready. We sent a verification e-mail to {{email}}: open its link to confirm your address.':
    'Votre compte est prêt. Nous avons envoyé un e-mail de vérification à {{email}} : ouvrez son lien pour confirmer votre adresse.',
  'Your account is ready. We sent you a verification e-mail: open its link to confirm your address.':
    'Votre compte est prêt. Nous vous avons envoyé un e-mail de vérification : ouvrez son lien pour confirmer votre adresse.',
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
  'SignFlow is not meant for children. You must be at least {{age}} years old to create an account or to sign a document.':
    'SignFlow ne s’adresse pas aux enfants. Vous devez avoir au moins {{age}} ans pour créer un compte ou signer un document.',
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
  'Approval flows': 'Circuits d’approbation',
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
  'Profile updated.': 'Profil mis à jour.',
  Plan: 'Formule',
  'Start date': 'Date de début',
  'Expiry date': 'Date d’expiration',
  'You do not have a subscription yet.': 'Vous n’avez pas encore d’abonnement.',
  'Subscribe Now': 'S’abonner maintenant',

  Required: 'Obligatoire',
  'Must be {{max}} characters or less': '{{max}} caractères maximum',
  'Must be {{min}} characters or more': '{{min}} caractères minimum',
  'Password must contain at least 1 letter and 1 number':
    'Le mot de passe doit contenir au moins 1 lettre et 1 chiffre',
  'The passwords do not match': 'Les mots de passe ne correspondent pas',
  'Phone number must have {{min}} to {{max}} digits; spaces, dashes, dots, brackets and a leading + are allowed':
    'Le numéro de téléphone doit comporter de {{min}} à {{max}} chiffres ; les espaces, tirets, points, parenthèses et un + au début sont acceptés',
  'First name is required': 'Le prénom est obligatoire',
  'Unsupported language': 'Langue non prise en charge',
  'Invalid token': 'Jeton invalide',
  'Must not contain control characters': 'Ne doit pas contenir de caractères de contrôle',
  'Must not contain incomplete characters': 'Ne doit pas contenir de caractères incomplets',
  'Names must not contain characters that change the text direction':
    'Les noms ne doivent pas contenir de caractères qui changent le sens du texte',

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
  'An approver is listed twice': 'Un approbateur figure deux fois',
  'Unknown approver': 'Approbateur inconnu',
  'saveAsFlow must be true or false': 'saveAsFlow doit valoir true ou false',
  'Only signers typed at upload can be saved as a flow':
    'Seuls les signataires saisis au téléversement peuvent être enregistrés comme circuit',
  'A document needs at least one signer': 'Un document doit avoir au moins un signataire',
  'A document can have at most {{limit}} signers': 'Un document peut compter au plus {{limit}} signataires',
  'A signer is listed twice': 'Un signataire figure deux fois',
  Deleted: 'Supprimé',
  'Something went wrong, please try again': 'Une erreur s’est produite, veuillez réessayer',
  'Please choose a PDF file': 'Veuillez choisir un fichier PDF',
  'Please choose a flow': 'Veuillez choisir un circuit',
  'The file is empty': 'Le fichier est vide',
  'The file name holds characters that could not be read: rename the file and upload it again':
    'Le nom du fichier contient des caractères illisibles : renommez le fichier et téléversez-le à nouveau',
  'The file is not a PDF': 'Le fichier n’est pas un PDF',
  'The PDF is damaged and cannot be read': 'Le PDF est endommagé et ne peut pas être lu',
  'The PDF is password-protected: upload it without a password':
    'Le PDF est protégé par un mot de passe : téléversez-le sans mot de passe',
  'Too many uploads at once: wait for one to finish, then try again':
    'Trop de téléversements en même temps : attendez qu’un se termine, puis réessayez',
  'The server is busy with other uploads: try again in a moment':
    'Le serveur est occupé par d’autres téléversements : réessayez dans un instant',
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
  'A document holds at most {{limit}} fields: remove some before adding more':
    'Un document contient au plus {{limit}} champs : supprimez-en avant d’en ajouter d’autres',
  'Invalid sortBy': 'Valeur de sortBy invalide',
  'The requested range is not in the file': 'La plage demandée ne se trouve pas dans le fichier',
  'The file store cannot be reached: try again in a moment':
    'Le stockage des fichiers est injoignable : réessayez dans un instant',
  'Database unavailable': 'Base de données indisponible',
  'Expired Link': 'Lien expiré',
  'Your answer has already been submitted and cannot be changed. Please contact the sender for more info':
    'Votre réponse a déjà été envoyée et ne peut plus être modifiée. Contactez l’expéditeur pour en savoir plus',
  'Signing of this document has ended': 'La signature de ce document est terminée',
  'Your answer has been submitted': 'Votre réponse a été envoyée',
  'Complete every field before submitting': 'Remplissez chaque champ avant d’envoyer',
  'A field is either empty, or has an answer and one of approve, reject or revise':
    'Un champ est soit vide, soit doté d’une réponse et d’une seule des réponses approuver, refuser ou réviser',
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
  'This document is genuine: SignFlow sealed it, and it has not been changed since it was sealed':
    'Ce document est authentique : SignFlow l’a scellé, et il n’a pas été modifié depuis son scellement',
  'This file is not a document sealed by SignFlow, or it was changed after it was sealed':
    'Ce fichier n’est pas un document scellé par SignFlow, ou il a été modifié après son scellement',
  'This file carries no seal': 'Ce fichier ne porte aucun sceau',
  'This file was changed after it was sealed: it is not the document that was signed':
    'Ce fichier a été modifié après avoir été scellé : ce n’est pas le document qui a été signé',
  'This file carries a valid seal and is unchanged since, but this installation did not seal it: its register does not know it':
    'Ce fichier porte un sceau valide et n’a pas été modifié depuis, mais cette installation ne l’a pas scellé : son registre ne le connaît pas',

  // Approval flows
  Pagination: 'Pagination',
  Prev: 'Précédent',
  Next: 'Suivant',
  'Page {{page}}': 'Page {{page}}',
  'Create Flow': 'Créer un circuit',
  'Flow Name': 'Nom du circuit',
  Description: 'Description',
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
  'Approval flow created': 'Circuit d’approbation créé',
  Approvers: 'Approbateurs',
  'Add approver': 'Ajouter un approbateur',
  'Approvers at the same level sign in parallel; levels sign in ascending order.':
    'Les approbateurs d’un même niveau signent en parallèle ; les niveaux signent par ordre croissant.',
  Name: 'Nom',
  Level: 'Niveau',
  Remove: 'Retirer',
  Close: 'Fermer',
  'Flow updated': 'Circuit mis à jour',
  'Documents already uploaded from this flow keep their signers.':
    'Les documents déjà déposés avec ce circuit gardent leurs signataires.',
  'Approver {{number}}': 'Approbateur {{number}}',
  'Move approver {{number}} up': 'Monter l’approbateur {{number}}',
  'Move approver {{number}} down': 'Descendre l’approbateur {{number}}',
  'Remove approver {{number}}': 'Retirer l’approbateur {{number}}',
  'Name of approver {{number}}': 'Nom de l’approbateur {{number}}',
  'Email of approver {{number}}': 'E-mail de l’approbateur {{number}}',
  'Level of approver {{number}}': 'Niveau de l’approbateur {{number}}',
  'Move signer {{number}} up': 'Monter le signataire {{number}}',
  'Move signer {{number}} down': 'Descendre le signataire {{number}}',
  'Name of signer {{number}}': 'Nom du signataire {{number}}',
  'Email of signer {{number}}': 'E-mail du signataire {{number}}',
  'Level of signer {{number}}': 'Niveau du signataire {{number}}',
  Up: 'Monter',
  Down: 'Descendre',
  'No.': 'N°',
  'Moved to place {{place}} of {{count}}': 'Déplacé à la place {{place}} sur {{count}}',
  'Must be {{min}} or more': 'Doit être au moins {{min}}',
  'Must be {{max}} or less': 'Doit être au plus {{max}}',
  'Must be a number': 'Doit être un nombre',
  'Must be a whole number': 'Doit être un nombre entier',
  'Invalid email address': 'Adresse e-mail non valide',

  // Documents, archive, trash
  Draft: 'Brouillon',
  Sent: 'Envoyé',
  // Completed and Rejected: with the audit event labels below
  Revision: 'Révision',
  'Document name': 'Nom du document',
  Status: 'Statut',
  Uploaded: 'Téléversé le',
  'Completed on': 'Terminé le',
  Refresh: 'Actualiser',
  'Upload Document': 'Téléverser un document',
  'No documents yet.': 'Aucun document pour l’instant.',
  'Signing In Progress': 'Signature en cours',
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
  Flow: 'Circuit',
  'Approvers: {{number}}': 'Approbateurs : {{number}}',
  'The signers of the document are a copy of the flow’s approvers.':
    'Les signataires du document sont une copie des approbateurs du circuit.',
  Upload: 'Téléverser',

  // Field editor
  Signer: 'Signataire',
  'Place fields': 'Placer les champs',
  'Place fields: {{name}}': 'Placer les champs : {{name}}',
  Undo: 'Annuler',
  Redo: 'Rétablir',
  'Undo (Ctrl+Z)': 'Annuler (Ctrl+Z)',
  'Redo (Ctrl+Shift+Z)': 'Rétablir (Ctrl+Maj+Z)',
  'Unsaved changes': 'Modifications non enregistrées',
  Saved: 'Enregistré',
  'Click a page to place the field there; drag to give it a size.':
    'Cliquez sur une page pour y placer le champ ; faites glisser pour lui donner une taille.',
  Tools: 'Outils',
  'Signature Field': 'Champ de signature',
  'Upload Image': 'Téléverser une image',
  '{{type}} field of {{name}}': '{{type}} de {{name}}',
  'Delete field': 'Supprimer le champ',
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
  'Send “{{name}}” to its signers? It can no longer be changed once sent.':
    'Envoyer « {{name}} » à ses signataires ? Il ne pourra plus être modifié.',
  Send: 'Envoyer',
  'The document could not be sent': 'L’envoi du document a échoué',

  // Signing page (/user-sign)
  'Sign document': 'Signer le document',
  'Close signing': 'Fermer la signature',
  'Signing paused': 'Signature interrompue',
  'Your answers so far are saved. To finish, open the link in your invitation e-mail again.':
    'Vos réponses sont enregistrées. Pour terminer, rouvrez le lien de votre e-mail d’invitation.',
  'Continue signing': 'Continuer la signature',
  'Signing incomplete': 'Signature incomplète',
  'Do you want to close the signing process?': 'Voulez-vous fermer la signature du document ?',
  'Finish signing': 'Terminer la signature',
  'Signing already complete': 'Signature déjà terminée',
  OK: 'OK',
  Reject: 'Refuser',
  Revise: 'Réviser',
  'Start signing': 'Commencer la signature',
  Approve: 'Approuver',
  'Draw your signature first': 'Dessinez d’abord votre signature',
  'Reject the document': 'Refuser le document',
  'Ask for a revision': 'Demander une révision',
  'Revision requested': 'Révision demandée',
  'by {{name}}': 'par {{name}}',
  'Sign here': 'Signez ici',
  'Initial here': 'Paraphez ici',
  'Upload here': 'Téléversez ici',
  'Clear the signature of {{field}}': 'Effacer la signature de {{field}}',
  'Clear drawing': 'Effacer le dessin',
  'Draw your signature here': 'Dessinez votre signature ici',
  'Choose a PNG image': 'Choisir une image PNG',
  'Signing actions': 'Actions de signature',
  '{{completed}} of {{total}} fields completed': '{{completed}} champs remplis sur {{total}}',
  'Document pages': 'Pages du document',
  'Press Start signing to go to your first field.':
    'Appuyez sur Commencer la signature pour aller à votre premier champ.',
  'Press Next to go to your next field.': 'Appuyez sur Suivant pour aller à votre champ suivant.',
  'Press Upload and choose a PNG image for the field.':
    'Appuyez sur Téléverser et choisissez une image PNG pour le champ.',
  'Signing stops for everyone and the sender is told. You can say why.':
    'La signature s’arrête pour tous et l’expéditeur est prévenu. Vous pouvez dire pourquoi.',
  'Signing stops for everyone and the sender is asked to change the document. Say what should change.':
    'La signature s’arrête pour tous et l’expéditeur est invité à modifier le document. Dites ce qui doit changer.',
  'Reason (optional)': 'Raison (facultatif)',
  'The sender reads this reason.': 'L’expéditeur lira cette raison.',
  'You signed this document': 'Vous avez signé ce document',
  'You rejected this document': 'Vous avez refusé ce document',
  'You asked for a revision of this document': 'Vous avez demandé une révision de ce document',
  'Next to sign: {{names}}.': 'Prochain à signer : {{names}}.',
  'Once everyone has signed, the signed PDF is e-mailed to you.':
    'Une fois que tout le monde aura signé, le PDF signé vous sera envoyé par e-mail.',
  'Signing has stopped for everyone; the sender and the other signers who were invited have been told.':
    'La signature est arrêtée pour tous ; l’expéditeur et les autres signataires invités ont été prévenus.',
  'Another signer rejected the document, so signing has stopped.':
    'Un autre signataire a refusé le document : la signature est donc arrêtée.',
  'Signing has stopped, and the sender has been asked to change the document. You may be sent it again.':
    'La signature est arrêtée et l’expéditeur a été invité à modifier le document. Il pourra vous être renvoyé.',
  'Another signer asked for a revision, so signing has stopped. You may be sent the document again.':
    'Un autre signataire a demandé une révision : la signature est donc arrêtée. Le document pourra vous être renvoyé.',
  'The sender cancelled the signing of this document.': 'L’expéditeur a annulé la signature de ce document.',
  'Your reason: “{{reason}}”': 'Votre raison : « {{reason}} »',
  'You can close this page. Your link shows this page again until it expires.':
    'Vous pouvez fermer cette page. Votre lien l’affichera de nouveau jusqu’à son expiration.',
  'Please say what should be revised': 'Veuillez indiquer ce qui doit être révisé',
  'The reason must be {{limit}} characters or less': 'La raison doit comporter {{limit}} caractères au maximum',
  'You have not submitted your answer yet': 'Vous n’avez pas encore envoyé votre réponse',
  'This signing link has expired or is not valid. Please ask the sender for a new link.':
    'Ce lien de signature a expiré ou n’est pas valide. Veuillez demander un nouveau lien à l’expéditeur.',
  'This document can no longer be signed. Please contact the sender for more info.':
    'Ce document ne peut plus être signé. Veuillez contacter l’expéditeur pour plus d’informations.',
  'The signing page could not be loaded': 'La page de signature n’a pas pu être chargée',
  'Check your connection and try again.': 'Vérifiez votre connexion et réessayez.',
  'Everyone has signed it. Your copy of the signed PDF will be e-mailed to you as soon as it is ready.':
    'Tout le monde a signé. Votre copie du PDF signé vous sera envoyée par e-mail dès qu’elle sera prête.',
  'Everyone has signed it. Your copy of the signed PDF is being sealed; it appears here as soon as it is ready.':
    'Tout le monde a signé. Votre copie du PDF signé est en cours de scellement ; elle apparaîtra ici dès qu’elle sera prête.',
  'Everyone has signed it. Download your copy of the signed PDF.':
    'Tout le monde l’a signé. Téléchargez votre copie du PDF signé.',
  'Download the signed PDF': 'Télécharger le PDF signé',

  // Generated PDF viewers (/generate, /user-sign-download)
  'Generating file': 'Génération du fichier',
  'Preview of {{name}}': 'Aperçu de {{name}}',
  'Download preview': 'Télécharger l’aperçu',
  'Preview: not the signed document': 'Aperçu : pas le document signé',
  'The answers given so far, drawn in this browser. The signed PDF, with its certificate and seal, is made once everyone has signed.':
    'Les réponses données jusqu’ici, dessinées dans ce navigateur. Le PDF signé, avec son certificat et son sceau, est créé quand tout le monde a signé.',
  'The answers given before signing ended, drawn in this browser. Not everyone signed, so there is no signed PDF.':
    'Les réponses données avant la fin de la signature, dessinées dans ce navigateur. Tout le monde n’a pas signé : il n’y a donc pas de PDF signé.',
  'View the preview of {{name}}': 'Voir l’aperçu de {{name}}',
  'Signed copy of {{name}}': 'Copie signée de {{name}}',
  'The file could not be generated': 'Le fichier n’a pas pu être généré',
  'Please try again in a moment.': 'Veuillez réessayer dans un instant.',
  'This link has expired or is no longer valid. Ask the sender of the document for a new one.':
    'Ce lien a expiré ou n’est plus valide. Demandez-en un nouveau à l’expéditeur du document.',

  // Archives
  View: 'Voir',
  'View the signed copy of {{name}}': 'Voir la copie signée de {{name}}',
  'Prepare again': 'Préparer à nouveau',
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
  // What each event is called, and each plan: the server's words in this language
  ...vocabularyTranslations(vocabulary),
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
  'Genuine, sealed by {{signer}} on {{date}}, unchanged': 'Authentique, scellé par {{signer}} le {{date}}, inchangé',
  'Genuine, sealed by {{signer}}, unchanged': 'Authentique, scellé par {{signer}}, inchangé',
  'A valid seal by {{signer}} on {{date}}, unchanged, but not sealed here':
    'Un sceau valide de {{signer}} du {{date}}, inchangé, mais pas scellé ici',
  'A valid seal by {{signer}}, unchanged, but not sealed here':
    'Un sceau valide de {{signer}}, inchangé, mais pas scellé ici',
  'Signed by {{signer}}, unchanged, but with a certificate this installation does not trust':
    'Signé par {{signer}}, inchangé, mais avec un certificat auquel cette installation ne fait pas confiance',
  'Not genuine: changed after it was sealed': 'Non authentique : modifié après avoir été scellé',
  'Not genuine: this file carries no seal': 'Non authentique : ce fichier ne porte aucun sceau',
  'The sealed document': 'Le document scellé',
  'The seal': 'Le sceau',
  'Digital signature': 'Signature numérique',
  Valid: 'Valide',
  'Does not hold': 'Ne tient pas',
  'Since it was sealed': 'Depuis le scellement',
  Unchanged: 'Inchangé',
  'Changed: bytes were added after the seal (an incremental update)':
    'Modifié : des octets ont été ajoutés après le sceau (une mise à jour incrémentielle)',
  'Changed: bytes the seal covers were altered': 'Modifié : des octets couverts par le sceau ont été altérés',
  'Sealed by': 'Scellé par',
  'Certificate issued by': 'Certificat émis par',
  Certificate: 'Certificat',
  Trusted: 'De confiance',
  'Self-signed, not trusted': 'Auto-signé, pas de confiance',
  'Not trusted': 'Pas de confiance',
  'Trusted time': 'Heure de confiance',
  '{{time}}, from {{authority}}': '{{time}}, par {{authority}}',
  'None: its time is the signer’s own clock': 'Aucune : son heure est l’horloge du signataire',
  'Long-term validation': 'Validation à long terme',
  'Validation data embedded': 'Données de validation incorporées',
  'No validation data embedded': 'Aucune donnée de validation incorporée',
  'This installation’s register': 'Registre de cette installation',
  'Knows this file': 'Connaît ce fichier',
  'Does not know this file': 'Ne connaît pas ce fichier',
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
  'Your full name': 'Votre nom complet',
  'Your e-mail address': 'Votre adresse e-mail',
  'Send me a code': 'M’envoyer un code',
  'We sent a code of {{digits}} digits to {{email}}. It works for {{minutes}} minutes.':
    'Nous avons envoyé un code de {{digits}} chiffres à {{email}}. Il fonctionne pendant {{minutes}} minutes.',
  'Code from the e-mail': 'Code reçu par e-mail',
  'Continue to the document': 'Continuer vers le document',
  'Use another e-mail address': 'Utiliser une autre adresse e-mail',
  'Send a new code': 'Envoyer un nouveau code',
  'A new code is on its way.': 'Un nouveau code est en route.',
  'This link does not work': 'Ce lien ne fonctionne pas',
  'Sign “{{document}}”': 'Signer « {{document}} »',
  '{{owner}} invites whoever opens this link to sign as {{role}}. First, prove your e-mail address.':
    '{{owner}} invite qui ouvre ce lien à signer en tant que {{role}}. D’abord, prouvez que l’adresse e-mail est la vôtre.',
  'You can now send documents for signing.': 'Vous pouvez maintenant envoyer des documents à signer.',
  'Go to Documents': 'Aller aux documents',
  'Send yourself a new link, then open it from your latest e-mail.':
    'Envoyez-vous un nouveau lien, puis ouvrez-le depuis votre dernier e-mail.',
  'Sign in to send yourself a new link.': 'Connectez-vous pour vous envoyer un nouveau lien.',

  'Your plan has ended': 'Votre formule a pris fin',
  'Your {{plan}} plan ended on {{date}}. Your documents stay readable and invited signers can still sign, but new flows and documents need a plan.':
    'Votre formule {{plan}} a pris fin le {{date}}. Vos documents restent consultables et les signataires invités peuvent encore signer, mais les nouveaux circuits et documents nécessitent une formule.',
  'Unpaid billing': 'Facture impayée',
  'Pay Now': 'Payer maintenant',
  'Your billing {{invoice}} ({{description}}, {{amount}}) is waiting for payment until {{date}}.':
    'Votre facture {{invoice}} ({{description}}, {{amount}}) attend son paiement jusqu’au {{date}}.',
  'Annually ({{paid}} months + {{bonus}} bonus months)': 'Annuel ({{paid}} mois + {{bonus}} mois offerts)',
  '{{months}} month': '{{months}} mois',
  '{{months}} months': '{{months}} mois',
  '{{plan}} plan, {{term}}': 'Formule {{plan}}, {{term}}',
  Paid: 'Payée',
  Expired: 'Expirée',
  Pending: 'En attente',
  'Detail of {{invoice}}': 'Détail de {{invoice}}',
  Detail: 'Détail',
  'Submit Payment for {{invoice}}': 'Payer {{invoice}}',
  'Submit Payment': 'Effectuer le paiement',
  'Download invoice {{invoice}}': 'Télécharger la facture {{invoice}}',
  'Download invoice': 'Télécharger la facture',
  'No billings yet.': 'Aucune facture pour le moment.',
  'Billing Date': 'Date de facturation',
  'Due Date': 'Date d’échéance',
  Amount: 'Montant',
  'Current plan': 'Formule actuelle',
  'Credit Card': 'Carte de crédit',
  'Virtual Account': 'Compte virtuel',
  'E-Wallet': 'Portefeuille électronique',
  QRIS: 'QRIS',
  Retail: 'Commerce de détail',
  'Choose a billing frequency': 'Choisissez une fréquence de facturation',
  'Choose a payment method': 'Choisissez un moyen de paiement',
  'Please wait…': 'Veuillez patienter…',
  '{{plan}} plan': 'Formule {{plan}}',
  'We are opening your payment. You will be taken to the payment page.':
    'Nous préparons votre paiement. Vous allez être redirigé vers la page de paiement.',
  'Billing frequency': 'Fréquence de facturation',
  '{{price}} before tax': '{{price}} hors taxe',
  Subtotal: 'Sous-total',
  'Tax ({{percent}} %)': 'Taxe ({{percent}} %)',
  Total: 'Total',
  'The payment methods could not be loaded': 'Les moyens de paiement n’ont pas pu être chargés',
  'Payment method': 'Moyen de paiement',
  'Fee {{fee}}': 'Frais {{fee}}',
  Back: 'Retour',
  'Billing not found': 'Facture introuvable',
  'Invoice No': 'N° de facture',
  'Order ID': 'N° de commande',
  'Paid on': 'Payée le',
  'Payment due': 'Paiement dû le',
  'Waiting for the payment service to confirm your payment…':
    'En attente de la confirmation de votre paiement par le service de paiement…',
  No: 'N°',
  Quantity: 'Quantité',
  'Prices before tax': 'Prix hors taxe',
  'Choose the package that fits how many documents you send. Prices are in rupiah; {{percent}} % tax is added.':
    'Choisissez la formule adaptée au nombre de documents que vous envoyez. Prix en roupies ; {{percent}} % de taxe s’ajoutent.',
  'The packages could not be loaded': 'Les formules n’ont pas pu être chargées',
  '{{days}} days to try SignFlow': '{{days}} jours pour essayer SignFlow',
  'Up to {{limit}} flows': 'Jusqu’à {{limit}} circuits',
  'Up to {{limit}} documents': 'Jusqu’à {{limit}} documents',
  'Valid until {{date}}': 'Valable jusqu’au {{date}}',
  Custom: 'Sur mesure',
  'Priced for your organisation': 'Tarif adapté à votre organisation',
  'Contact sales': 'Contacter notre service commercial',
  'per month': 'par mois',
  'Choose {{plan}} Plan': 'Choisir la formule {{plan}}',
  Unlimited: 'Illimité',
  'Days left': 'Jours restants',
  'Flows allowed': 'Circuits autorisés',
  'Documents allowed': 'Documents autorisés',
  'Change plan': 'Changer de formule',
  Upgrade: 'Changer de formule',
  'Signature and initials': 'Signature et initiales',
  'Your signature and initials, drawn or typed, kept with your account.':
    'Votre signature et vos initiales, dessinées ou tapées, conservées avec votre compte.',
  Signature: 'Signature',
  'Nothing kept yet.': 'Rien d’enregistré pour l’instant.',
  Add: 'Ajouter',
  Change: 'Modifier',
  'Your kept signature': 'Votre signature enregistrée',
  'Your kept initials': 'Vos initiales enregistrées',
  'Draw your initials first': 'Dessinez d’abord vos initiales',
  'Type your initials first': 'Saisissez d’abord vos initiales',
  Removed: 'Supprimé',
  'Initials saved': 'Initiales enregistrées',
  'Signature saved': 'Signature enregistrée',
  'Draw it or type it: send an image or a text, one of the two':
    'Dessinez-la ou tapez-la : envoyez une image ou un texte, l’un des deux',
  '{{description}}: {{amount}}, due {{date}}': '{{description}} : {{amount}}, à payer avant le {{date}}',
  '{{months}} bonus months': '{{months}} mois offerts',
  'Reusable approval flows of named approvers, in signing order':
    'Circuits d’approbation réutilisables, avec des approbateurs nommés dans l’ordre de signature',
  'Documents kept in your account, those in the Trash included: emptying the Trash frees their places':
    'Les documents de votre compte, ceux de la corbeille compris : vider la corbeille libère leurs places',
  'Sealed PDF with certificate': 'PDF scellé avec certificat',
  'Every completed document is sealed and carries a page saying who signed, when and from where':
    'Chaque document terminé est scellé et comporte une page indiquant qui a signé, quand et d’où',
  'E-mail invitations and reminders': 'Invitations et rappels par e-mail',
  'Signers sign from a link, no account needed': 'Les signataires signent depuis un lien, sans compte',
  'Unlimited flows': 'Circuits illimités',
  'No limit on approval flows': 'Aucune limite de circuits d’approbation',
  'Unlimited documents': 'Documents illimités',
  'No limit on documents': 'Aucune limite de documents',
  'Terms arranged with you': 'Conditions convenues avec vous',
  'Invoicing, volume and support agreed with our sales team':
    'Facturation, volume et support convenus avec notre service commercial',
  'Your {{plan}} plan ended on {{endDate}}: choose a plan to create more':
    'Votre formule {{plan}} a pris fin le {{endDate}} : choisissez une formule pour en créer davantage',
  'Please choose a package': 'Veuillez choisir une formule',
  'The Enterprise package is arranged with our sales team: contact them':
    'La formule Enterprise se convient avec notre service commercial : contactez-le',
  'Find in {{list}}': 'Rechercher dans {{list}}',
  Search: 'Rechercher',
  'Document, signer name or e-mail': 'Document, nom ou e-mail d’un signataire',
  'Clear search': 'Effacer la recherche',
  'All statuses': 'Tous les statuts',
  'Waiting for others': 'En attente des autres',
  'Completed this month': 'Terminés ce mois-ci',
  'Needs attention': 'À traiter',
  Overview: 'Vue d’ensemble',
  'Also in Archives: {{count}} completed document(s) whose sealing failed.':
    'Également dans les Archives : {{count}} document(s) terminé(s) dont le scellement a échoué.',
  'Show them': 'Les afficher',
  'No documents match.': 'Aucun document ne correspond.',
  'Actions for {{name}}': 'Actions pour {{name}}',
  Manage: 'Gérer',
  'Manage {{name}}': 'Gérer {{name}}',
  Remind: 'Relancer',
  'Correct a signer': 'Corriger un signataire',
  'Renew links': 'Renouveler les liens',
  'Cancel signing': 'Annuler la signature',
  'Keep signing': 'Poursuivre la signature',
  'Every signer has already submitted: there is nobody left to correct.':
    'Tous les signataires ont déjà envoyé : il n’y a plus personne à corriger.',
  'Their old link stops working at once, and a new invitation goes to the address below.':
    'Son ancien lien cesse aussitôt de fonctionner et une nouvelle invitation part à l’adresse ci-dessous.',
  'Save and send invitation': 'Enregistrer et envoyer l’invitation',
  'Cancel signing of “{{name}}”? Every invited signer is told, their links stop working, and the document moves to Archives as Cancelled.':
    'Annuler la signature de « {{name}} » ? Chaque signataire invité est prévenu, ses liens cessent de fonctionner et le document passe dans les Archives comme Annulé.',
  Reason: 'Motif',
  'The signers read this reason.': 'Les signataires lisent ce motif.',
  'Make the links of the signers still waiting on “{{name}}” work for {{days}} days from now, and mail them again?':
    'Rendre les liens des signataires encore attendus sur « {{name}} » valables {{days}} jours à partir de maintenant, et les leur renvoyer ?',
  'Remind signers automatically': 'Relancer les signataires automatiquement',
  'First reminder after (days)': 'Première relance après (jours)',
  'Then every (days)': 'Puis tous les (jours)',
  'At most (reminders)': 'Au plus (relances)',
  'First after {{after}} days, then every {{every}} days, at most {{most}} reminders.':
    'La première après {{after}} jours, puis tous les {{every}} jours, au plus {{most}} relances.',
  'No automatic reminders: you can still remind signers yourself.':
    'Pas de relances automatiques : vous pouvez toujours relancer les signataires vous-même.',
  'Not yet': 'Pas encore',
  'Reminders sent: {{number}}': 'Relances envoyées : {{number}}',
  'No automatic reminders.': 'Pas de relances automatiques.',
  'Automatic reminders: first after {{after}} days, then every {{every}} days, at most {{most}}.':
    'Relances automatiques : la première après {{after}} jours, puis tous les {{every}} jours, au plus {{most}}.',
  'Next: {{when}}.': 'Prochaine : {{when}}.',
  'No more are planned.': 'Aucune autre n’est prévue.',
  Signers: 'Signataires',
  Invited: 'Invité',
  Opened: 'Ouvert',
  Reminded: 'Relancé',
  Events: 'Événements',
  'Automatic, to {{address}}': 'Automatique, à {{address}}',
  'Name: {{old}} → {{new}}': 'Nom : {{old}} → {{new}}',
  'E-mail: {{old}} → {{new}}': 'E-mail : {{old}} → {{new}}',
  'Answers of the earlier recipient cleared: {{number}}': 'Réponses de la personne précédente effacées : {{number}}',
  'Valid until {{when}}': 'Valable jusqu’au {{when}}',
  'Reason: {{reason}}': 'Motif : {{reason}}',
  'Automatic reminders': 'Relances automatiques',
  'Invite Sign suggests these for each new document; you can change them there for a single document.':
    'Ce qu’Inviter à signer propose pour chaque nouveau document ; vous pouvez le changer là pour un document.',
  'Save reminders': 'Enregistrer les relances',
  // Sender controls: the server's messages and the Cancelled status
  'The links have expired: renew them to remind the signers':
    'Les liens ont expiré : renouvelez-les pour relancer les signataires',
  Cancelled: 'Annulé',
  'Only a document sent back for revision or cancelled can be prepared again':
    'Seul un document renvoyé pour révision ou annulé peut être préparé à nouveau',
  'search must be text': 'La recherche doit être du texte',
  'search must be {{limit}} characters or less': 'La recherche doit faire {{limit}} caractères au plus',
  'Unknown status filter': 'Filtre de statut inconnu',
  'Only a document waiting for signatures can be changed this way':
    'Seul un document en attente de signatures peut être modifié ainsi',
  'Only a document waiting for signatures can be reminded':
    'Seul un document en attente de signatures peut faire l’objet d’une relance',
  'You can renew the links again in {{minutes}} minutes': 'Vous pourrez renouveler les liens dans {{minutes}} minutes',
  'You can remind {{name}} again in {{minutes}} minutes': 'Vous pourrez relancer {{name}} dans {{minutes}} minutes',
  'Reminder sent': 'Relance envoyée',
  'Automatic reminders saved': 'Relances automatiques enregistrées',
  'Please choose the reminders': 'Veuillez choisir les relances',
  'First reminder must be a whole number of days from {{min}} to {{max}}':
    'La première relance doit être un nombre entier de jours entre {{min}} et {{max}}',
  'Repeat interval must be a whole number of days from {{min}} to {{max}}':
    'L’intervalle doit être un nombre entier de jours entre {{min}} et {{max}}',
  'Number of reminders must be a whole number from {{min}} to {{max}}':
    'Le nombre de relances doit être un nombre entier entre {{min}} et {{max}}',
  'Signers can be corrected only while the document waits for signatures':
    'Les signataires ne peuvent être corrigés que tant que le document attend des signatures',
  '{{name}} has already submitted and cannot be changed': '{{name}} a déjà soumis et ne peut plus être modifié',
  'Change the name or the e-mail address': 'Modifiez le nom ou l’adresse e-mail',
  'Name is required': 'Le nom est obligatoire',
  'Signer corrected': 'Signataire corrigé',
  'Signer corrected: a new invitation was sent': 'Signataire corrigé : une nouvelle invitation a été envoyée',
  'Links can be renewed only while the document waits for signatures':
    'Les liens ne peuvent être renouvelés que tant que le document attend des signatures',
  'Links renewed for {{days}} days': 'Liens renouvelés pour {{days}} jours',
  'Only a document waiting for signatures can be cancelled':
    'Seul un document en attente de signatures peut être annulé',
  'Please give a reason': 'Veuillez indiquer un motif',
  'Signing cancelled': 'Signature annulée',
  'Automatic reminders changed': 'Relances automatiques modifiées',
  'Links renewed': 'Liens renouvelés',
  // Billing: the server's messages
  'Please choose a billing frequency': 'Veuillez choisir une fréquence de facturation',
  'Please choose a payment method': 'Veuillez choisir un moyen de paiement',
  'The payment service is not available right now, please try again':
    'Le service de paiement n’est pas disponible pour le moment, veuillez réessayer',
  'Payment Link Not Found': 'Lien de paiement introuvable',
  'This billing is already paid': 'Cette facture est déjà payée',
  'The invoice can be downloaded once it is paid': 'La facture peut être téléchargée une fois payée',
  'Invalid signature': 'Signature invalide',
  'The amount does not match the billing': 'Le montant ne correspond pas à la facture',
  'Unknown order': 'Commande inconnue',
  'This billing has expired: it no longer takes payment': 'Cette facture a expiré : elle ne peut plus être payée',
  'Up to {{limit}} flow': 'Jusqu’à {{limit}} circuit',
  Qty: 'Qté',
  'Change reminders': 'Modifier les relances',
  Pages: 'Pages',
  Zoom: 'Zoom',
  'Zoom out': 'Zoom arrière',
  'Zoom in': 'Zoom avant',
  'Zoom level {{percent}}': 'Niveau de zoom {{percent}}',
  'Fit width': 'Ajuster à la largeur',
  'Drop a PDF here, or choose a file': 'Déposez un PDF ici ou choisissez un fichier',
  'Chosen: {{name}}': 'Choisi : {{name}}',
  'No file chosen': 'Aucun fichier choisi',
  'Who signs': 'Qui signe',
  'A saved flow': 'Un circuit enregistré',
  'Just these people': 'Seulement ces personnes',
  'Signer {{number}}': 'Signataire {{number}}',
  'Remove signer {{number}}': 'Retirer le signataire {{number}}',
  'Add signer': 'Ajouter un signataire',
  'Also save these people as a flow, named after the document':
    'Enregistrer aussi ces personnes comme circuit, au nom du document',
  'Saved flows are listed under Approval flows, to choose for later documents.':
    'Les circuits enregistrés figurent sous Circuits d’approbation, à choisir pour d’autres documents.',
  'Your {{plan}} plan has no room for another flow: these people sign this document only.':
    'Votre formule {{plan}} n’a plus de place pour un autre circuit : ces personnes signent ce document seulement.',
  'The PDF': 'Le PDF',
  'Keep it, or choose a corrected one: fields on pages the new PDF does not have are dropped.':
    'Gardez-le ou choisissez-en un corrigé : les champs des pages que le nouveau PDF n’a pas sont retirés.',
  'Keep the current PDF': 'Garder le PDF actuel',
  'Change a name, an e-mail or a level, add or remove signers: a removed signer’s fields go with them.':
    'Modifiez un nom, un e-mail ou un niveau, ajoutez ou retirez des signataires : les champs d’un signataire retiré partent avec lui.',
  'The document is a draft again. The new PDF has {{pages}} pages: these fields did not fit and were dropped.':
    'Le document est de nouveau un brouillon. Le nouveau PDF a {{pages}} pages : ces champs n’y tenaient pas et ont été retirés.',
  'Fields dropped': 'Champs retirés',
  '{{type}} of {{name}}, page {{page}}': '{{type}} de {{name}}, page {{page}}',
  'Place fields in the editor': 'Placer les champs dans l’éditeur',
  '{{name}} asked for a revision: “{{reason}}”': '{{name}} a demandé une révision : « {{reason}} »',
  '{{name}} asked for a revision': '{{name}} a demandé une révision',
  '{{name}} rejected it: “{{reason}}”': '{{name}} l’a refusé : « {{reason}} »',
  '{{name}} rejected it': '{{name}} l’a refusé',
  '{{name}} ({{email}}), level {{level}}': '{{name}} ({{email}}), niveau {{level}}',
  'Fields removed with them: {{number}}': 'Champs retirés avec lui : {{number}}',
  'Level: {{old}} → {{new}}': 'Niveau : {{old}} → {{new}}',
  'Pages: {{old}} → {{new}}': 'Pages : {{old}} → {{new}}',
  'Fields dropped, their page gone: {{number}}': 'Champs retirés, leur page n’existant plus : {{number}}',
  'Message to the signers (optional)': 'Message aux signataires (facultatif)',
  'Goes into the invitations and reminders, up to {{max}} characters.':
    'Figure dans les invitations et les rappels, {{max}} caractères au plus.',
  'Discard unsaved fields?': 'Abandonner les champs non enregistrés ?',
  'Your changes to the fields are not saved. Leave the editor and lose them?':
    'Vos modifications des champs ne sont pas enregistrées. Quitter l’éditeur et les perdre ?',
  'Discard changes': 'Abandonner les modifications',
  'Keep editing': 'Continuer à modifier',
  'Add a field for {{names}} before inviting': 'Ajoutez un champ pour {{names}} avant d’inviter',
  'The message must be {{limit}} characters or less': 'Le message doit faire {{limit}} caractères au plus',
  'Signer {{position}} needs a level from {{min}} to {{max}}':
    'Le signataire {{position}} doit avoir un niveau de {{min}} à {{max}}',
  'Choose a flow or type the signers, not both': 'Choisissez un circuit ou saisissez les signataires, pas les deux',
  '{{signed}} of {{total}} signed': '{{signed}} signature(s) sur {{total}}',
  'Waiting for: {{names}}': 'En attente de : {{names}}',
  'Signers: {{number}}': 'Signataires : {{number}}',
  'Needs your action': 'Action de votre part requise',
  'Too many windows are receiving live updates: close one and try again':
    'Trop de fenêtres reçoivent les mises à jour en direct : fermez-en une et réessayez',
  Initials: 'Initiales',
  'Full name': 'Nom complet',
  'Date signed': 'Date de signature',
  Text: 'Texte',
  Checkbox: 'Case à cocher',
  'Field settings': 'Paramètres du champ',
  'Label shown to the signer': 'Libellé affiché au signataire',
  'Type here': 'Saisissez ici',
  'Filled in when you finish': 'Rempli lorsque vous terminez',
  'Fill in the field, then press Next.': 'Remplissez le champ, puis appuyez sur Suivant.',
  'Type your signature first': 'Saisissez d’abord votre signature',
  'How to sign': 'Mode de signature',
  Draw: 'Dessiner',
  Type: 'Saisir',
  'Draw your initials here': 'Dessinez vos initiales ici',
  'Type your initials': 'Saisissez vos initiales',
  'Type your signature': 'Saisissez votre signature',
  'type must be one of draw, file, initials, name, date, text, checkbox':
    'type doit valoir draw, file, initials, name, date, text ou checkbox',
  'A field label must be text without control characters':
    'Le libellé d’un champ doit être un texte sans caractères de contrôle',
  'A field label must be {{limit}} characters or less':
    'Le libellé d’un champ doit comporter {{limit}} caractères au plus',
  'required must be true or false': 'required doit valoir true ou false',
  'Only text and checkbox fields have a label or a required flag':
    'Seuls les champs texte et case à cocher ont un libellé ou une obligation',
  'A typed answer must be text without control characters':
    'Une réponse saisie doit être un texte sans caractères de contrôle',
  'A typed answer must be {{limit}} characters or less':
    'Une réponse saisie doit comporter {{limit}} caractères au plus',
  'checked must be true or false': 'checked doit valoir true ou false',
  'This kind of answer does not fit this field': 'Ce type de réponse ne convient pas à ce champ',
  'Fill in every required field before submitting': 'Remplissez tous les champs obligatoires avant d’envoyer',
  'The request took too long to arrive: check your connection and try again':
    'La requête a mis trop de temps à arriver : vérifiez votre connexion et réessayez',
  'The request body is nested too deeply: the limit is {{limit}} levels':
    'Le corps de la requête est trop imbriqué : la limite est de {{limit}} niveaux',
  'The request body holds too many values: the limit is {{limit}}':
    'Le corps de la requête contient trop de valeurs : la limite est de {{limit}}',
  Finish: 'Terminer',
  More: 'Plus',
  'Back to the document': 'Retour au document',
  'About this request': 'À propos de cette demande',
  '{{name}} ({{email}}) asks you to sign “{{document}}”.':
    '{{name}} ({{email}}) vous demande de signer « {{document}} ».',
  'Message from {{name}}:': 'Message de {{name}} :',
  'Everyone will then have signed: you will receive the sealed PDF by e-mail.':
    'Tout le monde aura alors signé : vous recevrez le PDF scellé par e-mail.',
  'Still to sign: {{names}}. Once everyone has signed, you will receive the sealed PDF by e-mail.':
    'Doivent encore signer : {{names}}. Une fois que tout le monde aura signé, vous recevrez le PDF scellé par e-mail.',
  'Next, {{names}} will be invited to sign. Once everyone has signed, you will receive the sealed PDF by e-mail.':
    'Ensuite, {{names}} sera invité à signer. Une fois que tout le monde aura signé, vous recevrez le PDF scellé par e-mail.',
  'Press Finish to send your answer.': 'Appuyez sur Terminer pour envoyer votre réponse.',
  'Every field is complete: press Finish.': 'Tous les champs sont remplis : appuyez sur Terminer.',
  'Draw or type your signature, then press Approve.': 'Dessinez ou tapez votre signature, puis appuyez sur Approuver.',
  'Draw or type your initials, then press Approve.': 'Dessinez ou tapez vos initiales, puis appuyez sur Approuver.',
  'Press Sign here, or the field itself, to add your signature.':
    'Appuyez sur Signez ici, ou sur le champ lui-même, pour ajouter votre signature.',
  'Press Initial here, or the field itself, to add your initials.':
    'Appuyez sur Paraphez ici, ou sur le champ lui-même, pour ajouter vos initiales.',
  'Agree to sign electronically before you finish': 'Acceptez de signer électroniquement avant de terminer',
  'consent must be true or false': 'consent doit valoir true ou false',
  [SIGNING_CONSENT_STATEMENT]: SIGNING_CONSENT_STATEMENTS.fr,
  // Templates: the server's messages
  'Please name the template': 'Veuillez nommer le modèle',
  'A template needs at least one role': 'Un modèle nécessite au moins un rôle',
  'A template can have at most {{limit}} roles': 'Un modèle peut compter au plus {{limit}} rôles',
  'Two roles are named {{name}}: give each role its own name':
    'Deux rôles s’appellent {{name}} : donnez à chaque rôle un nom qui lui est propre',
  'Unknown role': 'Rôle inconnu',
  'senderFilled must be true or false': 'senderFilled doit valoir true ou false',
  'Only text, date and checkbox fields can be filled in by the sender':
    'Seuls les champs de texte, de date et les cases à cocher peuvent être remplis par l’expéditeur',
  'A role is listed twice': 'Un rôle figure deux fois',
  'The role {{name}} has fields: remove them before removing the role':
    'Le rôle {{name}} a des champs : supprimez-les avant de supprimer le rôle',
  'The role {{role}} needs a recipient': 'Le rôle {{role}} a besoin d’un destinataire',
  'The role {{role}} has more than one recipient': 'Le rôle {{role}} a plus d’un destinataire',
  'Only a field the sender fills in takes a value': 'Seul un champ rempli par l’expéditeur prend une valeur',
  'A field is given more than one value': 'Un champ a reçu plus d’une valeur',
  'Give a value for the field {{field}} on page {{page}}':
    'Indiquez une valeur pour le champ {{field}} de la page {{page}}',
  'Each value must be text': 'Chaque valeur doit être un texte',
  'A checkbox takes true or false': 'Une case à cocher prend true ou false',
  'A date must be a day of the calendar, written YYYY-MM-DD':
    'Une date doit être un jour du calendrier, écrit AAAA-MM-JJ (YYYY-MM-DD)',
  'This field was filled in by the sender and cannot be changed':
    'Ce champ a été rempli par l’expéditeur et ne peut pas être modifié',
  'send must be true or false': 'send doit valoir true ou false',
  'enabled must be true or false': 'enabled doit valoir true ou false',
  'Whoever opens the link signs first: only the first role may have the lowest level':
    'Qui ouvre le lien signe en premier : seul le premier rôle peut avoir le niveau le plus bas',
  'This e-mail address already signs this document in another role: use your own':
    'Cette adresse e-mail signe déjà ce document dans un autre rôle : utilisez la vôtre',
  'The first role is filled by whoever opens the link: name people for the other roles only':
    'Le premier rôle revient à qui ouvre le lien : n’indiquez des personnes que pour les autres rôles',
  'This link does not exist. Check that you copied all of it':
    'Ce lien n’existe pas. Vérifiez que vous l’avez copié en entier',
  'This link has been turned off by its owner': 'Ce lien a été désactivé par son propriétaire',
  'This link cannot take a signature at the moment. Please let whoever gave it to you know':
    'Ce lien ne peut pas recevoir de signature pour le moment. Prévenez la personne qui vous l’a donné',
  'This code request is unknown or already used: ask for a new code':
    'Cette demande de code est inconnue ou déjà utilisée : demandez un nouveau code',
  'That code is not right: check the latest e-mail and try again':
    'Ce code n’est pas le bon : vérifiez le dernier e-mail et réessayez',
  'That code has expired: ask for a new one': 'Ce code a expiré : demandez-en un nouveau',
  'The code has {{digits}} digits': 'Le code compte {{digits}} chiffres',
  'Too many wrong codes: ask for a new one': 'Trop de codes erronés : demandez-en un nouveau',
  'allowedOrigins must be a list of web addresses': 'allowedOrigins doit être une liste d’adresses web',
  'An allowed origin is a web address alone, like https://shop.example.com or https://shop.example.com:8443: no path, query or user name':
    'Une origine autorisée est une adresse web seule, comme https://shop.example.com ou https://shop.example.com:8443 : sans chemin, requête ni nom d’utilisateur',
  'An allowed origin must start with https:// (http:// only for localhost or 127.0.0.1)':
    'Une origine autorisée doit commencer par https:// (http:// seulement pour localhost ou 127.0.0.1)',
  'Wildcards are not accepted: list each site that embeds the signing page':
    'Les jokers ne sont pas acceptés : indiquez chaque site qui intègre la page de signature',
  'At most {{max}} allowed origins': 'Au plus {{max}} origines autorisées',
  'Too many codes were asked for: wait a while and try again':
    'Trop de codes ont été demandés : patientez un peu et réessayez',
  'Template limit reached: the {{plan}} plan allows {{limit}}':
    'Limite de modèles atteinte : la formule {{plan}} en autorise {{limit}}',
  Templates: 'Modèles',
  'New template': 'Nouveau modèle',
  'No templates yet': 'Aucun modèle pour l’instant',
  'A template is a PDF with its fields placed for roles such as ‘Client’. Make one once, then make a document from it for the people you name, as often as you need.':
    'Un modèle est un PDF dont les champs sont placés pour des rôles tels que « Client ». Créez-le une fois, puis faites-en un document pour les personnes que vous nommez, aussi souvent que nécessaire.',
  'Make your first template': 'Créer votre premier modèle',
  'Template name': 'Nom du modèle',
  'No templates match.': 'Aucun modèle ne correspond.',
  Roles: 'Rôles',
  'Documents made': 'Documents créés',
  'Use template': 'Utiliser le modèle',
  'Use template {{name}}': 'Utiliser le modèle {{name}}',
  'Edit fields': 'Modifier les champs',
  'Edit fields of {{name}}': 'Modifier les champs de {{name}}',
  Rename: 'Renommer',
  Duplicate: 'Dupliquer',
  'Rename template': 'Renommer le modèle',
  'Template renamed': 'Modèle renommé',
  'Template duplicated': 'Modèle dupliqué',
  'Delete template': 'Supprimer le modèle',
  'Delete the template “{{name}}”? Documents already made from it keep everything.':
    'Supprimer le modèle « {{name}} » ? Les documents déjà créés à partir de lui gardent tout.',
  'Role {{number}}': 'Rôle {{number}}',
  'Add role': 'Ajouter un rôle',
  'Move role {{number}} up': 'Monter le rôle {{number}}',
  'Move role {{number}} down': 'Descendre le rôle {{number}}',
  'Remove role {{number}}': 'Retirer le rôle {{number}}',
  'Name of role {{number}}': 'Nom du rôle {{number}}',
  'Level of role {{number}}': 'Niveau du rôle {{number}}',
  'Choose a PDF': 'Choisissez un PDF',
  'A role is a place someone fills when a document is made from the template, such as ‘Client’ or ‘Manager’. Roles at the same level sign in parallel; levels sign in ascending order.':
    'Un rôle est une place que quelqu’un occupe quand un document est créé à partir du modèle, comme « Client » ou « Responsable ». Les rôles d’un même niveau signent en parallèle ; les niveaux signent par ordre croissant.',
  'Next: place fields': 'Suivant : placer les champs',
  'Filled by the sender': 'Rempli par l’expéditeur',
  'You give its value when you use the template; the signer reads it.':
    'Vous donnez sa valeur en utilisant le modèle ; le signataire la lit.',
  'Back to Templates': 'Retour aux modèles',
  'Use template: {{name}}': 'Utiliser le modèle : {{name}}',
  'Fill from a saved flow': 'Remplir à partir d’un circuit enregistré',
  'Its approvers fill the roles by level and order.': 'Ses approbateurs remplissent les rôles par niveau et par ordre.',
  'Choose a flow': 'Choisir un circuit',
  '{{role}} (level {{level}})': '{{role}} (niveau {{level}})',
  'Name of {{role}}': 'Nom pour {{role}}',
  'Email of {{role}}': 'E-mail pour {{role}}',
  'Your values': 'Vos valeurs',
  'The signers read these and cannot change them.': 'Les signataires les lisent et ne peuvent pas les modifier.',
  'Page {{page}}, for {{role}}': 'Page {{page}}, pour {{role}}',
  'Create draft': 'Créer un brouillon',
  'Send now': 'Envoyer maintenant',
  'Document made from the template and sent for signing': 'Document créé à partir du modèle et envoyé pour signature',
  'Public link': 'Lien public',
  'Public link: {{name}}': 'Lien public : {{name}}',
  'The public link could not be read': 'Le lien public n’a pas pu être lu',
  'This page could not be read': 'Cette page n’a pas pu être chargée',
  Ticked: 'Cochée',
  'Not ticked': 'Non cochée',
  'Whoever opens the link gives their name and e-mail, confirms the address with a code we mail them, and signs as {{role}}. Each visit makes a document of its own.':
    'Quiconque ouvre le lien donne son nom et son e-mail, confirme l’adresse avec un code que nous lui envoyons et signe en tant que {{role}}. Chaque visite crée son propre document.',
  'The link': 'Le lien',
  'Anyone with the link can sign': 'Toute personne ayant le lien peut signer',
  'On: the link takes visitors.': 'Activé : le lien accueille les visiteurs.',
  'Off: the link tells visitors it has been turned off.':
    'Désactivé : le lien indique aux visiteurs qu’il a été désactivé.',
  'Link address': 'Adresse du lien',
  'Copy link': 'Copier le lien',
  'Replace link': 'Remplacer le lien',
  'Replace the link?': 'Remplacer le lien ?',
  'The current link stops working at once, for everyone you gave it to; a visit begun through it stops too. Documents already made go on. Give people the new link.':
    'Le lien actuel cesse de fonctionner immédiatement pour tous ceux à qui vous l’avez donné ; une visite commencée par ce lien s’arrête aussi. Les documents déjà créés continuent. Donnez le nouveau lien.',
  'The link gets its address the first time you turn it on or save these settings.':
    'Le lien reçoit son adresse la première fois que vous l’activez ou enregistrez ces réglages.',
  'What to change': 'Ce qu’il faut changer',
  'Give {{role}} a level of its own, lower than every other role’s, or put the role the visitor takes first in the list.':
    'Donnez à {{role}} un niveau à lui seul, plus bas que celui de tous les autres rôles, ou placez en tête de liste le rôle que prend le visiteur.',
  'Edit roles': 'Modifier les rôles',
  'The visitor takes the first role, {{role}}, which must be alone at the lowest level, so nobody else is invited before the visitor has signed. Each other role is always the person you name here.':
    'Le visiteur prend le premier rôle, {{role}}, qui doit être seul au niveau le plus bas, afin que personne ne soit invité avant que le visiteur ait signé. Chaque autre rôle est toujours la personne que vous indiquez ici.',
  'Only the visitor signs: the template has no other role.': 'Seul le visiteur signe : le modèle n’a pas d’autre rôle.',
  'Save settings': 'Enregistrer les réglages',
  'Roles of “{{name}}”': 'Rôles de « {{name}} »',
  'Save roles': 'Enregistrer les rôles',
  'A role with fields cannot be removed: remove its fields in the field editor first.':
    'Un rôle qui a des champs ne peut pas être retiré : retirez d’abord ses champs dans l’éditeur de champs.',
  'Roles saved': 'Rôles enregistrés',
  'Public link turned on': 'Lien public activé',
  'Public link turned off': 'Lien public désactivé',
  'Public link settings saved': 'Réglages du lien public enregistrés',
  'Link copied': 'Lien copié',
  'The link could not be copied: select it and copy it yourself':
    'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même',
  'Link replaced: the old one no longer works': 'Lien remplacé : l’ancien ne fonctionne plus',
  'Name the people and fill in the values below to turn the link on':
    'Indiquez les personnes et remplissez les valeurs ci-dessous pour activer le lien',
  'Save as template': 'Enregistrer comme modèle',
  'Save as template: {{name}}': 'Enregistrer comme modèle : {{name}}',
  'Templates allowed': 'Modèles autorisés',
  'Unlimited templates': 'Modèles illimités',
  'Up to {{limit}} template': 'Jusqu’à {{limit}} modèle',
  'Up to {{limit}} templates': 'Jusqu’à {{limit}} modèles',
  // Bulk send
  'Send in bulk': 'Envoyer en masse',
  'Send in bulk: {{name}}': 'Envoyer en masse : {{name}}',
  'Make one document from this template for each row of a CSV file. Its columns name the person for each role and the values you fill in. Download the sample, fill in one row per document, then upload it.':
    'Créez un document à partir de ce modèle pour chaque ligne d’un fichier CSV. Ses colonnes indiquent la personne de chaque rôle et les valeurs que vous renseignez. Téléchargez l’exemple, remplissez une ligne par document, puis importez-le.',
  'Download sample CSV': 'Télécharger l’exemple CSV',
  'Drop a CSV file here, or choose a file': 'Déposez un fichier CSV ici, ou choisissez un fichier',
  'Once each document is made': 'Une fois chaque document créé',
  'Send it for signing at once': 'L’envoyer aussitôt pour signature',
  'Leave it as a draft to send later': 'Le laisser en brouillon pour l’envoyer plus tard',
  'Start bulk send': 'Lancer l’envoi en masse',
  'Rows to fix': 'Lignes à corriger',
  'Row 1 is the first row under the header. Nothing was made: fix these, then upload the file again.':
    'La ligne 1 est la première ligne sous l’en-tête. Rien n’a été créé : corrigez-les, puis importez à nouveau le fichier.',
  Row: 'Ligne',
  Column: 'Colonne',
  Problem: 'Problème',
  Header: 'En-tête',
  'Whole row': 'Ligne entière',
  'Bulk send': 'Envoi en masse',
  'Waiting to start…': 'En attente de démarrage…',
  'Making the documents…': 'Création des documents…',
  Finished: 'Terminé',
  'Each document is sent for signing as soon as it is made.':
    'Chaque document est envoyé pour signature dès qu’il est créé.',
  'Each document is left as a draft, to send from Documents.':
    'Chaque document reste un brouillon, à envoyer depuis Documents.',
  'Documents in the file': 'Documents du fichier',
  'Rows failed': 'Lignes en échec',
  'Bulk send progress': 'Progression de l’envoi en masse',
  '{{made}} of {{total}} documents made': '{{made}} documents créés sur {{total}}',
  'Rows that failed': 'Lignes qui ont échoué',
  'Send another file': 'Envoyer un autre fichier',
  'Only the first {{number}} problems are listed: the file may hold more.':
    'Seuls les {{number}} premiers problèmes sont listés : le fichier peut en contenir d’autres.',
  'From the template {{name}}': 'À partir du modèle {{name}}',
  'Please choose a CSV file': 'Veuillez choisir un fichier CSV',
  'The file is not a CSV file: save it as CSV (UTF-8) and upload it again':
    'Le fichier n’est pas un fichier CSV : enregistrez-le au format CSV (UTF-8) et envoyez-le de nouveau',
  'The CSV file cannot be read at line {{line}}: check its quotes and commas':
    'Le fichier CSV ne peut pas être lu à la ligne {{line}} : vérifiez ses guillemets et ses virgules',
  'The CSV file has no rows: add one row per document under the header':
    'Le fichier CSV n’a aucune ligne : ajoutez une ligne par document sous l’en-tête',
  'The CSV file is too large: the limit is {{limit}} MB':
    'Le fichier CSV est trop volumineux : la limite est de {{limit}} Mo',
  'The CSV file has too many rows: the limit is {{limit}}':
    'Le fichier CSV a trop de lignes : la limite est de {{limit}}',
  'Some rows cannot be sent, so nothing was made: fix them and upload the file again':
    'Certaines lignes ne peuvent pas être envoyées, rien n’a donc été créé : corrigez-les et envoyez de nouveau le fichier',
  'Unknown column {{column}}: use the columns of the sample file':
    'Colonne inconnue {{column}} : utilisez les colonnes du fichier d’exemple',
  'The column {{column}} is missing': 'La colonne {{column}} est manquante',
  'The column {{column}} appears twice': 'La colonne {{column}} apparaît deux fois',
  'This row has more values than the header has columns': 'Cette ligne a plus de valeurs que l’en-tête n’a de colonnes',
  'The template was deleted before this document was made': 'Le modèle a été supprimé avant la création de ce document',
  Integrations: 'Intégrations',
  'Connect your own software: it can make and send documents, and hear when they are signed.':
    'Connectez vos propres logiciels : ils peuvent créer et envoyer des documents, et savoir quand ils sont signés.',
  'API keys': 'Clés d’API',
  'Your own software can act for this account with a key, sent as "Authorization: Bearer" and the key. Keep keys secret: whoever holds one can send documents for you.':
    'Vos propres logiciels peuvent agir pour ce compte avec une clé, envoyée sous la forme « Authorization: Bearer » suivie de la clé. Gardez vos clés secrètes : quiconque en détient une peut envoyer des documents à votre place.',
  'The API keys could not be read': 'Les clés d’API n’ont pas pu être lues',
  'New API key': 'Nouvelle clé d’API',
  'Key name': 'Nom de la clé',
  'Last day it works (optional)': 'Dernier jour de validité (facultatif)',
  'Create key': 'Créer la clé',
  'Key copied': 'Clé copiée',
  'The key could not be copied: select it and copy it yourself':
    'La clé n’a pas pu être copiée : sélectionnez-la et copiez-la vous-même',
  'The key “{{name}}” is made': 'La clé « {{name}} » est créée',
  'Copy it now: it is shown only this once.': 'Copiez-la maintenant : elle n’est affichée que cette fois.',
  'The new key': 'La nouvelle clé',
  'Copy key': 'Copier la clé',
  Done: 'Terminé',
  Key: 'Clé',
  Created: 'Créée',
  Expires: 'Expire',
  'Last used': 'Dernière utilisation',
  Never: 'Jamais',
  'Not used yet': 'Pas encore utilisée',
  'No API keys yet': 'Aucune clé d’API pour l’instant',
  'Revoke the key {{name}}': 'Révoquer la clé {{name}}',
  Revoke: 'Révoquer',
  'Key revoked': 'Clé révoquée',
  'Revoke this key?': 'Révoquer cette clé ?',
  'Software that uses the key “{{name}}” stops working at once. This cannot be undone.':
    'Les logiciels qui utilisent la clé « {{name}} » cessent de fonctionner immédiatement. Cette action est irréversible.',
  'The expiry must be a date and time, such as 2027-01-31T00:00:00Z':
    'L’expiration doit être une date et une heure, par exemple 2027-01-31T00:00:00Z',
  'The expiry must be in the future': 'L’expiration doit être dans le futur',
  'An account can hold at most {{limit}} API keys: revoke one first':
    'Un compte peut avoir au plus {{limit}} clés d’API : révoquez-en une d’abord',
  "An API key cannot do this: sign in to the app to manage the account's own sign-in":
    'Une clé d’API ne peut pas faire cela : connectez-vous à l’application pour gérer la connexion du compte',
  'API key': 'Clé d’API',
  'Two-step sign-in': 'Connexion en deux étapes',
  'Enter the {{digits}}-digit code your authenticator app shows for SignFlow. No phone at hand? Enter one of your recovery codes.':
    'Saisissez le code à {{digits}} chiffres que votre application d’authentification affiche pour SignFlow. Pas de téléphone sous la main ? Saisissez l’un de vos codes de récupération.',
  Code: 'Code',
  'Verify and sign in': 'Vérifier et se connecter',
  'Each sign-in also asks for a code from an authenticator app on your phone.':
    'Chaque connexion demande aussi un code d’une application d’authentification sur votre téléphone.',
  'Turn on two-step sign-in': 'Activer la connexion en deux étapes',
  '1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).':
    '1. Scannez ce code QR avec votre application d’authentification (Google Authenticator, 1Password, Authy…).',
  'QR code for your authenticator app': 'Code QR pour votre application d’authentification',
  'Or type this key into the app:': 'Ou saisissez cette clé dans l’application :',
  'Key for the app': 'Clé pour l’application',
  '2. Enter the {{digits}}-digit code the app shows:':
    '2. Saisissez le code à {{digits}} chiffres affiché par l’application :',
  '3. Enter the {{digits}}-digit code the app shows:':
    '3. Saisissez le code à {{digits}} chiffres affiché par l’application :',
  '2. Confirm it is you:': '2. Confirmez qu’il s’agit bien de vous :',
  'Code from the app': 'Code de l’application',
  'Turn on': 'Activer',
  'Recovery codes copied': 'Codes de récupération copiés',
  'The codes could not be copied: select them and copy them yourself':
    'Les codes n’ont pas pu être copiés : sélectionnez-les et copiez-les vous-même',
  'Your recovery codes': 'Vos codes de récupération',
  'Keep them somewhere safe: each one signs you in once without your phone. They are shown only this once.':
    'Gardez-les en lieu sûr : chacun vous connecte une fois sans votre téléphone. Ils ne sont affichés que cette fois.',
  'Copy codes': 'Copier les codes',
  'Two-step sign-in is on.': 'La connexion en deux étapes est activée.',
  'To turn it off, confirm it is you:': 'Pour la désactiver, confirmez que c’est bien vous :',
  'Code from the app, or a recovery code': 'Code de l’application, ou un code de récupération',
  'Turn off two-step sign-in': 'Désactiver la connexion en deux étapes',
  'Enter the {{digits}}-digit code from your authenticator app, or one of your recovery codes':
    'Saisissez le code à {{digits}} chiffres de votre application d’authentification, ou l’un de vos codes de récupération',
  'Enter the {{digits}}-digit code from your authenticator app':
    'Saisissez le code à {{digits}} chiffres de votre application d’authentification',
  'Invalid challenge': 'Demande invalide',
  'That code is not right: check your authenticator app, or use a recovery code':
    'Ce code n’est pas le bon : vérifiez votre application d’authentification, ou utilisez un code de récupération',
  'This sign-in has expired or was already used: sign in again':
    'Cette connexion a expiré ou a déjà servi : connectez-vous à nouveau',
  'Start setting up two-step sign-in first': 'Commencez d’abord à configurer la connexion en deux étapes',
  'Two-step sign-in is already on': 'La connexion en deux étapes est déjà activée',
  'Two-step sign-in is not on': 'La connexion en deux étapes n’est pas activée',
  'The password is not correct': 'Le mot de passe n’est pas correct',
  'Two-step sign-in is on': 'La connexion en deux étapes est activée',
  'Two-step sign-in is off': 'La connexion en deux étapes est désactivée',
  Embedding: 'Intégration',
  'Show the signing page inside your own site. Only the sites listed here may show it in a frame, and only they are told when the signer signs, rejects or asks for a revision.':
    'Affichez la page de signature dans votre propre site. Seuls les sites listés ici peuvent l’afficher dans un cadre, et eux seuls sont prévenus quand le signataire signe, refuse ou demande une révision.',
  'The allowed sites could not be read': 'Les sites autorisés n’ont pas pu être lus',
  'Add an allowed site': 'Ajouter un site autorisé',
  'Site address': 'Adresse du site',
  'Like https://shop.example.com (http:// only for localhost)':
    'Par exemple https://shop.example.com (http:// seulement pour localhost)',
  'Add site': 'Ajouter le site',
  'Allowed sites': 'Sites autorisés',
  'No site may embed the signing page yet.': 'Aucun site ne peut encore intégrer la page de signature.',
  'Remove {{site}}': 'Retirer {{site}}',
  'Save allowed sites': 'Enregistrer les sites autorisés',
  'Not saved yet': 'Pas encore enregistré',
  'Allowed sites saved': 'Sites autorisés enregistrés',
  'The code for your page': 'Le code pour votre page',
  'Copy code': 'Copier le code',
  'Code copied': 'Code copié',
  'The code could not be copied: select it and copy it yourself':
    'Le code n’a pas pu être copié : sélectionnez-le et copiez-le vous-même',
  Passkeys: 'Clés d’accès',
  'Sign in with your fingerprint, face or screen lock instead of a password and code.':
    'Connectez-vous avec votre empreinte, votre visage ou le verrouillage de l’écran plutôt qu’avec un mot de passe et un code.',
  'The passkeys could not be read': 'Les clés d’accès n’ont pas pu être lues',
  'Add a passkey': 'Ajouter une clé d’accès',
  'Passkey name': 'Nom de la clé d’accès',
  'e.g. My phone': 'p. ex. Mon téléphone',
  Added: 'Ajoutée',
  'No passkeys yet': 'Aucune clé d’accès pour l’instant',
  'Remove the passkey {{name}}': 'Retirer la clé d’accès {{name}}',
  'Passkey removed': 'Clé d’accès retirée',
  'Remove this passkey?': 'Retirer cette clé d’accès ?',
  '“{{name}}” will no longer sign in to your account.': '« {{name}} » ne vous connectera plus à votre compte.',
  'Sign in with a passkey': 'Se connecter avec une clé d’accès',
  'The passkey was not used: try again': 'La clé d’accès n’a pas été utilisée : réessayez',
  'Invalid passkey answer': 'Réponse de clé d’accès invalide',
  'Invalid passkey ceremony': 'Opération de clé d’accès invalide',
  'The passkey could not be verified: try again': 'La clé d’accès n’a pas pu être vérifiée : réessayez',
  'This passkey is not known here: sign in with your password, then add it in your profile':
    'Cette clé d’accès est inconnue ici : connectez-vous avec votre mot de passe, puis ajoutez-la dans votre profil',
  'An account can hold at most {{limit}} passkeys: remove one first':
    'Un compte peut avoir au plus {{limit}} clés d’accès : retirez-en une d’abord',
  'Passkey added': 'Clé d’accès ajoutée',
  'Enter the full address of your endpoint, starting with https://':
    'Saisissez l’adresse complète de votre point de terminaison, commençant par https://',
  'The endpoint must be an https:// address': 'Le point de terminaison doit être une adresse https://',
  'This address is private or local: webhooks are sent to public internet addresses only':
    'Cette adresse est privée ou locale : les webhooks ne sont envoyés qu’à des adresses internet publiques',
  'The host name of this address cannot be found': 'Le nom d’hôte de cette adresse est introuvable',
  'Choose at least one event': 'Choisissez au moins un événement',
  'This delivery is still being sent: resend it once it is delivered or failed':
    'Cette livraison est encore en cours d’envoi : renvoyez-la une fois livrée ou échouée',
  'The endpoint is turned off': 'Le point de terminaison est désactivé',
  'No answer within {{ms}} ms': 'Aucune réponse en {{ms}} ms',
  'The endpoint was turned off after failing for days':
    'Le point de terminaison a été désactivé après des jours d’échecs',
  'Unknown event: choose from the list of events': 'Événement inconnu : choisissez dans la liste des événements',
  'An account can have at most {{limit}} webhook endpoints':
    'Un compte peut avoir au plus {{limit}} points de terminaison webhook',
  'Give url, events or enabled to change': 'Indiquez url, events ou enabled à modifier',
  Webhooks: 'Webhooks',
  'SignFlow sends a signed POST to your endpoints when the events you choose happen. Your receiver checks the SignFlow-Signature header with the endpoint’s secret.':
    'SignFlow envoie un POST signé à vos points de terminaison quand les événements choisis se produisent. Votre récepteur vérifie l’en-tête SignFlow-Signature avec le secret du point de terminaison.',
  'Add endpoint': 'Ajouter un point de terminaison',
  'No endpoints yet.': 'Aucun point de terminaison pour l’instant.',
  'Document opened by a signer': 'Document ouvert par un signataire',
  'Signer signed': 'Le signataire a signé',
  'Signer rejected': 'Le signataire a refusé',
  'Signer asked for a revision': 'Le signataire a demandé une révision',
  'Document completed': 'Document terminé',
  'Sealed PDF ready': 'PDF scellé prêt',
  'Document cancelled': 'Document annulé',
  'Template used': 'Modèle utilisé',
  'Bulk send finished': 'Envoi groupé terminé',
  Delivered: 'Livré',
  'Endpoint added': 'Point de terminaison ajouté',
  'Secret copied': 'Secret copié',
  'The secret could not be copied: select it and copy it yourself':
    'Le secret n’a pas pu être copié : sélectionnez-le et copiez-le vous-même',
  'Signing secret': 'Secret de signature',
  'Copy this secret now: it is shown only this once. Your receiver checks each delivery’s signature with it.':
    'Copiez ce secret maintenant : il n’est affiché que cette fois. Votre récepteur vérifie avec lui la signature de chaque livraison.',
  'Copy secret': 'Copier le secret',
  'Endpoint URL': 'URL du point de terminaison',
  'Endpoint turned on': 'Point de terminaison activé',
  'Endpoint turned off': 'Point de terminaison désactivé',
  'Test event sent: see its delivery in the log': 'Événement de test envoyé : voyez sa livraison dans le journal',
  'Endpoint deleted': 'Point de terminaison supprimé',
  'Send events to this endpoint': 'Envoyer les événements à ce point de terminaison',
  'On: events are sent to it.': 'Activé : les événements lui sont envoyés.',
  'Off: it is sent nothing.': 'Désactivé : rien ne lui est envoyé.',
  'Turned off for failing': 'Désactivé après des échecs',
  'Every delivery to this endpoint failed for {{days}} days, so it was turned off. Turn it on again once it answers.':
    'Toutes les livraisons vers ce point de terminaison ont échoué pendant {{days}} jours : il a donc été désactivé. Réactivez-le dès qu’il répond.',
  'Every delivery to this endpoint failed for {{hours}} hours, so it was turned off. Turn it on again once it answers.':
    'Toutes les livraisons vers ce point de terminaison ont échoué pendant {{hours}} heures : il a donc été désactivé. Réactivez-le dès qu’il répond.',
  'Every delivery to this endpoint failed for a day, so it was turned off. Turn it on again once it answers.':
    'Toutes les livraisons vers ce point de terminaison ont échoué pendant un jour : il a donc été désactivé. Réactivez-le dès qu’il répond.',
  'Every delivery to this endpoint failed for an hour, so it was turned off. Turn it on again once it answers.':
    'Toutes les livraisons vers ce point de terminaison ont échoué pendant une heure : il a donc été désactivé. Réactivez-le dès qu’il répond.',
  'Send test event': 'Envoyer un événement de test',
  'Hide delivery log': 'Masquer le journal de livraison',
  'Delivery log': 'Journal de livraison',
  'Delete endpoint': 'Supprimer le point de terminaison',
  '{{url}} will be sent no more events, and its delivery log will be deleted.':
    '{{url}} ne recevra plus d’événements, et son journal de livraison sera supprimé.',
  'Sent again: see the new delivery in the log': 'Renvoyé : voyez la nouvelle livraison dans le journal',
  'Test event': 'Événement de test',
  'Attempts: {{count}}': 'Tentatives : {{count}}',
  'Status {{code}}': 'Statut {{code}}',
  '{{ms}} ms': '{{ms}} ms',
  Answer: 'Réponse',
  Resend: 'Renvoyer',
  'No deliveries yet.': 'Aucune livraison pour l’instant.',
  'Prove who you are before the document opens: type the code you were given':
    'Prouvez votre identité avant l’ouverture du document : saisissez le code que vous avez reçu',
  "verification must be 'link', 'email_code' or 'access_code'":
    "verification doit valoir 'link', 'email_code' ou 'access_code'",
  'Each signer choice must name a signer of this document by their id':
    'Chaque choix doit désigner un signataire de ce document par son id',
  'Each signer may be named only once': 'Chaque signataire ne peut être désigné qu’une fois',
  'An access code is needed for a signer who proves who they are with one':
    'Un code d’accès est nécessaire pour un signataire qui prouve son identité avec un code d’accès',
  'An access code has {{min}} to {{max}} characters': 'Un code d’accès compte de {{min}} à {{max}} caractères',
  'Type the code': 'Saisissez le code',
  'That code is not right: check it and try again': 'Ce code n’est pas le bon : vérifiez-le et réessayez',
  'No code was sent yet, or it was used: ask for a new one':
    'Aucun code n’a encore été envoyé, ou il a déjà servi : demandez-en un nouveau',
  'Too many wrong codes: ask for a new one in a moment':
    'Trop de codes erronés : demandez-en un nouveau dans un instant',
  'Too many wrong codes: try again in {{minutes}} minutes':
    'Trop de codes erronés : réessayez dans {{minutes}} minutes',
  'A new code was sent a moment ago, or too many were asked for: wait a little and try again':
    'Un nouveau code vient d’être envoyé, ou trop ont été demandés : patientez un peu et réessayez',
  'This signer does not prove who they are with a mailed code':
    'Ce signataire ne prouve pas son identité avec un code envoyé par e-mail',
  'This link needs no code': 'Ce lien ne demande pas de code',
  'Prove who you are': 'Prouvez votre identité',
  'Type the access code the sender gave you. It did not come with this link.':
    'Saisissez le code d’accès que l’expéditeur vous a donné. Il n’est pas venu avec ce lien.',
  'Access code': 'Code d’accès',
  'How they prove who they are': 'Comment il prouve son identité',
  'Link only': 'Lien seul',
  'E-mail code': 'Code par e-mail',
  'The access code is stored only as a hash: give it to the signer yourself, another way than e-mail.':
    'Le code d’accès n’est gardé que sous forme de hachage : donnez-le vous-même au signataire, autrement que par e-mail.',
  'your e-mail address': 'votre adresse e-mail',
  'Signed-in devices': 'Appareils connectés',
  'Where your account is signed in. End any session you do not recognise.':
    'Où votre compte est connecté. Mettez fin à toute session que vous ne reconnaissez pas.',
  'The signed-in devices could not be read': 'Les appareils connectés n’ont pas pu être lus',
  'Sign out everywhere else': 'Se déconnecter partout ailleurs',
  '{{browser}} on {{system}}': '{{browser}} sur {{system}}',
  'Unknown browser': 'Navigateur inconnu',
  'This device': 'Cet appareil',
  'Address unknown': 'Adresse inconnue',
  'Last active': 'Dernière activité',
  'Sign out {{device}}': 'Déconnecter {{device}}',
  'Signed out on that device': 'Déconnecté sur cet appareil',
  'Signed out everywhere else': 'Déconnecté partout ailleurs',
  'Access code (typed at Invite Sign)': 'Code d’accès (saisi dans Inviter à signer)',
};
