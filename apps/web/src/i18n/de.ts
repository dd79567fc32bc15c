import { SIGNING_CONSENT_STATEMENT, SIGNING_CONSENT_STATEMENTS } from '@signflow/contract/signing';
import { vocabulary } from '@signflow/contract/words/de';
import type { Translations } from './en';
import { vocabularyTranslations } from './vocabulary';

export const de: Translations = {
  Language: 'Sprache',
  'Show or hide the characters': 'Zeichen anzeigen oder verbergen',
  'Loading…': 'Wird geladen…',
  Failed: 'Fehlgeschlagen',

  'Sign in': 'Anmelden',
  Email: 'E-Mail',
  Password: 'Passwort',
  'Forgot password?': 'Passwort vergessen?',
  'New to SignFlow?': 'Neu bei SignFlow?',
  'Create an account': 'Konto erstellen',
  'Signed in.': 'Angemeldet.',
  // Sign-in with Google and Facebook
  'Sign in with Google': 'Mit Google anmelden',
  'Sign in with Facebook': 'Mit Facebook anmelden',
  or: 'oder',
  'The sign-in library could not be loaded ({{code}})': 'Die Anmeldebibliothek konnte nicht geladen werden ({{code}})',
  'Facebook sign-in did not complete ({{code}})': 'Die Anmeldung mit Facebook wurde nicht abgeschlossen ({{code}})',
  'Sign-in with Google is not configured': 'Die Anmeldung mit Google ist nicht eingerichtet',
  'Google sign-in is not available right now, please try again':
    'Die Anmeldung mit Google ist gerade nicht verfügbar, bitte versuchen Sie es erneut',
  'Sign-in with Google was cancelled': 'Die Anmeldung mit Google wurde abgebrochen',
  'This Google sign-in was not started here or has expired: start again':
    'Diese Google-Anmeldung wurde nicht hier begonnen oder ist abgelaufen: beginnen Sie erneut',
  'This Google sign-in has expired or was already used: start again':
    'Diese Google-Anmeldung ist abgelaufen oder wurde bereits verwendet: beginnen Sie erneut',
  'The Google sign-in could not be verified: it is invalid, expired or meant for another application':
    'Die Google-Anmeldung konnte nicht geprüft werden: Sie ist ungültig, abgelaufen oder für eine andere Anwendung bestimmt',
  'Sign-in with Google failed, please try again':
    'Die Anmeldung mit Google ist fehlgeschlagen, bitte versuchen Sie es erneut',
  'Sign-in with Facebook is not configured': 'Die Anmeldung mit Facebook ist nicht eingerichtet',
  'Facebook sign-in is not available right now, please try again':
    'Die Anmeldung mit Facebook ist gerade nicht verfügbar, bitte versuchen Sie es erneut',
  'The Facebook sign-in could not be verified: it is invalid, expired or meant for another application':
    'Die Facebook-Anmeldung konnte nicht geprüft werden: Sie ist ungültig, abgelaufen oder für eine andere Anwendung bestimmt',
  'Your {{provider}} account shares no e-mail address: allow it, or register with your e-mail':
    'Ihr {{provider}}-Konto teilt keine E-Mail-Adresse: Erlauben Sie es, oder registrieren Sie sich mit Ihrer E-Mail-Adresse',
  'An account already uses this e-mail address, which {{provider}} has not verified: sign in with your password':
    'Ein Konto verwendet diese E-Mail-Adresse bereits, und {{provider}} hat sie nicht bestätigt: Melden Sie sich mit Ihrem Passwort an',
  'Create your account': 'Erstellen Sie Ihr Konto',
  'First name': 'Vorname',
  'Last name': 'Nachname',
  'Phone number': 'Telefonnummer',
  'Retype password': 'Passwort wiederholen',
  Register: 'Registrieren',
  'Already have an account?': 'Sie haben bereits ein Konto?',
  'Forgot password': 'Passwort vergessen',
  'Enter the e-mail address of your account and we will send you a link to choose a new password.':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
  'Send reset link': 'Link zum Zurücksetzen senden',
  'Back to sign in': 'Zurück zur Anmeldung',
  'Password reset requested: check your e-mail.':
    'Zurücksetzen des Passworts angefordert: Sehen Sie in Ihren E-Mails nach.',
  'Choose a new password': 'Wählen Sie ein neues Passwort',
  'New password': 'Neues Passwort',
  'Confirm password': 'Passwort bestätigen',
  'Change password': 'Passwort ändern',
  'Set a password': 'Ein Passwort festlegen',
  'Other devices signed in to your account will be signed out.':
    'Andere Geräte, die bei Ihrem Konto angemeldet sind, werden abgemeldet.',
  'Your account has no password yet. Set one to sign in with your e-mail address as well.':
    'Ihr Konto hat noch kein Passwort. Legen Sie eines fest, um sich auch mit Ihrer E-Mail-Adresse anzumelden.',
  'Current password': 'Aktuelles Passwort',
  'Confirm new password': 'Neues Passwort bestätigen',
  'Set password': 'Passwort festlegen',
  'The new password must differ from the current one': 'Das neue Passwort muss sich vom aktuellen unterscheiden',
  'The current password is not correct': 'Das aktuelle Passwort ist nicht korrekt',
  'Enter your current password': 'Geben Sie Ihr aktuelles Passwort ein',
  'Your password has been set': 'Ihr Passwort wurde festgelegt',
  'Set new password': 'Neues Passwort festlegen',
  'This password reset link is invalid or has expired':
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen',
  'Request a new link': 'Neuen Link anfordern',
  'Thank you for registering!': 'Vielen Dank für Ihre Registrierung!',
  'Your account is ready. We sent a verification e-mail to {{email}}: open its link to confirm your address.':
    'Ihr Konto ist bereit. Wir haben eine Bestätigungs-E-Mail an {{email}} gesendet: Öffnen Sie den Link darin, um Ihre Adresse zu bestätigen.',
  'Your account is ready. We sent you a verification e-mail: open its link to confirm your address.':
    'Ihr Konto ist bereit. Wir haben Ihnen eine Bestätigungs-E-Mail gesendet: Öffnen Sie den Link darin, um Ihre Adresse zu bestätigen.',
  Callback: 'Rückruf',

  'Privacy policy': 'Datenschutzerklärung',
  'SignFlow lets account holders send documents for electronic signature. This policy explains which personal data we keep and why.':
    'Mit SignFlow senden Kontoinhaber Dokumente zur elektronischen Signatur. Diese Erklärung beschreibt, welche personenbezogenen Daten wir speichern und warum.',
  'What we collect': 'Welche Daten wir erheben',
  "Your name, e-mail address and, if you give them, your phone number, address, company and job title; the documents you upload; and for every signature the signer's name, e-mail address, IP address and the time of each action.":
    'Ihren Namen, Ihre E-Mail-Adresse und, falls angegeben, Ihre Telefonnummer, Adresse, Firma und Berufsbezeichnung; die Dokumente, die Sie hochladen; und für jede Unterschrift den Namen, die E-Mail-Adresse und die IP-Adresse der unterzeichnenden Person sowie den Zeitpunkt jeder Aktion.',
  'How we use it': 'Wie wir sie verwenden',
  'We use this data only to provide the service: to sign you in, to deliver documents to their signers, to keep the audit trail of each signed document and to send you e-mails about your account.':
    'Wir verwenden diese Daten ausschließlich, um den Dienst zu erbringen: um Sie anzumelden, Dokumente an die Unterzeichnenden zu übermitteln, den Prüfpfad jedes unterzeichneten Dokuments zu führen und Ihnen E-Mails zu Ihrem Konto zu senden.',
  'Minimum age': 'Mindestalter',
  'SignFlow is not meant for children. You must be at least {{age}} years old to create an account or to sign a document.':
    'SignFlow richtet sich nicht an Kinder. Sie müssen mindestens {{age}} Jahre alt sein, um ein Konto zu erstellen oder ein Dokument zu unterschreiben.',
  'Your rights': 'Ihre Rechte',
  'You can see and correct your profile at any time, and you can ask us to delete your account together with its documents.':
    'Sie können Ihr Profil jederzeit einsehen und berichtigen und die Löschung Ihres Kontos samt seiner Dokumente verlangen.',
  'Back to SignFlow': 'Zurück zu SignFlow',

  'SignFlow home': 'SignFlow-Startseite',
  'Toggle sidebar': 'Seitenleiste ein- oder ausblenden',
  'User menu': 'Benutzermenü',
  Profile: 'Profil',
  'Sign out': 'Abmelden',
  'Main navigation': 'Hauptnavigation',
  Sign: 'Signieren',
  Documents: 'Dokumente',
  Archive: 'Archiv',
  'Approval flows': 'Genehmigungsabläufe',
  Trash: 'Papierkorb',
  Settings: 'Einstellungen',
  Subscription: 'Abonnement',
  '© {{year}} SignFlow team · v{{version}}': '© {{year}} SignFlow-Team · v{{version}}',
  'Your free trial ends on {{date}}': 'Ihre kostenlose Testphase endet am {{date}}',
  'Choose a plan': 'Tarif wählen',

  'This feature arrives in a later release.': 'Diese Funktion folgt in einer späteren Version.',
  'Upload document': 'Dokument hochladen',
  'Package Selection': 'Paketauswahl',
  'Billing Detail': 'Rechnungsdetails',
  'Blank page': 'Leere Seite',

  'My Account': 'Mein Konto',
  'User Profile': 'Benutzerprofil',
  Billing: 'Abrechnung',
  Address: 'Adresse',
  Company: 'Firma',
  'Job title': 'Berufsbezeichnung',
  Edit: 'Bearbeiten',
  Cancel: 'Abbrechen',
  Update: 'Aktualisieren',
  'Profile updated.': 'Profil aktualisiert.',
  Plan: 'Tarif',
  'Start date': 'Startdatum',
  'Expiry date': 'Ablaufdatum',
  'You do not have a subscription yet.': 'Sie haben noch kein Abonnement.',
  'Subscribe Now': 'Jetzt abonnieren',

  Required: 'Pflichtfeld',
  'Must be {{max}} characters or less': 'Höchstens {{max}} Zeichen',
  'Must be {{min}} characters or more': 'Mindestens {{min}} Zeichen',
  'Password must contain at least 1 letter and 1 number':
    'Das Passwort muss mindestens 1 Buchstaben und 1 Ziffer enthalten',
  'The passwords do not match': 'Die Passwörter stimmen nicht überein',
  'Phone number must have {{min}} to {{max}} digits; spaces, dashes, dots, brackets and a leading + are allowed':
    'Die Telefonnummer muss {{min}} bis {{max}} Ziffern haben; Leerzeichen, Bindestriche, Punkte, Klammern und ein + am Anfang sind erlaubt',
  'First name is required': 'Vorname ist erforderlich',
  'Unsupported language': 'Nicht unterstützte Sprache',
  'Invalid token': 'Ungültiges Token',
  'Must not contain control characters': 'Darf keine Steuerzeichen enthalten',
  'Must not contain incomplete characters': 'Darf keine unvollständigen Zeichen enthalten',
  'Names must not contain characters that change the text direction':
    'Namen dürfen keine Zeichen enthalten, die die Schreibrichtung ändern',

  'Please authenticate': 'Bitte melden Sie sich an',
  'Not found': 'Nicht gefunden',
  'Email already taken': 'Diese E-Mail-Adresse wird bereits verwendet',
  'Incorrect email or password': 'E-Mail-Adresse oder Passwort ist falsch',
  'Too many requests, please try again later': 'Zu viele Anfragen, bitte versuchen Sie es später erneut',
  'Request body is too large': 'Der Inhalt der Anfrage ist zu groß',
  'Request body is not valid JSON': 'Der Inhalt der Anfrage ist kein gültiges JSON',
  'Unsupported content type': 'Nicht unterstützter Inhaltstyp',
  'Invalid request': 'Ungültige Anfrage',
  'Password reset link is invalid or has expired':
    'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen',
  'If an account uses that e-mail, a link to reset its password has been sent':
    'Falls ein Konto diese E-Mail-Adresse verwendet, wurde ein Link zum Zurücksetzen des Passworts gesendet',
  'Too many failed sign-in attempts for this e-mail address, please try again later':
    'Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail-Adresse, bitte versuchen Sie es später erneut',
  'Your password has been changed': 'Ihr Passwort wurde geändert',
  'Verify your e-mail address before sending documents for signing':
    'Bestätigen Sie Ihre E-Mail-Adresse, bevor Sie Dokumente zur Unterschrift senden',
  'This e-mail verification link is invalid': 'Dieser Link zur Bestätigung der E-Mail-Adresse ist ungültig',
  'This e-mail verification link has expired: ask for a new one':
    'Dieser Link zur Bestätigung der E-Mail-Adresse ist abgelaufen: Fordern Sie einen neuen an',
  'This e-mail verification link was replaced by a newer one: open the latest e-mail':
    'Dieser Link zur Bestätigung der E-Mail-Adresse wurde durch einen neueren ersetzt: Öffnen Sie die neueste E-Mail',
  'Your e-mail address is verified': 'Ihre E-Mail-Adresse ist bestätigt',
  'Your e-mail address is already verified': 'Ihre E-Mail-Adresse ist bereits bestätigt',
  'A new verification link has been sent to your e-mail address':
    'Ein neuer Bestätigungslink wurde an Ihre E-Mail-Adresse gesendet',
  'A verification e-mail was just sent: wait {{seconds}} seconds before asking for another':
    'Soeben wurde eine Bestätigungs-E-Mail gesendet: Warten Sie {{seconds}} Sekunden, bevor Sie eine weitere anfordern',
  'You have asked for too many verification e-mails: try again in an hour':
    'Sie haben zu viele Bestätigungs-E-Mails angefordert: Versuchen Sie es in einer Stunde erneut',
  'You have asked for too many verification e-mails today: try again tomorrow':
    'Sie haben heute zu viele Bestätigungs-E-Mails angefordert: Versuchen Sie es morgen erneut',
  'No subscription': 'Kein Abonnement',
  'Flow limit reached: the {{plan}} plan allows {{limit}}':
    'Limit für Abläufe erreicht: Der Tarif {{plan}} erlaubt {{limit}}',
  'Document limit reached: the {{plan}} plan allows {{limit}}':
    'Dokumentenlimit erreicht: Der Tarif {{plan}} erlaubt {{limit}}',
  'A flow needs at least one approver': 'Ein Ablauf braucht mindestens eine freigebende Person',
  'A flow can have at most {{limit}} approvers': 'Ein Ablauf kann höchstens {{limit}} freigebende Personen haben',
  'An approver is listed twice': 'Eine genehmigende Person ist doppelt aufgeführt',
  'Unknown approver': 'Unbekannte genehmigende Person',
  'saveAsFlow must be true or false': 'saveAsFlow muss true oder false sein',
  'Only signers typed at upload can be saved as a flow':
    'Nur beim Hochladen eingegebene Personen können als Ablauf gespeichert werden',
  'A document needs at least one signer': 'Ein Dokument braucht mindestens eine unterzeichnende Person',
  'A document can have at most {{limit}} signers':
    'Ein Dokument kann höchstens {{limit}} unterzeichnende Personen haben',
  'A signer is listed twice': 'Eine unterzeichnende Person ist doppelt aufgeführt',
  Deleted: 'Gelöscht',
  'Something went wrong, please try again': 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut',
  'Please choose a PDF file': 'Bitte wählen Sie eine PDF-Datei',
  'Please choose a flow': 'Bitte wählen Sie einen Ablauf',
  'The file is empty': 'Die Datei ist leer',
  'The file name holds characters that could not be read: rename the file and upload it again':
    'Der Dateiname enthält Zeichen, die nicht gelesen werden konnten: benennen Sie die Datei um und laden Sie sie erneut hoch',
  'The file is not a PDF': 'Die Datei ist keine PDF-Datei',
  'The PDF is damaged and cannot be read': 'Die PDF-Datei ist beschädigt und kann nicht gelesen werden',
  'The PDF is password-protected: upload it without a password':
    'Die PDF-Datei ist passwortgeschützt: Laden Sie sie ohne Passwort hoch',
  'Too many uploads at once: wait for one to finish, then try again':
    'Zu viele Uploads gleichzeitig: Warten Sie, bis einer fertig ist, und versuchen Sie es dann erneut',
  'The server is busy with other uploads: try again in a moment':
    'Der Server ist mit anderen Uploads beschäftigt: versuchen Sie es gleich noch einmal',
  'File is too large: the limit is {{limit}} MB': 'Die Datei ist zu groß: Die Grenze liegt bei {{limit}} MB',
  'The PDF has too many pages: the limit is {{limit}}':
    'Die PDF-Datei hat zu viele Seiten: Die Grenze liegt bei {{limit}}',
  'The PDF has too many objects: the limit is {{limit}}':
    'Die PDF-Datei hat zu viele Objekte: Die Grenze liegt bei {{limit}}',
  'The PDF is too complex to process': 'Die PDF-Datei ist zu komplex, um sie zu verarbeiten',
  'Only a draft document can be changed': 'Nur ein Dokument im Entwurf kann geändert werden',
  'A document being signed cannot be deleted':
    'Ein Dokument, das gerade unterschrieben wird, kann nicht gelöscht werden',
  'The field is outside the page': 'Das Feld liegt außerhalb der Seite',
  'Page {{page}} does not exist in this document': 'Seite {{page}} gibt es in diesem Dokument nicht',
  'Unknown signer': 'Unbekannte unterzeichnende Person',
  'Unknown field': 'Unbekanntes Feld',
  'Too many field changes at once: save fewer at a time':
    'Zu viele Feldänderungen auf einmal: speichern Sie weniger auf einmal',
  'A document holds at most {{limit}} fields: remove some before adding more':
    'Ein Dokument enthält höchstens {{limit}} Felder: entfernen Sie einige, bevor Sie weitere hinzufügen',
  'Invalid sortBy': 'Ungültiger Wert für sortBy',
  'The requested range is not in the file': 'Der angeforderte Bereich liegt nicht in der Datei',
  'The file store cannot be reached: try again in a moment':
    'Der Dateispeicher ist nicht erreichbar: versuchen Sie es gleich noch einmal',
  'Database unavailable': 'Datenbank nicht verfügbar',
  'Expired Link': 'Link abgelaufen',
  'Your answer has already been submitted and cannot be changed. Please contact the sender for more info':
    'Ihre Antwort wurde bereits übermittelt und kann nicht mehr geändert werden. Wenden Sie sich für weitere Informationen an den Absender',
  'Signing of this document has ended': 'Die Unterzeichnung dieses Dokuments ist beendet',
  'Your answer has been submitted': 'Ihre Antwort wurde übermittelt',
  'Complete every field before submitting': 'Füllen Sie vor dem Absenden jedes Feld aus',
  'A field is either empty, or has an answer and one of approve, reject or revise':
    'Ein Feld ist entweder leer oder hat eine Antwort und genau eines von Genehmigen, Ablehnen oder Überarbeiten',
  'The image must be a PNG': 'Das Bild muss ein PNG sein',
  'The image is too large: the limit is {{limit}} KB': 'Das Bild ist zu groß: Die Grenze liegt bei {{limit}} KB',
  'The image is too large: the limit is {{limit}} pixels':
    'Das Bild ist zu groß: Die Grenze liegt bei {{limit}} Pixeln',
  'The signed document is being sealed: try again in a moment':
    'Das unterschriebene Dokument wird gerade versiegelt: Versuchen Sie es gleich noch einmal',
  'Sealing this document failed: retry it from Archives':
    'Die Versiegelung dieses Dokuments ist fehlgeschlagen: Wiederholen Sie sie im Archiv',
  'Only a completed document whose sealing failed can be sealed again':
    'Nur ein abgeschlossenes Dokument, dessen Versiegelung fehlgeschlagen ist, kann erneut versiegelt werden',
  'This document is genuine: SignFlow sealed it, and it has not been changed since it was sealed':
    'Dieses Dokument ist echt: SignFlow hat es versiegelt, und es wurde seit der Versiegelung nicht verändert',
  'This file is not a document sealed by SignFlow, or it was changed after it was sealed':
    'Diese Datei ist kein von SignFlow versiegeltes Dokument, oder sie wurde nach dem Versiegeln verändert',
  'This file carries no seal': 'Diese Datei trägt kein Siegel',
  'This file was changed after it was sealed: it is not the document that was signed':
    'Diese Datei wurde nach dem Versiegeln geändert: Sie ist nicht das unterzeichnete Dokument',
  'This file carries a valid seal and is unchanged since, but this installation did not seal it: its register does not know it':
    'Diese Datei trägt ein gültiges Siegel und ist seitdem unverändert, wurde aber nicht von dieser Installation versiegelt: Ihr Register kennt sie nicht',

  // Approval flows
  Pagination: 'Seitennavigation',
  Prev: 'Zurück',
  Next: 'Weiter',
  'Page {{page}}': 'Seite {{page}}',
  'Create Flow': 'Ablauf erstellen',
  'Flow Name': 'Name des Ablaufs',
  Description: 'Beschreibung',
  Actions: 'Aktionen',
  'Edit Flow': 'Ablauf bearbeiten',
  'Edit Flow {{name}}': 'Ablauf {{name}} bearbeiten',
  Delete: 'Löschen',
  'Delete {{name}}': '{{name}} löschen',
  'Delete flow': 'Ablauf löschen',
  'Delete the flow “{{name}}”? Documents already uploaded keep their signers.':
    'Den Ablauf „{{name}}“ löschen? Bereits hochgeladene Dokumente behalten ihre Unterzeichner.',
  'Delete failed': 'Löschen fehlgeschlagen',
  'No flows yet.': 'Noch keine Abläufe.',
  'Create flow': 'Ablauf erstellen',
  'Flow name': 'Name des Ablaufs',
  'Number of approvers': 'Anzahl der Genehmigenden',
  Save: 'Speichern',
  'Approval flow created': 'Genehmigungsablauf erstellt',
  Approvers: 'Genehmigende',
  'Add approver': 'Genehmigenden hinzufügen',
  'Approvers at the same level sign in parallel; levels sign in ascending order.':
    'Genehmigende derselben Stufe unterschreiben gleichzeitig; die Stufen unterschreiben in aufsteigender Reihenfolge.',
  Name: 'Name',
  Level: 'Stufe',
  Remove: 'Entfernen',
  Close: 'Schließen',
  'Flow updated': 'Ablauf aktualisiert',
  'Documents already uploaded from this flow keep their signers.':
    'Bereits mit diesem Ablauf hochgeladene Dokumente behalten ihre Unterzeichner.',
  'Approver {{number}}': 'Genehmigende Person {{number}}',
  'Move approver {{number}} up': 'Genehmigende Person {{number}} nach oben verschieben',
  'Move approver {{number}} down': 'Genehmigende Person {{number}} nach unten verschieben',
  'Remove approver {{number}}': 'Genehmigende Person {{number}} entfernen',
  'Name of approver {{number}}': 'Name der genehmigenden Person {{number}}',
  'Email of approver {{number}}': 'E-Mail der genehmigenden Person {{number}}',
  'Level of approver {{number}}': 'Stufe der genehmigenden Person {{number}}',
  'Move signer {{number}} up': 'Unterzeichnende Person {{number}} nach oben verschieben',
  'Move signer {{number}} down': 'Unterzeichnende Person {{number}} nach unten verschieben',
  'Name of signer {{number}}': 'Name der unterzeichnenden Person {{number}}',
  'Email of signer {{number}}': 'E-Mail der unterzeichnenden Person {{number}}',
  'Level of signer {{number}}': 'Stufe der unterzeichnenden Person {{number}}',
  Up: 'Nach oben',
  Down: 'Nach unten',
  'No.': 'Nr.',
  'Moved to place {{place}} of {{count}}': 'An Stelle {{place}} von {{count}} verschoben',
  'Must be {{min}} or more': 'Muss mindestens {{min}} sein',
  'Must be {{max}} or less': 'Darf höchstens {{max}} sein',
  'Must be a number': 'Muss eine Zahl sein',
  'Must be a whole number': 'Muss eine ganze Zahl sein',
  'Invalid email address': 'E-Mail-Adresse ist ungültig',

  // Documents, archive, trash
  Draft: 'Entwurf',
  Sent: 'Gesendet',
  // Completed and Rejected: with the audit event labels below
  Revision: 'Überarbeitung',
  'Document name': 'Dokumentname',
  Status: 'Status',
  Uploaded: 'Hochgeladen',
  'Completed on': 'Abgeschlossen am',
  Refresh: 'Aktualisieren',
  'Upload Document': 'Dokument hochladen',
  'No documents yet.': 'Noch keine Dokumente.',
  'Signing In Progress': 'Unterzeichnung läuft',
  'Move to Trash': 'In den Papierkorb',
  'Moved to Trash': 'In den Papierkorb verschoben',
  'Move “{{name}}” to Trash? You can restore it from there.':
    '„{{name}}“ in den Papierkorb verschieben? Von dort können Sie es wiederherstellen.',
  'Document restored': 'Dokument wiederhergestellt',
  'Documents deleted for good: {{number}}': 'Endgültig gelöschte Dokumente: {{number}}',
  'Empty Trash': 'Papierkorb leeren',
  'Trash is empty.': 'Der Papierkorb ist leer.',
  'Restore {{name}}': '{{name}} wiederherstellen',
  Restore: 'Wiederherstellen',
  'Delete every document in Trash for good, files included? This cannot be undone.':
    'Alle Dokumente im Papierkorb samt Dateien endgültig löschen? Das kann nicht rückgängig gemacht werden.',
  'No finished documents yet.': 'Noch keine abgeschlossenen Dokumente.',
  'Download {{name}}': '{{name}} herunterladen',
  Download: 'Herunterladen',
  'PDF file': 'PDF-Datei',
  Flow: 'Ablauf',
  'Approvers: {{number}}': 'Genehmigende: {{number}}',
  'The signers of the document are a copy of the flow’s approvers.':
    'Die Unterzeichner des Dokuments sind eine Kopie der Genehmigenden des Ablaufs.',
  Upload: 'Hochladen',

  // Field editor
  Signer: 'Unterzeichner',
  'Place fields': 'Felder platzieren',
  'Place fields: {{name}}': 'Felder platzieren: {{name}}',
  Undo: 'Rückgängig',
  Redo: 'Wiederherstellen',
  'Undo (Ctrl+Z)': 'Rückgängig (Strg+Z)',
  'Redo (Ctrl+Shift+Z)': 'Wiederherstellen (Strg+Umschalt+Z)',
  'Unsaved changes': 'Nicht gespeicherte Änderungen',
  Saved: 'Gespeichert',
  'Click a page to place the field there; drag to give it a size.':
    'Klicken Sie auf eine Seite, um das Feld dort zu platzieren; ziehen Sie, um ihm eine Größe zu geben.',
  Tools: 'Werkzeuge',
  'Signature Field': 'Unterschriftsfeld',
  'Upload Image': 'Bild hochladen',
  '{{type}} field of {{name}}': '{{type}} von {{name}}',
  'Delete field': 'Feld löschen',
  Continue: 'Weiter',
  'Error Opening Document': 'Fehler beim Öffnen des Dokuments',
  'There was an error when opening the document': 'Beim Öffnen des Dokuments ist ein Fehler aufgetreten',
  'Back to Documents': 'Zurück zu den Dokumenten',
  'Document Not Found': 'Dokument nicht gefunden',
  'Upload progress': 'Fortschritt des Hochladens',

  // Invite
  'Document sent for signing': 'Dokument zur Unterschrift gesendet',
  'Signer {{position}} needs a name': 'Unterzeichner {{position}} braucht einen Namen',
  'Signer {{position}} needs a valid e-mail address': 'Unterzeichner {{position}} braucht eine gültige E-Mail-Adresse',
  '{{name}} has no field to sign': '{{name}} hat kein Feld zum Unterschreiben',
  'Invite Sign': 'Zur Unterschrift einladen',
  'Send “{{name}}” to its signers? It can no longer be changed once sent.':
    '„{{name}}“ an die Unterzeichner senden? Danach kann es nicht mehr geändert werden.',
  Send: 'Senden',
  'The document could not be sent': 'Dokument konnte nicht gesendet werden',

  // Signing page (/user-sign)
  'Sign document': 'Dokument signieren',
  'Close signing': 'Signieren beenden',
  'Signing paused': 'Signieren unterbrochen',
  'Your answers so far are saved. To finish, open the link in your invitation e-mail again.':
    'Ihre bisherigen Antworten sind gespeichert. Öffnen Sie zum Abschließen den Link in Ihrer Einladungs-E-Mail erneut.',
  'Continue signing': 'Weiter signieren',
  'Signing incomplete': 'Unterschrift unvollständig',
  'Do you want to close the signing process?': 'Möchten Sie das Signieren des Dokuments beenden?',
  'Finish signing': 'Signieren abschließen',
  'Signing already complete': 'Signieren bereits abgeschlossen',
  OK: 'OK',
  Reject: 'Ablehnen',
  Revise: 'Überarbeiten',
  'Start signing': 'Signieren starten',
  Approve: 'Bestätigen',
  'Draw your signature first': 'Bitte zuerst unterschreiben',
  'Reject the document': 'Dokument ablehnen',
  'Ask for a revision': 'Überarbeitung anfordern',
  'Revision requested': 'Überarbeitung angefordert',
  'by {{name}}': 'von {{name}}',
  'Sign here': 'Hier signieren',
  'Initial here': 'Hier abzeichnen',
  'Upload here': 'Hier hochladen',
  'Clear the signature of {{field}}': 'Unterschrift in {{field}} löschen',
  'Clear drawing': 'Zeichnung löschen',
  'Draw your signature here': 'Zeichnen Sie hier Ihre Unterschrift',
  'Choose a PNG image': 'PNG-Bild auswählen',
  'Signing actions': 'Aktionen zum Signieren',
  '{{completed}} of {{total}} fields completed': '{{completed}} von {{total}} Feldern ausgefüllt',
  'Document pages': 'Dokumentseiten',
  'Press Start signing to go to your first field.':
    'Drücken Sie „Signieren starten“, um zu Ihrem ersten Feld zu gelangen.',
  'Press Next to go to your next field.': 'Drücken Sie „Weiter“, um zu Ihrem nächsten Feld zu gelangen.',
  'Press Upload and choose a PNG image for the field.':
    'Drücken Sie „Hochladen“ und wählen Sie ein PNG-Bild für das Feld.',
  'Signing stops for everyone and the sender is told. You can say why.':
    'Die Unterzeichnung endet für alle, und der Absender wird informiert. Sie können angeben, warum.',
  'Signing stops for everyone and the sender is asked to change the document. Say what should change.':
    'Die Unterzeichnung endet für alle, und der Absender wird gebeten, das Dokument zu ändern. Geben Sie an, was sich ändern soll.',
  'Reason (optional)': 'Begründung (optional)',
  'The sender reads this reason.': 'Der Absender liest diese Begründung.',
  'You signed this document': 'Sie haben dieses Dokument unterschrieben',
  'You rejected this document': 'Sie haben dieses Dokument abgelehnt',
  'You asked for a revision of this document': 'Sie haben eine Überarbeitung dieses Dokuments angefordert',
  'Next to sign: {{names}}.': 'Als Nächstes unterschreibt: {{names}}.',
  'Once everyone has signed, the signed PDF is e-mailed to you.':
    'Sobald alle unterschrieben haben, erhalten Sie das unterschriebene PDF per E-Mail.',
  'Signing has stopped for everyone; the sender and the other signers who were invited have been told.':
    'Die Unterzeichnung wurde für alle beendet; der Absender und die übrigen eingeladenen Unterzeichnenden wurden informiert.',
  'Another signer rejected the document, so signing has stopped.':
    'Ein anderer Unterzeichner hat das Dokument abgelehnt, daher wurde die Unterzeichnung beendet.',
  'Signing has stopped, and the sender has been asked to change the document. You may be sent it again.':
    'Die Unterzeichnung wurde beendet, und der Absender wurde gebeten, das Dokument zu ändern. Möglicherweise erhalten Sie es erneut.',
  'Another signer asked for a revision, so signing has stopped. You may be sent the document again.':
    'Ein anderer Unterzeichner hat eine Überarbeitung angefordert, daher wurde die Unterzeichnung beendet. Möglicherweise erhalten Sie das Dokument erneut.',
  'The sender cancelled the signing of this document.':
    'Der Absender hat die Unterzeichnung dieses Dokuments abgebrochen.',
  'Your reason: “{{reason}}”': 'Ihre Begründung: „{{reason}}“',
  'You can close this page. Your link shows this page again until it expires.':
    'Sie können diese Seite schließen. Ihr Link zeigt diese Seite wieder, bis er abläuft.',
  'Please say what should be revised': 'Bitte geben Sie an, was überarbeitet werden soll',
  'The reason must be {{limit}} characters or less': 'Die Begründung darf höchstens {{limit}} Zeichen lang sein',
  'You have not submitted your answer yet': 'Sie haben Ihre Antwort noch nicht abgeschickt',
  'This signing link has expired or is not valid. Please ask the sender for a new link.':
    'Dieser Link zum Signieren ist abgelaufen oder ungültig. Bitten Sie den Absender um einen neuen Link.',
  'This document can no longer be signed. Please contact the sender for more info.':
    'Dieses Dokument kann nicht mehr signiert werden. Bitte wenden Sie sich für weitere Informationen an den Absender.',
  'The signing page could not be loaded': 'Die Seite zum Signieren konnte nicht geladen werden',
  'Check your connection and try again.': 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'Everyone has signed it. Your copy of the signed PDF will be e-mailed to you as soon as it is ready.':
    'Alle haben unterschrieben. Ihre Kopie des unterschriebenen PDF wird Ihnen per E-Mail gesendet, sobald sie fertig ist.',
  'Everyone has signed it. Your copy of the signed PDF is being sealed; it appears here as soon as it is ready.':
    'Alle haben unterschrieben. Ihre Kopie des unterschriebenen PDF wird gerade versiegelt; sie erscheint hier, sobald sie fertig ist.',
  'Everyone has signed it. Download your copy of the signed PDF.':
    'Alle haben es unterschrieben. Laden Sie Ihre Kopie des unterschriebenen PDFs herunter.',
  'Download the signed PDF': 'Unterschriebenes PDF herunterladen',

  // Generated PDF viewers (/generate, /user-sign-download)
  'Generating file': 'Datei wird erstellt',
  'Preview of {{name}}': 'Vorschau von {{name}}',
  'Download preview': 'Vorschau herunterladen',
  'Preview: not the signed document': 'Vorschau: nicht das unterschriebene Dokument',
  'The answers given so far, drawn in this browser. The signed PDF, with its certificate and seal, is made once everyone has signed.':
    'Die bisherigen Antworten, in diesem Browser eingezeichnet. Das unterschriebene PDF mit Zertifikat und Siegel entsteht, sobald alle unterschrieben haben.',
  'The answers given before signing ended, drawn in this browser. Not everyone signed, so there is no signed PDF.':
    'Die bis zum Ende der Unterzeichnung gegebenen Antworten, in diesem Browser gezeichnet. Nicht alle haben unterschrieben, daher gibt es kein unterschriebenes PDF.',
  'View the preview of {{name}}': 'Die Vorschau von {{name}} ansehen',
  'Signed copy of {{name}}': 'Unterschriebene Kopie von {{name}}',
  'The file could not be generated': 'Die Datei konnte nicht erstellt werden',
  'Please try again in a moment.': 'Bitte versuchen Sie es gleich noch einmal.',
  'This link has expired or is no longer valid. Ask the sender of the document for a new one.':
    'Dieser Link ist abgelaufen oder nicht mehr gültig. Bitten Sie den Absender des Dokuments um einen neuen.',

  // Archives
  View: 'Ansehen',
  'View the signed copy of {{name}}': 'Die unterschriebene Kopie von {{name}} ansehen',
  'Prepare again': 'Erneut vorbereiten',
  'Prepare “{{name}}” again? It returns to Documents as a draft and the signers’ answers are cleared.':
    '„{{name}}“ erneut vorbereiten? Es kehrt als Entwurf zu den Dokumenten zurück, und die Antworten der Unterzeichner werden gelöscht.',
  'Retry sealing': 'Versiegelung wiederholen',
  'Retry sealing {{name}}': 'Versiegelung von {{name}} wiederholen',
  'The signed copy could not be sealed, so nobody has received it yet. Retry sealing; if it fails again, ask your administrator.':
    'Die unterschriebene Kopie konnte nicht versiegelt werden, daher hat sie noch niemand erhalten. Wiederholen Sie die Versiegelung; schlägt sie erneut fehl, wenden Sie sich an Ihre Administration.',
  'Sealing started again: the signed copy will be e-mailed once it is ready.':
    'Die Versiegelung wurde neu gestartet: Die unterschriebene Kopie wird per E-Mail verschickt, sobald sie fertig ist.',

  // History and verification
  History: 'Verlauf',
  'History of {{name}}': 'Verlauf von {{name}}',
  'Back to Archive': 'Zurück zum Archiv',
  'The history could not be loaded': 'Der Verlauf konnte nicht geladen werden',
  'Try again': 'Erneut versuchen',
  'No events yet.': 'Noch keine Ereignisse.',
  Time: 'Zeit',
  Action: 'Aktion',
  Actor: 'Ausgeführt von',
  Details: 'Details',
  'IP address': 'IP-Adresse',
  'User agent': 'User-Agent',
  // What each event is called, and each plan: the server's words in this language
  ...vocabularyTranslations(vocabulary),
  'Sealing…': 'Wird versiegelt…',
  'Field added': 'Feld hinzugefügt',
  'Field changed': 'Feld geändert',
  'Field removed': 'Feld entfernt',
  'Sealed copy': 'Versiegelte Kopie',
  'Original file': 'Originaldatei',
  'to {{address}}': 'an {{address}}',
  Approved: 'Genehmigt',
  'Verify a signed document': 'Unterschriebenes Dokument prüfen',
  'Check that a PDF sealed by SignFlow is genuine and unchanged since it was sealed. The file is only compared, not kept.':
    'Prüfen Sie, ob ein von SignFlow versiegeltes PDF echt ist und seit der Versiegelung nicht verändert wurde. Die Datei wird nur verglichen, nicht gespeichert.',
  'Drop a signed PDF here, or choose one from your device.':
    'Legen Sie ein unterschriebenes PDF hier ab oder wählen Sie eines auf Ihrem Gerät aus.',
  'Checking {{name}}…': '{{name}} wird geprüft…',
  'Checked file: {{name}}': 'Geprüfte Datei: {{name}}',
  'Completed at': 'Abgeschlossen am',
  'Sealed at': 'Versiegelt am',
  'SHA-256 of the sealed file': 'SHA-256 der versiegelten Datei',
  'SHA-256 of the original upload': 'SHA-256 des hochgeladenen Originals',
  Parties: 'Beteiligte',
  Decision: 'Entscheidung',
  'Signed at': 'Unterschrieben am',
  'Not signed': 'Nicht unterschrieben',
  'The file could not be checked': 'Die Datei konnte nicht geprüft werden',
  'The file could not be sent: check your connection and try again':
    'Die Datei konnte nicht gesendet werden: Prüfen Sie Ihre Verbindung und versuchen Sie es erneut',
  'Choose one PDF at a time': 'Wählen Sie jeweils nur ein PDF',
  'Genuine, sealed by {{signer}} on {{date}}, unchanged': 'Echt, versiegelt von {{signer}} am {{date}}, unverändert',
  'Genuine, sealed by {{signer}}, unchanged': 'Echt, versiegelt von {{signer}}, unverändert',
  'A valid seal by {{signer}} on {{date}}, unchanged, but not sealed here':
    'Ein gültiges Siegel von {{signer}} vom {{date}}, unverändert, aber nicht hier versiegelt',
  'A valid seal by {{signer}}, unchanged, but not sealed here':
    'Ein gültiges Siegel von {{signer}}, unverändert, aber nicht hier versiegelt',
  'Signed by {{signer}}, unchanged, but with a certificate this installation does not trust':
    'Signiert von {{signer}}, unverändert, aber mit einem Zertifikat, dem diese Installation nicht vertraut',
  'Not genuine: changed after it was sealed': 'Nicht echt: nach dem Versiegeln geändert',
  'Not genuine: this file carries no seal': 'Nicht echt: Diese Datei trägt kein Siegel',
  'The sealed document': 'Das versiegelte Dokument',
  'The seal': 'Das Siegel',
  'Digital signature': 'Digitale Signatur',
  Valid: 'Gültig',
  'Does not hold': 'Hält nicht',
  'Since it was sealed': 'Seit dem Versiegeln',
  Unchanged: 'Unverändert',
  'Changed: bytes were added after the seal (an incremental update)':
    'Geändert: Nach dem Siegel wurden Bytes angefügt (eine inkrementelle Aktualisierung)',
  'Changed: bytes the seal covers were altered': 'Geändert: Vom Siegel erfasste Bytes wurden verändert',
  'Sealed by': 'Versiegelt von',
  'Certificate issued by': 'Zertifikat ausgestellt von',
  Certificate: 'Zertifikat',
  Trusted: 'Vertrauenswürdig',
  'Self-signed, not trusted': 'Selbstsigniert, nicht vertrauenswürdig',
  'Not trusted': 'Nicht vertrauenswürdig',
  'Trusted time': 'Vertrauenswürdige Zeit',
  '{{time}}, from {{authority}}': '{{time}}, von {{authority}}',
  'None: its time is the signer’s own clock': 'Keine: Die Zeit ist die eigene Uhr des Unterzeichners',
  'Long-term validation': 'Langzeitvalidierung',
  'Validation data embedded': 'Validierungsdaten eingebettet',
  'No validation data embedded': 'Keine Validierungsdaten eingebettet',
  'This installation’s register': 'Register dieser Installation',
  'Knows this file': 'Kennt diese Datei',
  'Does not know this file': 'Kennt diese Datei nicht',
  'Resend verification e-mail': 'Bestätigungs-E-Mail erneut senden',
  'Verify your e-mail address': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'We sent a link to {{email}}. Open it, then press Invite Sign again.':
    'Wir haben einen Link an {{email}} gesendet. Öffnen Sie ihn und klicken Sie dann erneut auf „Zur Unterschrift einladen“.',
  'No e-mail? Look in your spam folder, or send yourself a new link.':
    'Keine E-Mail erhalten? Sehen Sie in Ihrem Spam-Ordner nach oder senden Sie sich einen neuen Link.',
  'Verify your e-mail address: open the link we sent to {{email}}. Until then you cannot send documents for signing.':
    'Bestätigen Sie Ihre E-Mail-Adresse: Öffnen Sie den Link, den wir an {{email}} gesendet haben. Bis dahin können Sie keine Dokumente zur Unterschrift senden.',
  'Verifying your e-mail address…': 'Ihre E-Mail-Adresse wird bestätigt…',
  'The link could not be checked': 'Der Link konnte nicht geprüft werden',
  'The link did not work': 'Der Link hat nicht funktioniert',
  'Your full name': 'Ihr vollständiger Name',
  'Your e-mail address': 'Ihre E-Mail-Adresse',
  'Send me a code': 'Code senden',
  'We sent a code of {{digits}} digits to {{email}}. It works for {{minutes}} minutes.':
    'Wir haben einen Code mit {{digits}} Ziffern an {{email}} gesendet. Er gilt {{minutes}} Minuten.',
  'Code from the e-mail': 'Code aus der E-Mail',
  'Continue to the document': 'Weiter zum Dokument',
  'Use another e-mail address': 'Andere E-Mail-Adresse verwenden',
  'Send a new code': 'Neuen Code senden',
  'A new code is on its way.': 'Ein neuer Code ist unterwegs.',
  'This link does not work': 'Dieser Link funktioniert nicht',
  'Sign “{{document}}”': '„{{document}}“ unterschreiben',
  '{{owner}} invites whoever opens this link to sign as {{role}}. First, prove your e-mail address.':
    '{{owner}} lädt alle, die diesen Link öffnen, zum Unterschreiben als {{role}} ein. Bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  'You can now send documents for signing.': 'Sie können jetzt Dokumente zur Unterschrift senden.',
  'Go to Documents': 'Zu den Dokumenten',
  'Send yourself a new link, then open it from your latest e-mail.':
    'Senden Sie sich einen neuen Link und öffnen Sie ihn dann in Ihrer neuesten E-Mail.',
  'Sign in to send yourself a new link.': 'Melden Sie sich an, um sich einen neuen Link zu senden.',

  'Your plan has ended': 'Ihr Tarif ist abgelaufen',
  'Your {{plan}} plan ended on {{date}}. Your documents stay readable and invited signers can still sign, but new flows and documents need a plan.':
    'Ihr Tarif {{plan}} ist am {{date}} abgelaufen. Ihre Dokumente bleiben lesbar und eingeladene Unterzeichner können weiterhin unterschreiben, für neue Abläufe und Dokumente brauchen Sie aber einen Tarif.',
  'Unpaid billing': 'Offene Rechnung',
  'Pay Now': 'Jetzt bezahlen',
  'Your billing {{invoice}} ({{description}}, {{amount}}) is waiting for payment until {{date}}.':
    'Ihre Rechnung {{invoice}} ({{description}}, {{amount}}) wartet bis {{date}} auf die Zahlung.',
  'Annually ({{paid}} months + {{bonus}} bonus months)': 'Jährlich ({{paid}} Monate + {{bonus}} Bonusmonate)',
  '{{months}} month': '{{months}} Monat',
  '{{months}} months': '{{months}} Monate',
  '{{plan}} plan, {{term}}': 'Tarif {{plan}}, {{term}}',
  Paid: 'Bezahlt',
  Expired: 'Abgelaufen',
  Pending: 'Ausstehend',
  'Detail of {{invoice}}': 'Details zu {{invoice}}',
  Detail: 'Details',
  'Submit Payment for {{invoice}}': '{{invoice}} bezahlen',
  'Submit Payment': 'Zahlung ausführen',
  'Download invoice {{invoice}}': 'Rechnung {{invoice}} herunterladen',
  'Download invoice': 'Rechnung herunterladen',
  'No billings yet.': 'Noch keine Rechnungen.',
  'Billing Date': 'Rechnungsdatum',
  'Due Date': 'Fälligkeitsdatum',
  Amount: 'Betrag',
  'Current plan': 'Aktueller Tarif',
  'Credit Card': 'Kreditkarte',
  'Virtual Account': 'Virtuelles Konto',
  'E-Wallet': 'E-Wallet',
  QRIS: 'QRIS',
  Retail: 'Einzelhandel',
  'Choose a billing frequency': 'Abrechnungszeitraum wählen',
  'Choose a payment method': 'Zahlungsart wählen',
  'Please wait…': 'Bitte warten…',
  '{{plan}} plan': 'Tarif {{plan}}',
  'We are opening your payment. You will be taken to the payment page.':
    'Ihre Zahlung wird vorbereitet. Sie werden zur Zahlungsseite weitergeleitet.',
  'Billing frequency': 'Abrechnungszeitraum',
  '{{price}} before tax': '{{price}} zzgl. Steuer',
  Subtotal: 'Zwischensumme',
  'Tax ({{percent}} %)': 'Steuer ({{percent}} %)',
  Total: 'Gesamt',
  'The payment methods could not be loaded': 'Die Zahlungsarten konnten nicht geladen werden',
  'Payment method': 'Zahlungsart',
  'Fee {{fee}}': 'Gebühr {{fee}}',
  Back: 'Zurück',
  'Billing not found': 'Rechnung nicht gefunden',
  'Invoice No': 'Rechnungsnr.',
  'Order ID': 'Bestellnummer',
  'Paid on': 'Bezahlt am',
  'Payment due': 'Zahlbar bis',
  'Waiting for the payment service to confirm your payment…':
    'Warten auf die Bestätigung Ihrer Zahlung durch den Zahlungsdienst…',
  No: 'Nr.',
  Quantity: 'Menge',
  'Prices before tax': 'Preise zzgl. Steuer',
  'Choose the package that fits how many documents you send. Prices are in rupiah; {{percent}} % tax is added.':
    'Wählen Sie das Paket, das zu Ihrer Anzahl an Dokumenten passt. Preise in Rupiah, zuzüglich {{percent}} % Steuer.',
  'The packages could not be loaded': 'Die Pakete konnten nicht geladen werden',
  '{{days}} days to try SignFlow': '{{days}} Tage, um SignFlow auszuprobieren',
  'Up to {{limit}} flows': 'Bis zu {{limit}} Abläufe',
  'Up to {{limit}} documents': 'Bis zu {{limit}} Dokumente',
  'Valid until {{date}}': 'Gültig bis {{date}}',
  Custom: 'Individuell',
  'Priced for your organisation': 'Preis nach Ihrer Organisation',
  'Contact sales': 'Unseren Vertrieb kontaktieren',
  'per month': 'pro Monat',
  'Choose {{plan}} Plan': 'Tarif {{plan}} wählen',
  Unlimited: 'Unbegrenzt',
  'Days left': 'Verbleibende Tage',
  'Flows allowed': 'Erlaubte Abläufe',
  'Documents allowed': 'Erlaubte Dokumente',
  'Change plan': 'Tarif wechseln',
  Upgrade: 'Tarif upgraden',
  'Signature and initials': 'Unterschrift und Initialen',
  'Your signature and initials, drawn or typed, kept with your account.':
    'Ihre Unterschrift und Ihre Initialen, gezeichnet oder getippt, bei Ihrem Konto gespeichert.',
  Signature: 'Unterschrift',
  'Nothing kept yet.': 'Noch nichts gespeichert.',
  Add: 'Hinzufügen',
  Change: 'Ändern',
  'Your kept signature': 'Ihre gespeicherte Unterschrift',
  'Your kept initials': 'Ihre gespeicherten Initialen',
  'Draw your initials first': 'Zeichnen Sie zuerst Ihre Initialen',
  'Type your initials first': 'Tippen Sie zuerst Ihre Initialen',
  Removed: 'Entfernt',
  'Initials saved': 'Initialen gespeichert',
  'Signature saved': 'Unterschrift gespeichert',
  'Draw it or type it: send an image or a text, one of the two':
    'Zeichnen oder tippen Sie sie: senden Sie ein Bild oder einen Text, eines von beiden',
  '{{description}}: {{amount}}, due {{date}}': '{{description}}: {{amount}}, fällig am {{date}}',
  '{{months}} bonus months': '{{months}} Bonusmonate',
  'Reusable approval flows of named approvers, in signing order':
    'Wiederverwendbare Freigabeabläufe mit benannten Genehmigern in Unterschriftsreihenfolge',
  'Documents kept in your account, those in the Trash included: emptying the Trash frees their places':
    'Dokumente in Ihrem Konto, auch die im Papierkorb: Leeren des Papierkorbs gibt ihre Plätze frei',
  'Sealed PDF with certificate': 'Versiegeltes PDF mit Zertifikat',
  'Every completed document is sealed and carries a page saying who signed, when and from where':
    'Jedes abgeschlossene Dokument wird versiegelt und enthält eine Seite, die zeigt, wer wann und von wo unterschrieben hat',
  'E-mail invitations and reminders': 'E-Mail-Einladungen und Erinnerungen',
  'Signers sign from a link, no account needed': 'Unterzeichner unterschreiben über einen Link, ohne Konto',
  'Unlimited flows': 'Unbegrenzte Abläufe',
  'No limit on approval flows': 'Keine Begrenzung der Freigabeabläufe',
  'Unlimited documents': 'Unbegrenzte Dokumente',
  'No limit on documents': 'Keine Begrenzung der Dokumente',
  'Terms arranged with you': 'Mit Ihnen vereinbarte Bedingungen',
  'Invoicing, volume and support agreed with our sales team':
    'Abrechnung, Umfang und Support mit unserem Vertrieb vereinbart',
  'Your {{plan}} plan ended on {{endDate}}: choose a plan to create more':
    'Ihr Tarif {{plan}} ist am {{endDate}} abgelaufen: Wählen Sie einen Tarif, um mehr zu erstellen',
  'Find in {{list}}': 'In {{list}} suchen',
  Search: 'Suchen',
  'Document, signer name or e-mail': 'Dokument, Name oder E-Mail eines Unterzeichners',
  'Clear search': 'Suche löschen',
  'All statuses': 'Alle Status',
  'Waiting for others': 'Warten auf andere',
  'Completed this month': 'Diesen Monat abgeschlossen',
  'Needs attention': 'Braucht Aufmerksamkeit',
  Overview: 'Übersicht',
  'Also in Archives: {{count}} completed document(s) whose sealing failed.':
    'Außerdem im Archiv: {{count}} abgeschlossene(s) Dokument(e), deren Versiegelung fehlgeschlagen ist.',
  'Show them': 'Anzeigen',
  'No documents match.': 'Keine passenden Dokumente.',
  'Actions for {{name}}': 'Aktionen für {{name}}',
  Manage: 'Verwalten',
  'Manage {{name}}': '{{name}} verwalten',
  Remind: 'Erinnern',
  'Correct a signer': 'Unterzeichner korrigieren',
  'Renew links': 'Links erneuern',
  'Cancel signing': 'Unterzeichnung abbrechen',
  'Keep signing': 'Weiter unterzeichnen lassen',
  'Every signer has already submitted: there is nobody left to correct.':
    'Alle Unterzeichner haben bereits abgeschickt: Es gibt niemanden mehr zu korrigieren.',
  'Their old link stops working at once, and a new invitation goes to the address below.':
    'Der alte Link funktioniert sofort nicht mehr, und eine neue Einladung geht an die Adresse unten.',
  'Save and send invitation': 'Speichern und Einladung senden',
  'Cancel signing of “{{name}}”? Every invited signer is told, their links stop working, and the document moves to Archives as Cancelled.':
    'Unterzeichnung von „{{name}}“ abbrechen? Alle eingeladenen Unterzeichner werden benachrichtigt, ihre Links funktionieren nicht mehr, und das Dokument kommt als Abgebrochen ins Archiv.',
  Reason: 'Grund',
  'The signers read this reason.': 'Die Unterzeichner lesen diesen Grund.',
  'Make the links of the signers still waiting on “{{name}}” work for {{days}} days from now, and mail them again?':
    'Die Links der Unterzeichner, die bei „{{name}}“ noch ausstehen, ab jetzt {{days}} Tage gültig machen und ihnen erneut mailen?',
  'Remind signers automatically': 'Unterzeichner automatisch erinnern',
  'First reminder after (days)': 'Erste Erinnerung nach (Tagen)',
  'Then every (days)': 'Dann alle (Tage)',
  'At most (reminders)': 'Höchstens (Erinnerungen)',
  'First after {{after}} days, then every {{every}} days, at most {{most}} reminders.':
    'Die erste nach {{after}} Tagen, dann alle {{every}} Tage, höchstens {{most}} Erinnerungen.',
  'No automatic reminders: you can still remind signers yourself.':
    'Keine automatischen Erinnerungen: Sie können die Unterzeichner weiterhin selbst erinnern.',
  'Not yet': 'Noch nicht',
  'Reminders sent: {{number}}': 'Gesendete Erinnerungen: {{number}}',
  'No automatic reminders.': 'Keine automatischen Erinnerungen.',
  'Automatic reminders: first after {{after}} days, then every {{every}} days, at most {{most}}.':
    'Automatische Erinnerungen: die erste nach {{after}} Tagen, dann alle {{every}} Tage, höchstens {{most}}.',
  'Next: {{when}}.': 'Nächste: {{when}}.',
  'No more are planned.': 'Es sind keine weiteren geplant.',
  Signers: 'Unterzeichner',
  Invited: 'Eingeladen',
  Opened: 'Geöffnet',
  Reminded: 'Erinnert',
  Events: 'Ereignisse',
  'Automatic, to {{address}}': 'Automatisch, an {{address}}',
  'Name: {{old}} → {{new}}': 'Name: {{old}} → {{new}}',
  'E-mail: {{old}} → {{new}}': 'E-Mail: {{old}} → {{new}}',
  'Answers of the earlier recipient cleared: {{number}}': 'Gelöschte Antworten der früheren Person: {{number}}',
  'Valid until {{when}}': 'Gültig bis {{when}}',
  'Reason: {{reason}}': 'Grund: {{reason}}',
  'Automatic reminders': 'Automatische Erinnerungen',
  'Invite Sign suggests these for each new document; you can change them there for a single document.':
    'Was „Zur Unterschrift einladen“ für jedes neue Dokument vorschlägt; für ein einzelnes Dokument können Sie es dort ändern.',
  'Save reminders': 'Erinnerungen speichern',
  // Sender controls: the server's messages and the Cancelled status
  'The links have expired: renew them to remind the signers':
    'Die Links sind abgelaufen: Erneuern Sie sie, um die Unterzeichner zu erinnern',
  Cancelled: 'Abgebrochen',
  'Only a document sent back for revision or cancelled can be prepared again':
    'Nur ein zur Überarbeitung zurückgesandtes oder abgebrochenes Dokument kann erneut vorbereitet werden',
  'search must be text': 'Die Suche muss Text sein',
  'search must be {{limit}} characters or less': 'Die Suche darf höchstens {{limit}} Zeichen lang sein',
  'Unknown status filter': 'Unbekannter Statusfilter',
  'Only a document waiting for signatures can be changed this way':
    'Nur ein Dokument, das auf Unterschriften wartet, kann so geändert werden',
  'Only a document waiting for signatures can be reminded':
    'Nur für ein Dokument, das auf Unterschriften wartet, kann erinnert werden',
  'You can renew the links again in {{minutes}} minutes':
    'Sie können die Links in {{minutes}} Minuten erneut verlängern',
  'You can remind {{name}} again in {{minutes}} minutes': 'Sie können {{name}} in {{minutes}} Minuten erneut erinnern',
  'Reminder sent': 'Erinnerung gesendet',
  'Automatic reminders saved': 'Automatische Erinnerungen gespeichert',
  'Please choose the reminders': 'Bitte wählen Sie die Erinnerungen',
  'First reminder must be a whole number of days from {{min}} to {{max}}':
    'Die erste Erinnerung muss eine ganze Zahl von Tagen zwischen {{min}} und {{max}} sein',
  'Repeat interval must be a whole number of days from {{min}} to {{max}}':
    'Die Wiederholung muss eine ganze Zahl von Tagen zwischen {{min}} und {{max}} sein',
  'Number of reminders must be a whole number from {{min}} to {{max}}':
    'Die Anzahl der Erinnerungen muss eine ganze Zahl zwischen {{min}} und {{max}} sein',
  'Signers can be corrected only while the document waits for signatures':
    'Unterzeichner können nur korrigiert werden, solange das Dokument auf Unterschriften wartet',
  '{{name}} has already submitted and cannot be changed':
    '{{name}} hat bereits abgeschickt und kann nicht geändert werden',
  'Change the name or the e-mail address': 'Ändern Sie den Namen oder die E-Mail-Adresse',
  'Name is required': 'Name ist erforderlich',
  'Signer corrected': 'Unterzeichner korrigiert',
  'Signer corrected: a new invitation was sent': 'Unterzeichner korrigiert: Eine neue Einladung wurde gesendet',
  'Links can be renewed only while the document waits for signatures':
    'Links können nur erneuert werden, solange das Dokument auf Unterschriften wartet',
  'Links renewed for {{days}} days': 'Links für {{days}} Tage erneuert',
  'Only a document waiting for signatures can be cancelled':
    'Nur ein Dokument, das auf Unterschriften wartet, kann abgebrochen werden',
  'Please give a reason': 'Bitte geben Sie einen Grund an',
  'Signing cancelled': 'Unterzeichnung abgebrochen',
  'Automatic reminders changed': 'Automatische Erinnerungen geändert',
  'Links renewed': 'Links erneuert',
  // Billing: the server's messages
  'Please choose a package': 'Bitte wählen Sie ein Paket',
  'The Enterprise package is arranged with our sales team: contact them':
    'Das Enterprise-Paket wird mit unserem Vertrieb vereinbart: Kontaktieren Sie ihn',
  'Please choose a billing frequency': 'Bitte wählen Sie einen Abrechnungszeitraum',
  'Please choose a payment method': 'Bitte wählen Sie eine Zahlungsart',
  'The payment service is not available right now, please try again':
    'Der Zahlungsdienst ist gerade nicht erreichbar, bitte versuchen Sie es erneut',
  'Payment Link Not Found': 'Zahlungslink nicht gefunden',
  'This billing is already paid': 'Diese Rechnung ist bereits bezahlt',
  'The invoice can be downloaded once it is paid': 'Die Rechnung kann heruntergeladen werden, sobald sie bezahlt ist',
  'Invalid signature': 'Ungültige Signatur',
  'The amount does not match the billing': 'Der Betrag stimmt nicht mit der Rechnung überein',
  'Unknown order': 'Unbekannte Bestellung',
  'This billing has expired: it no longer takes payment':
    'Diese Rechnung ist abgelaufen: Sie kann nicht mehr bezahlt werden',
  'Up to {{limit}} flow': 'Bis zu {{limit}} Ablauf',
  Qty: 'Menge',
  'Change reminders': 'Erinnerungen ändern',
  Pages: 'Seiten',
  Zoom: 'Zoom',
  'Zoom out': 'Verkleinern',
  'Zoom in': 'Vergrößern',
  'Zoom level {{percent}}': 'Zoomstufe {{percent}}',
  'Fit width': 'Breite anpassen',
  'Drop a PDF here, or choose a file': 'PDF hier ablegen oder eine Datei auswählen',
  'Chosen: {{name}}': 'Ausgewählt: {{name}}',
  'No file chosen': 'Keine Datei ausgewählt',
  'Who signs': 'Wer unterschreibt',
  'A saved flow': 'Ein gespeicherter Ablauf',
  'Just these people': 'Nur diese Personen',
  'Signer {{number}}': 'Unterzeichnende Person {{number}}',
  'Remove signer {{number}}': 'Unterzeichnende Person {{number}} entfernen',
  'Add signer': 'Unterzeichnende Person hinzufügen',
  'Also save these people as a flow, named after the document':
    'Diese Personen auch als Ablauf speichern, benannt nach dem Dokument',
  'Saved flows are listed under Approval flows, to choose for later documents.':
    'Gespeicherte Abläufe stehen unter Genehmigungsabläufe und lassen sich für spätere Dokumente wählen.',
  'Your {{plan}} plan has no room for another flow: these people sign this document only.':
    'Ihr Tarif {{plan}} hat keinen Platz für einen weiteren Ablauf: Diese Personen unterschreiben nur dieses Dokument.',
  'The PDF': 'Das PDF',
  'Keep it, or choose a corrected one: fields on pages the new PDF does not have are dropped.':
    'Behalten Sie es oder wählen Sie ein korrigiertes: Felder auf Seiten, die das neue PDF nicht hat, entfallen.',
  'Keep the current PDF': 'Aktuelles PDF behalten',
  'Change a name, an e-mail or a level, add or remove signers: a removed signer’s fields go with them.':
    'Ändern Sie Name, E-Mail oder Stufe, fügen Sie Personen hinzu oder entfernen Sie sie: Die Felder einer entfernten Person entfallen mit ihr.',
  'The document is a draft again. The new PDF has {{pages}} pages: these fields did not fit and were dropped.':
    'Das Dokument ist wieder ein Entwurf. Das neue PDF hat {{pages}} Seiten: Diese Felder passten nicht und sind entfallen.',
  'Fields dropped': 'Entfallene Felder',
  '{{type}} of {{name}}, page {{page}}': '{{type}} von {{name}}, Seite {{page}}',
  'Place fields in the editor': 'Felder im Editor platzieren',
  '{{name}} asked for a revision: “{{reason}}”': '{{name}} hat eine Überarbeitung angefordert: „{{reason}}“',
  '{{name}} asked for a revision': '{{name}} hat eine Überarbeitung angefordert',
  '{{name}} rejected it: “{{reason}}”': '{{name}} hat abgelehnt: „{{reason}}“',
  '{{name}} rejected it': '{{name}} hat abgelehnt',
  '{{name}} ({{email}}), level {{level}}': '{{name}} ({{email}}), Stufe {{level}}',
  'Fields removed with them: {{number}}': 'Mit entfernte Felder: {{number}}',
  'Level: {{old}} → {{new}}': 'Stufe: {{old}} → {{new}}',
  'Pages: {{old}} → {{new}}': 'Seiten: {{old}} → {{new}}',
  'Fields dropped, their page gone: {{number}}': 'Entfallene Felder, ihre Seite fehlt: {{number}}',
  'Message to the signers (optional)': 'Nachricht an die Unterzeichnenden (optional)',
  'Goes into the invitations and reminders, up to {{max}} characters.':
    'Steht in den Einladungen und Erinnerungen, höchstens {{max}} Zeichen.',
  'Discard unsaved fields?': 'Nicht gespeicherte Felder verwerfen?',
  'Your changes to the fields are not saved. Leave the editor and lose them?':
    'Ihre Änderungen an den Feldern sind nicht gespeichert. Den Editor verlassen und sie verlieren?',
  'Discard changes': 'Änderungen verwerfen',
  'Keep editing': 'Weiter bearbeiten',
  'Add a field for {{names}} before inviting': 'Fügen Sie vor dem Einladen ein Feld für {{names}} hinzu',
  'The message must be {{limit}} characters or less': 'Die Nachricht darf höchstens {{limit}} Zeichen lang sein',
  'Signer {{position}} needs a level from {{min}} to {{max}}':
    'Unterzeichnende Person {{position}} braucht eine Stufe von {{min}} bis {{max}}',
  'Choose a flow or type the signers, not both':
    'Wählen Sie einen Ablauf oder geben Sie die Unterzeichnenden ein, nicht beides',
  '{{signed}} of {{total}} signed': '{{signed}} von {{total}} unterschrieben',
  'Waiting for: {{names}}': 'Ausstehend: {{names}}',
  'Signers: {{number}}': 'Unterzeichnende: {{number}}',
  'Needs your action': 'Wartet auf Sie',
  'Too many windows are receiving live updates: close one and try again':
    'Zu viele Fenster empfangen Live-Aktualisierungen: Schließen Sie eines und versuchen Sie es erneut',
  Initials: 'Initialen',
  'Full name': 'Vollständiger Name',
  'Date signed': 'Unterschriftsdatum',
  Text: 'Text',
  Checkbox: 'Kontrollkästchen',
  'Field settings': 'Feldeinstellungen',
  'Label shown to the signer': 'Beschriftung für den Unterzeichner',
  'Type here': 'Hier eingeben',
  'Filled in when you finish': 'Wird beim Abschließen ausgefüllt',
  'Fill in the field, then press Next.': 'Füllen Sie das Feld aus und drücken Sie dann „Weiter“.',
  'Type your signature first': 'Tippen Sie zuerst Ihre Unterschrift',
  'How to sign': 'Art der Unterschrift',
  Draw: 'Zeichnen',
  Type: 'Tippen',
  'Draw your initials here': 'Zeichnen Sie hier Ihre Initialen',
  'Type your initials': 'Tippen Sie Ihre Initialen',
  'Type your signature': 'Tippen Sie Ihre Unterschrift',
  'type must be one of draw, file, initials, name, date, text, checkbox':
    'type muss einer der folgenden Werte sein: draw, file, initials, name, date, text, checkbox',
  'A field label must be text without control characters': 'Eine Feldbeschriftung muss Text ohne Steuerzeichen sein',
  'A field label must be {{limit}} characters or less':
    'Eine Feldbeschriftung darf höchstens {{limit}} Zeichen lang sein',
  'required must be true or false': 'required muss true oder false sein',
  'Only text and checkbox fields have a label or a required flag':
    'Nur Text- und Kontrollkästchenfelder haben eine Beschriftung oder eine Pflichtangabe',
  'A typed answer must be text without control characters': 'Eine getippte Antwort muss Text ohne Steuerzeichen sein',
  'A typed answer must be {{limit}} characters or less':
    'Eine getippte Antwort darf höchstens {{limit}} Zeichen lang sein',
  'checked must be true or false': 'checked muss true oder false sein',
  'This kind of answer does not fit this field': 'Diese Art von Antwort passt nicht zu diesem Feld',
  'Fill in every required field before submitting': 'Füllen Sie vor dem Absenden alle Pflichtfelder aus',
  'The request took too long to arrive: check your connection and try again':
    'Die Anfrage kam zu langsam an: Prüfen Sie Ihre Verbindung und versuchen Sie es erneut',
  'The request body is nested too deeply: the limit is {{limit}} levels':
    'Der Inhalt der Anfrage ist zu tief verschachtelt: Die Grenze liegt bei {{limit}} Ebenen',
  'The request body holds too many values: the limit is {{limit}}':
    'Der Inhalt der Anfrage enthält zu viele Werte: Die Grenze liegt bei {{limit}}',
  Finish: 'Abschließen',
  More: 'Mehr',
  'Back to the document': 'Zurück zum Dokument',
  'About this request': 'Zu dieser Anfrage',
  '{{name}} ({{email}}) asks you to sign “{{document}}”.':
    '{{name}} ({{email}}) bittet Sie, „{{document}}“ zu unterschreiben.',
  'Message from {{name}}:': 'Nachricht von {{name}}:',
  'Everyone will then have signed: you will receive the sealed PDF by e-mail.':
    'Dann haben alle unterschrieben: Sie erhalten das versiegelte PDF per E-Mail.',
  'Still to sign: {{names}}. Once everyone has signed, you will receive the sealed PDF by e-mail.':
    'Noch zu unterschreiben: {{names}}. Sobald alle unterschrieben haben, erhalten Sie das versiegelte PDF per E-Mail.',
  'Next, {{names}} will be invited to sign. Once everyone has signed, you will receive the sealed PDF by e-mail.':
    'Als Nächstes wird {{names}} zum Unterschreiben eingeladen. Sobald alle unterschrieben haben, erhalten Sie das versiegelte PDF per E-Mail.',
  'Press Finish to send your answer.': 'Drücken Sie „Abschließen“, um Ihre Antwort zu senden.',
  'Every field is complete: press Finish.': 'Alle Felder sind ausgefüllt: Drücken Sie „Abschließen“.',
  'Draw or type your signature, then press Approve.':
    'Zeichnen oder tippen Sie Ihre Unterschrift und drücken Sie dann „Bestätigen“.',
  'Draw or type your initials, then press Approve.':
    'Zeichnen oder tippen Sie Ihre Initialen und drücken Sie dann „Bestätigen“.',
  'Press Sign here, or the field itself, to add your signature.':
    'Drücken Sie „Hier signieren“ oder das Feld selbst, um Ihre Unterschrift einzufügen.',
  'Press Initial here, or the field itself, to add your initials.':
    'Drücken Sie „Hier abzeichnen“ oder das Feld selbst, um Ihre Initialen einzufügen.',
  'Agree to sign electronically before you finish':
    'Stimmen Sie vor dem Abschließen der elektronischen Unterschrift zu',
  'consent must be true or false': 'consent muss true oder false sein',
  [SIGNING_CONSENT_STATEMENT]: SIGNING_CONSENT_STATEMENTS.de,
  // Templates: the server's messages
  'Please name the template': 'Bitte geben Sie der Vorlage einen Namen',
  'A template needs at least one role': 'Eine Vorlage braucht mindestens eine Rolle',
  'A template can have at most {{limit}} roles': 'Eine Vorlage kann höchstens {{limit}} Rollen haben',
  'Two roles are named {{name}}: give each role its own name':
    'Zwei Rollen heißen {{name}}: Geben Sie jeder Rolle einen eigenen Namen',
  'Unknown role': 'Unbekannte Rolle',
  'senderFilled must be true or false': 'senderFilled muss true oder false sein',
  'Only text, date and checkbox fields can be filled in by the sender':
    'Nur Text-, Datums- und Kontrollkästchenfelder können vom Absender ausgefüllt werden',
  'A role is listed twice': 'Eine Rolle ist doppelt aufgeführt',
  'The role {{name}} has fields: remove them before removing the role':
    'Die Rolle {{name}} hat Felder: Entfernen Sie diese, bevor Sie die Rolle entfernen',
  'The role {{role}} needs a recipient': 'Die Rolle {{role}} braucht eine empfangende Person',
  'The role {{role}} has more than one recipient': 'Die Rolle {{role}} hat mehr als eine empfangende Person',
  'Only a field the sender fills in takes a value': 'Nur ein Feld, das der Absender ausfüllt, nimmt einen Wert an',
  'A field is given more than one value': 'Ein Feld hat mehr als einen Wert erhalten',
  'Give a value for the field {{field}} on page {{page}}':
    'Geben Sie einen Wert für das Feld {{field}} auf Seite {{page}} an',
  'Each value must be text': 'Jeder Wert muss ein Text sein',
  'A checkbox takes true or false': 'Ein Kontrollkästchen nimmt true oder false an',
  'A date must be a day of the calendar, written YYYY-MM-DD':
    'Ein Datum muss ein Kalendertag sein, geschrieben als JJJJ-MM-TT (YYYY-MM-DD)',
  'This field was filled in by the sender and cannot be changed':
    'Dieses Feld wurde vom Absender ausgefüllt und kann nicht geändert werden',
  'send must be true or false': 'send muss true oder false sein',
  'enabled must be true or false': 'enabled muss true oder false sein',
  'Whoever opens the link signs first: only the first role may have the lowest level':
    'Wer den Link öffnet, unterschreibt zuerst: Nur die erste Rolle darf die niedrigste Stufe haben',
  'This e-mail address already signs this document in another role: use your own':
    'Diese E-Mail-Adresse unterschreibt dieses Dokument schon in einer anderen Rolle: Verwenden Sie Ihre eigene',
  'The first role is filled by whoever opens the link: name people for the other roles only':
    'Die erste Rolle übernimmt, wer den Link öffnet: Nennen Sie nur für die anderen Rollen Personen',
  'This link does not exist. Check that you copied all of it':
    'Diesen Link gibt es nicht. Prüfen Sie, ob Sie ihn vollständig kopiert haben',
  'This link has been turned off by its owner': 'Dieser Link wurde von seinem Inhaber ausgeschaltet',
  'This link cannot take a signature at the moment. Please let whoever gave it to you know':
    'Über diesen Link kann gerade nicht unterschrieben werden. Bitte sagen Sie der Person Bescheid, die ihn Ihnen gegeben hat',
  'This code request is unknown or already used: ask for a new code':
    'Diese Code-Anfrage ist unbekannt oder schon verwendet: Fordern Sie einen neuen Code an',
  'That code is not right: check the latest e-mail and try again':
    'Dieser Code stimmt nicht: Prüfen Sie die neueste E-Mail und versuchen Sie es erneut',
  'That code has expired: ask for a new one': 'Dieser Code ist abgelaufen: Fordern Sie einen neuen an',
  'The code has {{digits}} digits': 'Der Code hat {{digits}} Ziffern',
  'Too many wrong codes: ask for a new one': 'Zu viele falsche Codes: Fordern Sie einen neuen an',
  'allowedOrigins must be a list of web addresses': 'allowedOrigins muss eine Liste von Webadressen sein',
  'An allowed origin is a web address alone, like https://shop.example.com or https://shop.example.com:8443: no path, query or user name':
    'Eine erlaubte Herkunft ist nur eine Webadresse, etwa https://shop.example.com oder https://shop.example.com:8443: ohne Pfad, Abfrage oder Benutzernamen',
  'An allowed origin must start with https:// (http:// only for localhost or 127.0.0.1)':
    'Eine erlaubte Herkunft muss mit https:// beginnen (http:// nur für localhost oder 127.0.0.1)',
  'Wildcards are not accepted: list each site that embeds the signing page':
    'Platzhalter werden nicht angenommen: Führen Sie jede Website einzeln auf, die die Signaturseite einbettet',
  'At most {{max}} allowed origins': 'Höchstens {{max}} erlaubte Herkünfte',
  'Too many codes were asked for: wait a while and try again':
    'Es wurden zu viele Codes angefordert: Warten Sie eine Weile und versuchen Sie es erneut',
  'Template limit reached: the {{plan}} plan allows {{limit}}':
    'Limit für Vorlagen erreicht: Der Tarif {{plan}} erlaubt {{limit}}',
  Templates: 'Vorlagen',
  'New template': 'Neue Vorlage',
  'No templates yet': 'Noch keine Vorlagen',
  'A template is a PDF with its fields placed for roles such as ‘Client’. Make one once, then make a document from it for the people you name, as often as you need.':
    'Eine Vorlage ist ein PDF, dessen Felder für Rollen wie ‚Kunde‘ platziert sind. Erstellen Sie sie einmal und machen Sie daraus so oft wie nötig ein Dokument für die Personen, die Sie nennen.',
  'Make your first template': 'Erste Vorlage erstellen',
  'Template name': 'Name der Vorlage',
  'No templates match.': 'Keine Vorlagen gefunden.',
  Roles: 'Rollen',
  'Documents made': 'Erstellte Dokumente',
  'Use template': 'Vorlage verwenden',
  'Use template {{name}}': 'Vorlage {{name}} verwenden',
  'Edit fields': 'Felder bearbeiten',
  'Edit fields of {{name}}': 'Felder von {{name}} bearbeiten',
  Rename: 'Umbenennen',
  Duplicate: 'Duplizieren',
  'Rename template': 'Vorlage umbenennen',
  'Template renamed': 'Vorlage umbenannt',
  'Template duplicated': 'Vorlage dupliziert',
  'Delete template': 'Vorlage löschen',
  'Delete the template “{{name}}”? Documents already made from it keep everything.':
    'Die Vorlage „{{name}}“ löschen? Bereits daraus erstellte Dokumente behalten alles.',
  'Role {{number}}': 'Rolle {{number}}',
  'Add role': 'Rolle hinzufügen',
  'Move role {{number}} up': 'Rolle {{number}} nach oben',
  'Move role {{number}} down': 'Rolle {{number}} nach unten',
  'Remove role {{number}}': 'Rolle {{number}} entfernen',
  'Name of role {{number}}': 'Name der Rolle {{number}}',
  'Level of role {{number}}': 'Stufe der Rolle {{number}}',
  'Choose a PDF': 'Wählen Sie ein PDF',
  'A role is a place someone fills when a document is made from the template, such as ‘Client’ or ‘Manager’. Roles at the same level sign in parallel; levels sign in ascending order.':
    'Eine Rolle ist ein Platz, den jemand einnimmt, wenn aus der Vorlage ein Dokument erstellt wird, etwa ‚Kunde‘ oder ‚Manager‘. Rollen derselben Stufe unterschreiben parallel; die Stufen unterschreiben in aufsteigender Reihenfolge.',
  'Next: place fields': 'Weiter: Felder platzieren',
  'Filled by the sender': 'Vom Absender ausgefüllt',
  'You give its value when you use the template; the signer reads it.':
    'Sie geben den Wert an, wenn Sie die Vorlage verwenden; der Unterzeichner liest ihn.',
  'Back to Templates': 'Zurück zu den Vorlagen',
  'Use template: {{name}}': 'Vorlage verwenden: {{name}}',
  'Fill from a saved flow': 'Aus einem gespeicherten Ablauf ausfüllen',
  'Its approvers fill the roles by level and order.': 'Seine Genehmiger füllen die Rollen nach Stufe und Reihenfolge.',
  'Choose a flow': 'Ablauf wählen',
  '{{role}} (level {{level}})': '{{role}} (Stufe {{level}})',
  'Name of {{role}}': 'Name für {{role}}',
  'Email of {{role}}': 'E-Mail für {{role}}',
  'Your values': 'Ihre Werte',
  'The signers read these and cannot change them.': 'Die Unterzeichner lesen diese und können sie nicht ändern.',
  'Page {{page}}, for {{role}}': 'Seite {{page}}, für {{role}}',
  'Create draft': 'Entwurf erstellen',
  'Send now': 'Jetzt senden',
  'Document made from the template and sent for signing':
    'Dokument aus der Vorlage erstellt und zur Unterschrift gesendet',
  'Public link': 'Öffentlicher Link',
  'Public link: {{name}}': 'Öffentlicher Link: {{name}}',
  'The public link could not be read': 'Der öffentliche Link konnte nicht geladen werden',
  'This page could not be read': 'Diese Seite konnte nicht geladen werden',
  Ticked: 'Angekreuzt',
  'Not ticked': 'Nicht angekreuzt',
  'Whoever opens the link gives their name and e-mail, confirms the address with a code we mail them, and signs as {{role}}. Each visit makes a document of its own.':
    'Wer den Link öffnet, gibt Namen und E-Mail-Adresse an, bestätigt die Adresse mit einem zugesandten Code und unterschreibt als {{role}}. Jeder Besuch erstellt ein eigenes Dokument.',
  'The link': 'Der Link',
  'Anyone with the link can sign': 'Jeder mit dem Link kann unterschreiben',
  'On: the link takes visitors.': 'Ein: Der Link nimmt Besucher an.',
  'Off: the link tells visitors it has been turned off.':
    'Aus: Der Link teilt Besuchern mit, dass er ausgeschaltet wurde.',
  'Link address': 'Link-Adresse',
  'Copy link': 'Link kopieren',
  'Replace link': 'Link ersetzen',
  'Replace the link?': 'Link ersetzen?',
  'The current link stops working at once, for everyone you gave it to; a visit begun through it stops too. Documents already made go on. Give people the new link.':
    'Der aktuelle Link funktioniert sofort nicht mehr, für alle, denen Sie ihn gegeben haben; ein darüber begonnener Besuch endet ebenfalls. Bereits erstellte Dokumente laufen weiter. Geben Sie den Leuten den neuen Link.',
  'The link gets its address the first time you turn it on or save these settings.':
    'Der Link erhält seine Adresse, sobald Sie ihn zum ersten Mal einschalten oder diese Einstellungen speichern.',
  'What to change': 'Was zu ändern ist',
  'Give {{role}} a level of its own, lower than every other role’s, or put the role the visitor takes first in the list.':
    'Geben Sie {{role}} eine eigene Stufe, niedriger als die jeder anderen Rolle, oder setzen Sie die Rolle des Besuchers an den Anfang der Liste.',
  'Edit roles': 'Rollen bearbeiten',
  'The visitor takes the first role, {{role}}, which must be alone at the lowest level, so nobody else is invited before the visitor has signed. Each other role is always the person you name here.':
    'Der Besucher übernimmt die erste Rolle, {{role}}, die allein auf der niedrigsten Stufe stehen muss, damit niemand eingeladen wird, bevor der Besucher unterschrieben hat. Jede andere Rolle ist immer die Person, die Sie hier angeben.',
  'Only the visitor signs: the template has no other role.':
    'Nur der Besucher unterschreibt: Die Vorlage hat keine andere Rolle.',
  'Save settings': 'Einstellungen speichern',
  'Roles of “{{name}}”': 'Rollen von „{{name}}“',
  'Save roles': 'Rollen speichern',
  'A role with fields cannot be removed: remove its fields in the field editor first.':
    'Eine Rolle mit Feldern kann nicht entfernt werden: Entfernen Sie zuerst ihre Felder im Feldeditor.',
  'Roles saved': 'Rollen gespeichert',
  'Public link turned on': 'Öffentlicher Link eingeschaltet',
  'Public link turned off': 'Öffentlicher Link ausgeschaltet',
  'Public link settings saved': 'Einstellungen des öffentlichen Links gespeichert',
  'Link copied': 'Link kopiert',
  'The link could not be copied: select it and copy it yourself':
    'Der Link konnte nicht kopiert werden: Markieren und kopieren Sie ihn selbst',
  'Link replaced: the old one no longer works': 'Link ersetzt: Der alte funktioniert nicht mehr',
  'Name the people and fill in the values below to turn the link on':
    'Geben Sie unten die Personen und Werte an, um den Link einzuschalten',
  'Save as template': 'Als Vorlage speichern',
  'Save as template: {{name}}': 'Als Vorlage speichern: {{name}}',
  'Templates allowed': 'Erlaubte Vorlagen',
  'Unlimited templates': 'Unbegrenzte Vorlagen',
  'Up to {{limit}} template': 'Bis zu {{limit}} Vorlage',
  'Up to {{limit}} templates': 'Bis zu {{limit}} Vorlagen',
  // Bulk send
  'Send in bulk': 'Massenversand',
  'Send in bulk: {{name}}': 'Massenversand: {{name}}',
  'Make one document from this template for each row of a CSV file. Its columns name the person for each role and the values you fill in. Download the sample, fill in one row per document, then upload it.':
    'Erstellen Sie aus dieser Vorlage ein Dokument für jede Zeile einer CSV-Datei. Ihre Spalten nennen die Person jeder Rolle und die Werte, die Sie ausfüllen. Laden Sie das Beispiel herunter, füllen Sie eine Zeile pro Dokument aus und laden Sie die Datei dann hoch.',
  'Download sample CSV': 'Beispiel-CSV herunterladen',
  'Drop a CSV file here, or choose a file': 'CSV-Datei hier ablegen oder Datei auswählen',
  'Once each document is made': 'Sobald jedes Dokument erstellt ist',
  'Send it for signing at once': 'Sofort zur Unterschrift senden',
  'Leave it as a draft to send later': 'Als Entwurf belassen und später senden',
  'Start bulk send': 'Massenversand starten',
  'Rows to fix': 'Zu korrigierende Zeilen',
  'Row 1 is the first row under the header. Nothing was made: fix these, then upload the file again.':
    'Zeile 1 ist die erste Zeile unter der Kopfzeile. Es wurde nichts erstellt: Korrigieren Sie diese und laden Sie die Datei erneut hoch.',
  Row: 'Zeile',
  Column: 'Spalte',
  Problem: 'Problem',
  Header: 'Kopfzeile',
  'Whole row': 'Ganze Zeile',
  'Bulk send': 'Massenversand',
  'Waiting to start…': 'Wartet auf den Start…',
  'Making the documents…': 'Dokumente werden erstellt…',
  Finished: 'Abgeschlossen',
  'Each document is sent for signing as soon as it is made.':
    'Jedes Dokument wird zur Unterschrift gesendet, sobald es erstellt ist.',
  'Each document is left as a draft, to send from Documents.':
    'Jedes Dokument bleibt ein Entwurf, den Sie unter Dokumente senden.',
  'Documents in the file': 'Dokumente in der Datei',
  'Rows failed': 'Fehlgeschlagene Zeilen',
  'Bulk send progress': 'Fortschritt des Massenversands',
  '{{made}} of {{total}} documents made': '{{made}} von {{total}} Dokumenten erstellt',
  'Rows that failed': 'Fehlgeschlagene Zeilen und Gründe',
  'Send another file': 'Weitere Datei senden',
  'Only the first {{number}} problems are listed: the file may hold more.':
    'Nur die ersten {{number}} Probleme werden aufgeführt: Die Datei kann weitere enthalten.',
  'From the template {{name}}': 'Aus der Vorlage {{name}}',
  'Please choose a CSV file': 'Bitte wählen Sie eine CSV-Datei',
  'The file is not a CSV file: save it as CSV (UTF-8) and upload it again':
    'Die Datei ist keine CSV-Datei: Speichern Sie sie als CSV (UTF-8) und laden Sie sie erneut hoch',
  'The CSV file cannot be read at line {{line}}: check its quotes and commas':
    'Die CSV-Datei kann in Zeile {{line}} nicht gelesen werden: Prüfen Sie Anführungszeichen und Kommas',
  'The CSV file has no rows: add one row per document under the header':
    'Die CSV-Datei hat keine Zeilen: Fügen Sie unter der Kopfzeile eine Zeile pro Dokument hinzu',
  'The CSV file is too large: the limit is {{limit}} MB':
    'Die CSV-Datei ist zu groß: Die Grenze liegt bei {{limit}} MB',
  'The CSV file has too many rows: the limit is {{limit}}':
    'Die CSV-Datei hat zu viele Zeilen: Die Grenze liegt bei {{limit}}',
  'Some rows cannot be sent, so nothing was made: fix them and upload the file again':
    'Einige Zeilen können nicht gesendet werden, daher wurde nichts erstellt: Korrigieren Sie sie und laden Sie die Datei erneut hoch',
  'Unknown column {{column}}: use the columns of the sample file':
    'Unbekannte Spalte {{column}}: Verwenden Sie die Spalten der Beispieldatei',
  'The column {{column}} is missing': 'Die Spalte {{column}} fehlt',
  'The column {{column}} appears twice': 'Die Spalte {{column}} kommt zweimal vor',
  'This row has more values than the header has columns': 'Diese Zeile hat mehr Werte, als die Kopfzeile Spalten hat',
  'The template was deleted before this document was made':
    'Die Vorlage wurde gelöscht, bevor dieses Dokument erstellt wurde',
  Integrations: 'Integrationen',
  'Connect your own software: it can make and send documents, and hear when they are signed.':
    'Verbinden Sie Ihre eigene Software: Sie kann Dokumente erstellen und versenden und erfährt, wenn sie unterschrieben sind.',
  'API keys': 'API-Schlüssel',
  'Your own software can act for this account with a key, sent as "Authorization: Bearer" and the key. Keep keys secret: whoever holds one can send documents for you.':
    'Ihre eigene Software kann mit einem Schlüssel für dieses Konto handeln, gesendet als „Authorization: Bearer“ und der Schlüssel. Halten Sie Schlüssel geheim: Wer einen hat, kann in Ihrem Namen Dokumente versenden.',
  'The API keys could not be read': 'Die API-Schlüssel konnten nicht gelesen werden',
  'New API key': 'Neuer API-Schlüssel',
  'Key name': 'Name des Schlüssels',
  'Last day it works (optional)': 'Letzter gültiger Tag (optional)',
  'Create key': 'Schlüssel erstellen',
  'Key copied': 'Schlüssel kopiert',
  'The key could not be copied: select it and copy it yourself':
    'Der Schlüssel konnte nicht kopiert werden: Markieren und kopieren Sie ihn selbst',
  'The key “{{name}}” is made': 'Der Schlüssel „{{name}}“ ist erstellt',
  'Copy it now: it is shown only this once.': 'Kopieren Sie ihn jetzt: Er wird nur dieses eine Mal angezeigt.',
  'The new key': 'Der neue Schlüssel',
  'Copy key': 'Schlüssel kopieren',
  Done: 'Fertig',
  Key: 'Schlüssel',
  Created: 'Erstellt',
  Expires: 'Läuft ab',
  'Last used': 'Zuletzt verwendet',
  Never: 'Nie',
  'Not used yet': 'Noch nicht verwendet',
  'No API keys yet': 'Noch keine API-Schlüssel',
  'Revoke the key {{name}}': 'Schlüssel {{name}} widerrufen',
  Revoke: 'Widerrufen',
  'Key revoked': 'Schlüssel widerrufen',
  'Revoke this key?': 'Diesen Schlüssel widerrufen?',
  'Software that uses the key “{{name}}” stops working at once. This cannot be undone.':
    'Software, die den Schlüssel „{{name}}“ verwendet, funktioniert sofort nicht mehr. Das kann nicht rückgängig gemacht werden.',
  'The expiry must be a date and time, such as 2027-01-31T00:00:00Z':
    'Das Ablaufdatum muss ein Datum mit Uhrzeit sein, etwa 2027-01-31T00:00:00Z',
  'The expiry must be in the future': 'Das Ablaufdatum muss in der Zukunft liegen',
  'An account can hold at most {{limit}} API keys: revoke one first':
    'Ein Konto kann höchstens {{limit}} API-Schlüssel haben: Widerrufen Sie zuerst einen',
  "An API key cannot do this: sign in to the app to manage the account's own sign-in":
    'Ein API-Schlüssel kann das nicht: Melden Sie sich in der App an, um die Anmeldung des Kontos zu verwalten',
  'API key': 'API-Schlüssel',
  'Two-step sign-in': 'Anmeldung in zwei Schritten',
  'Enter the {{digits}}-digit code your authenticator app shows for SignFlow. No phone at hand? Enter one of your recovery codes.':
    'Geben Sie den {{digits}}-stelligen Code ein, den Ihre Authenticator-App für SignFlow anzeigt. Kein Telefon zur Hand? Geben Sie einen Ihrer Wiederherstellungscodes ein.',
  Code: 'Code',
  'Verify and sign in': 'Bestätigen und anmelden',
  'Each sign-in also asks for a code from an authenticator app on your phone.':
    'Jede Anmeldung fragt zusätzlich nach einem Code aus einer Authenticator-App auf Ihrem Telefon.',
  'Turn on two-step sign-in': 'Anmeldung in zwei Schritten einschalten',
  '1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…).':
    '1. Scannen Sie diesen QR-Code mit Ihrer Authenticator-App (Google Authenticator, 1Password, Authy…).',
  'QR code for your authenticator app': 'QR-Code für Ihre Authenticator-App',
  'Or type this key into the app:': 'Oder geben Sie diesen Schlüssel in die App ein:',
  'Key for the app': 'Schlüssel für die App',
  '2. Enter the {{digits}}-digit code the app shows:':
    '2. Geben Sie den {{digits}}-stelligen Code ein, den die App anzeigt:',
  '3. Enter the {{digits}}-digit code the app shows:':
    '3. Geben Sie den {{digits}}-stelligen Code ein, den die App anzeigt:',
  '2. Confirm it is you:': '2. Bestätigen Sie, dass Sie es sind:',
  'Code from the app': 'Code aus der App',
  'Turn on': 'Einschalten',
  'Recovery codes copied': 'Wiederherstellungscodes kopiert',
  'The codes could not be copied: select them and copy them yourself':
    'Die Codes konnten nicht kopiert werden: Markieren und kopieren Sie sie selbst',
  'Your recovery codes': 'Ihre Wiederherstellungscodes',
  'Keep them somewhere safe: each one signs you in once without your phone. They are shown only this once.':
    'Bewahren Sie sie sicher auf: Jeder meldet Sie einmal ohne Ihr Telefon an. Sie werden nur dieses eine Mal angezeigt.',
  'Copy codes': 'Codes kopieren',
  'Two-step sign-in is on.': 'Die Anmeldung in zwei Schritten ist aktiv.',
  'To turn it off, confirm it is you:': 'Um sie auszuschalten, bestätigen Sie, dass Sie es sind:',
  'Code from the app, or a recovery code': 'Code aus der App oder ein Wiederherstellungscode',
  'Turn off two-step sign-in': 'Anmeldung in zwei Schritten ausschalten',
  'Enter the {{digits}}-digit code from your authenticator app, or one of your recovery codes':
    'Geben Sie den {{digits}}-stelligen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein',
  'Enter the {{digits}}-digit code from your authenticator app':
    'Geben Sie den {{digits}}-stelligen Code aus Ihrer Authenticator-App ein',
  'Invalid challenge': 'Ungültige Anfrage',
  'That code is not right: check your authenticator app, or use a recovery code':
    'Dieser Code stimmt nicht: Prüfen Sie Ihre Authenticator-App oder verwenden Sie einen Wiederherstellungscode',
  'This sign-in has expired or was already used: sign in again':
    'Diese Anmeldung ist abgelaufen oder wurde schon verwendet: Melden Sie sich erneut an',
  'Start setting up two-step sign-in first': 'Beginnen Sie zuerst mit der Einrichtung der Anmeldung in zwei Schritten',
  'Two-step sign-in is already on': 'Die Anmeldung in zwei Schritten ist bereits aktiv',
  'Two-step sign-in is not on': 'Die Anmeldung in zwei Schritten ist nicht aktiv',
  'The password is not correct': 'Das Passwort ist nicht korrekt',
  'Two-step sign-in is on': 'Die Anmeldung in zwei Schritten ist aktiv',
  'Two-step sign-in is off': 'Die Anmeldung in zwei Schritten ist ausgeschaltet',
  Embedding: 'Einbetten',
  'Show the signing page inside your own site. Only the sites listed here may show it in a frame, and only they are told when the signer signs, rejects or asks for a revision.':
    'Zeigen Sie die Signaturseite in Ihrer eigenen Website. Nur die hier aufgeführten Websites dürfen sie in einem Rahmen zeigen, und nur sie erfahren, wenn die unterzeichnende Person unterschreibt, ablehnt oder eine Überarbeitung wünscht.',
  'The allowed sites could not be read': 'Die erlaubten Websites konnten nicht gelesen werden',
  'Add an allowed site': 'Eine erlaubte Website hinzufügen',
  'Site address': 'Adresse der Website',
  'Like https://shop.example.com (http:// only for localhost)':
    'Etwa https://shop.example.com (http:// nur für localhost)',
  'Add site': 'Website hinzufügen',
  'Allowed sites': 'Erlaubte Websites',
  'No site may embed the signing page yet.': 'Noch darf keine Website die Signaturseite einbetten.',
  'Remove {{site}}': '{{site}} entfernen',
  'Save allowed sites': 'Erlaubte Websites speichern',
  'Not saved yet': 'Noch nicht gespeichert',
  'Allowed sites saved': 'Erlaubte Websites gespeichert',
  'The code for your page': 'Der Code für Ihre Seite',
  'Copy code': 'Code kopieren',
  'Code copied': 'Code kopiert',
  'The code could not be copied: select it and copy it yourself':
    'Der Code konnte nicht kopiert werden: Markieren und kopieren Sie ihn selbst',
  Passkeys: 'Passkeys',
  'Sign in with your fingerprint, face or screen lock instead of a password and code.':
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre an statt mit Passwort und Code.',
  'The passkeys could not be read': 'Die Passkeys konnten nicht gelesen werden',
  'Add a passkey': 'Passkey hinzufügen',
  'Passkey name': 'Name des Passkeys',
  'e.g. My phone': 'z. B. Mein Telefon',
  Added: 'Hinzugefügt',
  'No passkeys yet': 'Noch keine Passkeys',
  'Remove the passkey {{name}}': 'Passkey {{name}} entfernen',
  'Passkey removed': 'Passkey entfernt',
  'Remove this passkey?': 'Diesen Passkey entfernen?',
  '“{{name}}” will no longer sign in to your account.': '„{{name}}“ meldet Sie dann nicht mehr bei Ihrem Konto an.',
  'Sign in with a passkey': 'Mit einem Passkey anmelden',
  'The passkey was not used: try again': 'Der Passkey wurde nicht verwendet: Versuchen Sie es erneut',
  'Invalid passkey answer': 'Ungültige Passkey-Antwort',
  'Invalid passkey ceremony': 'Ungültiger Passkey-Vorgang',
  'The passkey could not be verified: try again': 'Der Passkey konnte nicht geprüft werden: Versuchen Sie es erneut',
  'This passkey is not known here: sign in with your password, then add it in your profile':
    'Dieser Passkey ist hier unbekannt: Melden Sie sich mit Ihrem Passwort an und fügen Sie ihn in Ihrem Profil hinzu',
  'An account can hold at most {{limit}} passkeys: remove one first':
    'Ein Konto kann höchstens {{limit}} Passkeys haben: Entfernen Sie zuerst einen',
  'Passkey added': 'Passkey hinzugefügt',
  'Enter the full address of your endpoint, starting with https://':
    'Geben Sie die vollständige Adresse Ihres Endpunkts ein, beginnend mit https://',
  'The endpoint must be an https:// address': 'Der Endpunkt muss eine https://-Adresse sein',
  'This address is private or local: webhooks are sent to public internet addresses only':
    'Diese Adresse ist privat oder lokal: Webhooks werden nur an öffentliche Internetadressen gesendet',
  'The host name of this address cannot be found': 'Der Hostname dieser Adresse wurde nicht gefunden',
  'Choose at least one event': 'Wählen Sie mindestens ein Ereignis',
  'This delivery is still being sent: resend it once it is delivered or failed':
    'Diese Zustellung läuft noch: Senden Sie sie erneut, sobald sie zugestellt oder fehlgeschlagen ist',
  'The endpoint is turned off': 'Der Endpunkt ist ausgeschaltet',
  'No answer within {{ms}} ms': 'Keine Antwort innerhalb von {{ms}} ms',
  'The endpoint was turned off after failing for days':
    'Der Endpunkt wurde ausgeschaltet, nachdem er tagelang fehlgeschlagen war',
  'Unknown event: choose from the list of events': 'Unbekanntes Ereignis: wählen Sie aus der Liste der Ereignisse',
  'An account can have at most {{limit}} webhook endpoints':
    'Ein Konto kann höchstens {{limit}} Webhook-Endpunkte haben',
  'Give url, events or enabled to change': 'Geben Sie url, events oder enabled zum Ändern an',
  Webhooks: 'Webhooks',
  'SignFlow sends a signed POST to your endpoints when the events you choose happen. Your receiver checks the SignFlow-Signature header with the endpoint’s secret.':
    'SignFlow sendet einen signierten POST an Ihre Endpunkte, wenn die von Ihnen gewählten Ereignisse eintreten. Ihr Empfänger prüft den Header SignFlow-Signature mit dem Geheimnis des Endpunkts.',
  'Add endpoint': 'Endpunkt hinzufügen',
  'No endpoints yet.': 'Noch keine Endpunkte.',
  'Document opened by a signer': 'Dokument von einem Unterzeichner geöffnet',
  'Signer signed': 'Unterzeichner hat unterschrieben',
  'Signer rejected': 'Unterzeichner hat abgelehnt',
  'Signer asked for a revision': 'Unterzeichner hat eine Überarbeitung verlangt',
  'Document completed': 'Dokument abgeschlossen',
  'Sealed PDF ready': 'Versiegeltes PDF bereit',
  'Document cancelled': 'Dokument abgebrochen',
  'Template used': 'Vorlage verwendet',
  'Bulk send finished': 'Massenversand abgeschlossen',
  Delivered: 'Zugestellt',
  'Endpoint added': 'Endpunkt hinzugefügt',
  'Secret copied': 'Geheimnis kopiert',
  'The secret could not be copied: select it and copy it yourself':
    'Das Geheimnis konnte nicht kopiert werden: markieren und kopieren Sie es selbst',
  'Signing secret': 'Signaturgeheimnis',
  'Copy this secret now: it is shown only this once. Your receiver checks each delivery’s signature with it.':
    'Kopieren Sie dieses Geheimnis jetzt: Es wird nur dieses eine Mal angezeigt. Ihr Empfänger prüft damit die Signatur jeder Zustellung.',
  'Copy secret': 'Geheimnis kopieren',
  'Endpoint URL': 'Endpunkt-URL',
  'Endpoint turned on': 'Endpunkt eingeschaltet',
  'Endpoint turned off': 'Endpunkt ausgeschaltet',
  'Test event sent: see its delivery in the log': 'Testereignis gesendet: seine Zustellung steht im Protokoll',
  'Endpoint deleted': 'Endpunkt gelöscht',
  'Send events to this endpoint': 'Ereignisse an diesen Endpunkt senden',
  'On: events are sent to it.': 'Ein: Ereignisse werden an ihn gesendet.',
  'Off: it is sent nothing.': 'Aus: Ihm wird nichts gesendet.',
  'Turned off for failing': 'Wegen Fehlern ausgeschaltet',
  'Every delivery to this endpoint failed for {{days}} days, so it was turned off. Turn it on again once it answers.':
    'Jede Zustellung an diesen Endpunkt ist {{days}} Tage lang fehlgeschlagen, daher wurde er ausgeschaltet. Schalten Sie ihn wieder ein, sobald er antwortet.',
  'Every delivery to this endpoint failed for {{hours}} hours, so it was turned off. Turn it on again once it answers.':
    'Jede Zustellung an diesen Endpunkt ist {{hours}} Stunden lang fehlgeschlagen, daher wurde er ausgeschaltet. Schalten Sie ihn wieder ein, sobald er antwortet.',
  'Every delivery to this endpoint failed for a day, so it was turned off. Turn it on again once it answers.':
    'Jede Zustellung an diesen Endpunkt ist einen Tag lang fehlgeschlagen, daher wurde er ausgeschaltet. Schalten Sie ihn wieder ein, sobald er antwortet.',
  'Every delivery to this endpoint failed for an hour, so it was turned off. Turn it on again once it answers.':
    'Jede Zustellung an diesen Endpunkt ist eine Stunde lang fehlgeschlagen, daher wurde er ausgeschaltet. Schalten Sie ihn wieder ein, sobald er antwortet.',
  'Send test event': 'Testereignis senden',
  'Hide delivery log': 'Zustellprotokoll ausblenden',
  'Delivery log': 'Zustellprotokoll',
  'Delete endpoint': 'Endpunkt löschen',
  '{{url}} will be sent no more events, and its delivery log will be deleted.':
    'An {{url}} werden keine Ereignisse mehr gesendet, und sein Zustellprotokoll wird gelöscht.',
  'Sent again: see the new delivery in the log': 'Erneut gesendet: die neue Zustellung steht im Protokoll',
  'Test event': 'Testereignis',
  'Attempts: {{count}}': 'Versuche: {{count}}',
  'Status {{code}}': 'Status {{code}}',
  '{{ms}} ms': '{{ms}} ms',
  Answer: 'Antwort',
  Resend: 'Erneut senden',
  'No deliveries yet.': 'Noch keine Zustellungen.',
  'Prove who you are before the document opens: type the code you were given':
    'Weisen Sie sich aus, bevor sich das Dokument öffnet: Geben Sie den Code ein, den Sie erhalten haben',
  "verification must be 'link', 'email_code' or 'access_code'":
    "verification muss 'link', 'email_code' oder 'access_code' sein",
  'Each signer choice must name a signer of this document by their id':
    'Jede Auswahl muss einen Unterzeichner dieses Dokuments mit seiner ID nennen',
  'Each signer may be named only once': 'Jeder Unterzeichner darf nur einmal genannt werden',
  'An access code is needed for a signer who proves who they are with one':
    'Für einen Unterzeichner, der sich mit einem Zugangscode ausweist, wird ein Zugangscode benötigt',
  'An access code has {{min}} to {{max}} characters': 'Ein Zugangscode hat {{min}} bis {{max}} Zeichen',
  'Type the code': 'Geben Sie den Code ein',
  'That code is not right: check it and try again':
    'Dieser Code ist nicht richtig: Prüfen Sie ihn und versuchen Sie es erneut',
  'No code was sent yet, or it was used: ask for a new one':
    'Es wurde noch kein Code gesendet, oder er wurde schon verwendet: Fordern Sie einen neuen an',
  'Too many wrong codes: ask for a new one in a moment': 'Zu viele falsche Codes: Fordern Sie gleich einen neuen an',
  'Too many wrong codes: try again in {{minutes}} minutes':
    'Zu viele falsche Codes: Versuchen Sie es in {{minutes}} Minuten erneut',
  'A new code was sent a moment ago, or too many were asked for: wait a little and try again':
    'Gerade wurde ein neuer Code gesendet, oder es wurden zu viele angefordert: Warten Sie kurz und versuchen Sie es erneut',
  'This signer does not prove who they are with a mailed code':
    'Dieser Unterzeichner weist sich nicht mit einem per E-Mail gesendeten Code aus',
  'This link needs no code': 'Dieser Link braucht keinen Code',
  'Prove who you are': 'Weisen Sie sich aus',
  'Type the access code the sender gave you. It did not come with this link.':
    'Geben Sie den Zugangscode ein, den Ihnen der Absender gegeben hat. Er kam nicht mit diesem Link.',
  'Access code': 'Zugangscode',
  'How they prove who they are': 'Wie sie sich ausweisen',
  'Link only': 'Nur Link',
  'E-mail code': 'E-Mail-Code',
  'The access code is stored only as a hash: give it to the signer yourself, another way than e-mail.':
    'Der Zugangscode wird nur als Hash gespeichert: Geben Sie ihn dem Unterzeichner selbst, auf anderem Weg als per E-Mail.',
  'your e-mail address': 'Ihre E-Mail-Adresse',
  'Signed-in devices': 'Angemeldete Geräte',
  'Where your account is signed in. End any session you do not recognise.':
    'Wo Ihr Konto angemeldet ist. Beenden Sie jede Sitzung, die Sie nicht kennen.',
  'The signed-in devices could not be read': 'Die angemeldeten Geräte konnten nicht gelesen werden',
  'Sign out everywhere else': 'Überall sonst abmelden',
  '{{browser}} on {{system}}': '{{browser}} unter {{system}}',
  'Unknown browser': 'Unbekannter Browser',
  'This device': 'Dieses Gerät',
  'Address unknown': 'Adresse unbekannt',
  'Last active': 'Zuletzt aktiv',
  'Sign out {{device}}': '{{device}} abmelden',
  'Signed out on that device': 'Auf diesem Gerät abgemeldet',
  'Signed out everywhere else': 'Überall sonst abgemeldet',
  'Access code (typed at Invite Sign)': 'Zugangscode (bei „Zur Unterschrift einladen“ eingegeben)',
};
