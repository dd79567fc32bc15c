import { inDaysOrHours } from '../webhooks';
import { counter, figureWriter, type Vocabulary, type Words } from './types';

const count = counter('de');
const figure = figureWriter('de');

/** What a signer whose signing stopped (cancelled, or rejected by another) is told at the end. */
const nothingMoreToDo = 'Sie müssen nichts mehr tun; mit Ihrem Link kann niemand mehr unterschreiben.';

export const vocabulary: Vocabulary = {
  plans: { TRIAL: 'Kostenlose Testversion', STARTER: 'Einsteiger', PRO: 'Pro', ENTERPRISE: 'Unternehmen' },
  auditEvents: {
    'Document uploaded': 'Dokument hochgeladen',
    'Fields saved': 'Felder gespeichert',
    'Sent for signing': 'Zur Unterschrift gesendet',
    'E-mail sent': 'E-Mail gesendet',
    'Link opened': 'Link geöffnet',
    'Field completed': 'Feld ausgefüllt',
    Submitted: 'Abgeschickt',
    'Agreed to sign electronically': 'Der elektronischen Unterschrift zugestimmt',
    Rejected: 'Abgelehnt',
    'Revision asked': 'Überarbeitung angefordert',
    Completed: 'Abgeschlossen',
    Sealed: 'Versiegelt',
    Downloaded: 'Heruntergeladen',
    'Prepared again': 'Erneut vorbereitet',
    'Sealing failed': 'Versiegelung fehlgeschlagen',
    'Reminder sent': 'Erinnerung gesendet',
    'Automatic reminders changed': 'Automatische Erinnerungen geändert',
    'Signer corrected': 'Unterzeichner korrigiert',
    'Links renewed': 'Links erneuert',
    'Signing cancelled': 'Unterzeichnung abgebrochen',
    'Signer added': 'Unterzeichner hinzugefügt',
    'Signer removed': 'Unterzeichner entfernt',
    'Signer changed': 'Unterzeichner geändert',
    'PDF replaced': 'PDF ersetzt',
    'Made from a template': 'Aus einer Vorlage erstellt',
    'E-mail address confirmed with a code': 'E-Mail-Adresse mit einem Code bestätigt',
    'Signer proved who they are': 'Unterzeichner hat sich ausgewiesen',
    'Wrong code typed by the signer': 'Falscher Code vom Unterzeichner eingegeben',
  },
};

export const words: Words = {
  ...vocabulary,
  mail: {
    signerLink: {
      messageFrom: (owner) => `${owner} schreibt:`,
      open: 'Dokument öffnen',
      yoursAlone: 'Der Link gehört nur Ihnen; leiten Sie ihn nicht weiter.',
    },
    invitation: {
      subject: (document) => `Bitte unterschreiben Sie „${document}“`,
      intro: (owner, document) =>
        `${owner} bittet Sie, „${document}“ zu unterschreiben. Öffnen Sie Ihren persönlichen Link, um es zu lesen und zu unterschreiben:`,
      worksFor: (days) => `Er gilt ${count(days, 'Tag', 'Tage')}.`,
    },
    reminder: {
      subject: (document) => `Erinnerung: Bitte unterschreiben Sie „${document}“`,
      intro: (owner, document) => `${owner} wartet noch auf Ihre Unterschrift unter „${document}“.`,
      daysLeft: (days) => (days <= 1 ? 'Ihr Link gilt noch einen Tag.' : `Ihr Link gilt noch ${days} Tage.`),
    },
    renewedLink: {
      subject: (document) => `Mehr Zeit zum Unterschreiben von „${document}“`,
      intro: (owner, document) =>
        `${owner} hat Ihnen mehr Zeit gegeben, „${document}“ zu unterschreiben. Ihr persönlicher Link gilt wieder:`,
      worksFor: (days) => `Er gilt jetzt ${count(days, 'Tag', 'Tage')}.`,
    },
    cancelled: {
      subject: (document) => `Die Unterzeichnung von „${document}“ wurde abgebrochen`,
      intro: (owner, document) => `${owner} hat die Unterzeichnung von „${document}“ abgebrochen.`,
      reason: (reason) => `Grund: ${reason}`,
      after: nothingMoreToDo,
    },
    rejected: {
      subject: (document) => `„${document}“ wurde abgelehnt: die Unterzeichnung ist beendet`,
      intro: (signer, document) => `${signer} hat „${document}“ abgelehnt; damit ist die Unterzeichnung beendet.`,
      reason: (reason) => `Grund: ${reason}`,
      after: nothingMoreToDo,
    },
    progress: {
      signedSubject: (signer, document) => `${signer} hat „${document}“ unterschrieben`,
      outcomeSubject: {
        Completed: (signer, document) => `${signer} hat „${document}“ unterschrieben: das Dokument ist abgeschlossen`,
        Rejected: (signer, document) => `${signer} hat „${document}“ abgelehnt`,
        Revision: (signer, document) => `${signer} bittet um Überarbeitung von „${document}“`,
      },
      outcomeBody: {
        Completed: (signer) =>
          `Mit der Unterschrift von ${signer} haben alle unterschrieben: Das Dokument ist abgeschlossen. Es liegt in Ihrem Archiv; das versiegelte PDF folgt in einer eigenen E-Mail.`,
        Rejected: () =>
          'Die Unterzeichnung wurde beendet, und die übrigen bereits eingeladenen Unterzeichnenden wurden benachrichtigt. Das Dokument liegt in Ihrem Archiv.',
        Revision: () =>
          'Die Unterzeichnung wurde beendet. Wählen Sie im Archiv „Erneut vorbereiten“, um das Dokument zu ändern und erneut zu senden.',
      },
      reason: (signer) => `${signer} hat diese Begründung angegeben:`,
      open: 'SignFlow öffnen',
    },
    sealed: {
      subject: (document) => `„${document}“ ist unterschrieben: Ihre Kopie`,
      attached: (document) =>
        `Alle haben „${document}“ unterschrieben. Das versiegelte PDF ist angehängt; seine letzte Seite bescheinigt, wer wann und von wo unterschrieben hat.`,
      linked: (document) =>
        `Alle haben „${document}“ unterschrieben. Das versiegelte PDF ist zu groß für einen Anhang: Laden Sie es hier herunter. Seine letzte Seite bescheinigt, wer wann und von wo unterschrieben hat.`,
      action: 'Versiegeltes PDF herunterladen',
    },
    webhookDisabled: {
      subject: (url) => `Webhook-Endpunkt ausgeschaltet: ${url}`,
      body: ({ url, hours }) =>
        `Jede Zustellung an Ihren Webhook-Endpunkt ${url} ist seit ${inDaysOrHours(hours, { days: (n) => count(n, 'Tag', 'Tagen'), hours: (n) => count(n, 'Stunde', 'Stunden') })} fehlgeschlagen. SignFlow hat ihn deshalb ausgeschaltet und sendet ihm keine Ereignisse mehr.`,
      whatToDo: (seconds) =>
        `Prüfen Sie, ob der Endpunkt erreichbar ist und innerhalb von ${count(seconds, 'Sekunde', 'Sekunden')} mit einem 2xx-Status antwortet, und schalten Sie ihn dann unter Integrationen, Webhooks wieder ein. Sein Zustellprotokoll zeigt, was er geantwortet hat.`,
      action: 'Integrationen öffnen',
    },
    bulkSendFinished: {
      subject: (template) => `Massenversand aus „${template}“ abgeschlossen`,
      made: ({ template, created, total, sent }) =>
        `Aus „${template}“ erstellte Dokumente: ${figure(created)} von ${figure(total)}, ${sent ? 'jedes zur Unterschrift gesendet' : 'jedes als Entwurf belassen'}.`,
      failed: (failed) =>
        `Zeilen, die nicht erstellt werden konnten: ${figure(failed)}. Der Bericht des Massenversands nennt jede Zeile und den Grund; aus ihnen wurde nichts erstellt.`,
      action: 'Bericht öffnen',
    },
    sealFailed: {
      subject: (document) => `„${document}“ konnte nicht versiegelt werden`,
      body: (document) =>
        `Alle haben „${document}“ unterschrieben, aber das versiegelte PDF konnte nach mehreren Versuchen nicht erstellt werden, daher hat noch niemand eine Kopie erhalten. Die Unterschriften bleiben erhalten.`,
      whatToDo:
        'Öffnen Sie das Archiv und klicken Sie beim Dokument auf „Versiegelung wiederholen“. Schlägt es erneut fehl, bitten Sie die Administration von SignFlow, das Serverprotokoll zu prüfen.',
      action: 'Archiv öffnen',
    },
    emailVerification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      intro:
        'Willkommen bei SignFlow. Öffnen Sie diesen Link, um zu bestätigen, dass diese E-Mail-Adresse Ihnen gehört; bis dahin können Sie keine Dokumente zur Unterschrift senden:',
      action: 'Meine E-Mail-Adresse bestätigen',
      expiry: (hours) =>
        `Der Link läuft nach ${count(hours, 'Stunde', 'Stunden')} ab. In SignFlow können Sie einen neuen anfordern.`,
      ignore: 'Wenn Sie kein SignFlow-Konto erstellt haben, ignorieren Sie diese E-Mail.',
    },
    passwordReset: {
      subject: 'Passwort zurücksetzen',
      intro:
        'Jemand hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Öffnen Sie diesen Link, um ein neues zu wählen:',
      action: 'Neues Passwort wählen',
      expiry: (hours) => `Der Link funktioniert einmal und läuft nach ${count(hours, 'Stunde', 'Stunden')} ab.`,
      ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
    publicLinkCode: {
      subject: (document) => `Ihr Code zum Unterschreiben von „${document}“`,
      intro: (owner, document) =>
        `Sie möchten „${document}“ von ${owner} unterschreiben. Geben Sie diesen Code auf der Seite ein, um fortzufahren:`,
      code: (code) => code,
      expiry: (n) => `Der Code funktioniert einmal, ${count(n, 'Minute', 'Minuten')} lang.`,
      ignore:
        'Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code wird nichts unterschrieben.',
    },
    identityLinked: {
      subject: (provider) => `${provider}-Anmeldung wurde Ihrem SignFlow-Konto hinzugefügt`,
      what: ({ provider, who, email, at, ip }) =>
        `Das ${provider}-Konto ${who} wurde am ${at} (UTC) von der IP-Adresse ${ip} aus mit Ihrem SignFlow-Konto ${email} verknüpft. Damit kann man sich ab jetzt ohne Ihr Passwort bei Ihrem Konto anmelden.`,
      notYou: (provider) =>
        `Wenn Sie das nicht waren, hat möglicherweise jemand Zugriff auf Ihr E-Mail-Postfach oder Ihr ${provider}-Konto: Sichern Sie beide und setzen Sie dann Ihr SignFlow-Passwort zurück, wodurch alle Geräte von Ihrem Konto abgemeldet werden:`,
      action: 'Passwort zurücksetzen',
    },
    passwordChanged: {
      subject: { changed: 'Ihr Passwort wurde geändert', set: 'Für Ihr Konto wurde ein Passwort festgelegt' },
      what: {
        changed: (email, at) => `Das Passwort Ihres SignFlow-Kontos ${email} wurde am ${at} (UTC) geändert.`,
        set: (email, at) => `Für Ihr SignFlow-Konto ${email} wurde am ${at} (UTC) ein Passwort festgelegt.`,
      },
      others: 'Alle anderen Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.',
      notYou: 'Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück:',
      action: 'Passwort zurücksetzen',
    },
    securityChanged: {
      subject: {
        twoFactorOn: 'Die Anmeldung in zwei Schritten ist aktiv',
        twoFactorOff: 'Die Anmeldung in zwei Schritten wurde ausgeschaltet',
        passkeyAdded: 'Ihrem Konto wurde ein Passkey hinzugefügt',
        recoveryCodeUsed: 'Zur Anmeldung wurde ein Wiederherstellungscode verwendet',
        apiKeyAdded: 'Für Ihr Konto wurde ein API-Schlüssel erstellt',
      },
      what: {
        twoFactorOn: (email, at) =>
          `Für Ihr SignFlow-Konto ${email} wurde am ${at} (UTC) die Anmeldung in zwei Schritten eingeschaltet: Jede Anmeldung fragt nun auch nach einem Code aus Ihrer Authenticator-App.`,
        twoFactorOff: (email, at) =>
          `Für Ihr SignFlow-Konto ${email} wurde am ${at} (UTC) die Anmeldung in zwei Schritten ausgeschaltet: Das Passwort allein meldet nun an.`,
        recoveryCodeUsed: (email, at) =>
          `Am ${at} (UTC) wurde ein Wiederherstellungscode verwendet, um sich bei Ihrem SignFlow-Konto ${email} anzumelden.`,
        passkeyAdded: (email, at) =>
          `Ihrem SignFlow-Konto ${email} wurde am ${at} (UTC) ein Passkey hinzugefügt: Er meldet ohne Passwort an.`,
        apiKeyAdded: (email, at) =>
          `Für Ihr SignFlow-Konto ${email} wurde am ${at} (UTC) ein API-Schlüssel erstellt: Software, die ihn hat, kann für das Konto handeln, bis er auf der Seite Integrationen widerrufen wird.`,
      },
      codesLeft: (count) => `Verbleibende Wiederherstellungscodes: ${count}.`,
      notYou: 'Wenn Sie das nicht waren, setzen Sie jetzt Ihr Passwort zurück:',
      action: 'Passwort zurücksetzen',
    },
    receipt: {
      subject: (billingNo) => `Zahlung erhalten: Rechnung ${billingNo}`,
      received: (amount, plan, months) =>
        `Vielen Dank: Wir haben Ihre Zahlung von ${amount} für den Tarif „${plan}“, ${count(months, 'Monat', 'Monate')}, erhalten.`,
      runsUntil: (plan, endDate) => `Ihr Tarif „${plan}“ läuft jetzt bis zum ${endDate}.`,
      attached: (fileName) => `Die Rechnung ist angehängt (${fileName}). Sie finden sie auch auf der Rechnungsseite:`,
      linked: 'Die Rechnung und ihr PDF finden Sie auf der Rechnungsseite:',
      action: 'Rechnung ansehen',
    },
    planReminder: {
      subject: (plan, daysLeft) => `Ihr Tarif „${plan}“ endet in ${count(daysLeft, 'Tag', 'Tagen')}`,
      ends: (plan, endDate, daysLeft) =>
        `Ihr Tarif „${plan}“ endet am ${endDate}, in ${count(daysLeft, 'Tag', 'Tagen')}.`,
      renew:
        'Verlängern Sie ihn oder wählen Sie einen anderen Tarif, um weiter Abläufe anzulegen, Dokumente hochzuladen und Unterzeichner einzuladen:',
      action: 'Tarif wählen',
      afterwards:
        'Endet er, bleiben Ihre Dokumente lesbar und bereits eingeladene Unterzeichner können weiter unterschreiben; nur neue Arbeit wartet auf einen Tarif.',
    },
  },
  certificate: {
    title: 'Abschlusszertifikat',
    intro:
      'Diese Seite hält fest, wer dieses Dokument wann und von wo unterschrieben hat. Sie ist mit dem Dokument versiegelt.',
    document: 'Dokument',
    documentId: 'Dokument-ID',
    originalSha256: 'SHA-256 des Originals',
    pages: 'Seiten',
    sender: 'Gesendet von',
    completed: 'Abgeschlossen',
    parties: 'Unterzeichner',
    level: 'Stufe',
    apiKey: 'API-Schlüssel',
    decision: 'Entscheidung',
    signedAt: 'Unterschrieben am',
    ipAddress: 'IP-Adresse',
    events: 'Prüfprotokoll',
    notSubmitted: 'nicht abgeschickt',
    reason: 'Begründung',
    answersCleared: 'Gelöschte Antworten',
    fieldsDropped: 'Entfallene Felder',
    fieldsRemoved: 'Entfernte Felder',
    consent: 'Zustimmung zur elektronischen Unterschrift',
    verification: 'Identitätsprüfung',
    verificationMethods: { link: 'Nur Link', email_code: 'E-Mail-Code', access_code: 'Zugangscode' },
    verificationPassedAt: 'bestanden am',
    decisions: { approved: 'Genehmigt', rejected: 'Abgelehnt', revision: 'Überarbeitung angefordert' },
    seal: 'Siegel',
    sealLevels: {
      'B-B':
        'PAdES B-B: mit dem Zertifikat dieses Servers signiert; die Zeit ist die Uhr dieses Servers, kein vertrauenswürdiger Zeitstempel',
      'B-T':
        'PAdES B-T: mit dem Zertifikat dieses Servers signiert und von einem Zeitstempeldienst mit einem Zeitstempel versehen',
      'B-LT': 'PAdES B-LT: signiert, mit Zeitstempel, die Validierungsdaten eingebettet',
      'B-LTA':
        'PAdES B-LTA: signiert, mit Zeitstempel, die Validierungsdaten eingebettet und ein Dokumentzeitstempel über alles',
    },
  },
  invoice: {
    title: 'Rechnung',
    invoiceNo: 'Rechnungsnummer',
    orderId: 'Bestellnummer',
    billingDate: 'Rechnungsdatum',
    dueDate: 'Zahlbar bis',
    paidDate: 'Bezahlt am',
    paymentMethod: 'Zahlungsart',
    status: 'Status',
    paid: 'Bezahlt',
    unpaid: 'Nicht bezahlt',
    seller: 'Verkäufer',
    billedTo: 'Rechnungsempfänger',
    description: 'Beschreibung',
    amount: 'Betrag',
    subtotal: 'Zwischensumme',
    tax: (percent) => `Steuer ${percent} %`,
    total: 'Gesamt',
    planLine: (plan, months) => `Tarif ${plan}, ${count(months, 'Monat', 'Monate')}`,
    bonusLine: (months) => `${months} ${months === 1 ? 'Bonusmonat' : 'Bonusmonate'}`,
    thanks: 'Vielen Dank für Ihre Zahlung.',
  },
  sandboxPayment: {
    title: 'Testzahlung',
    note: 'Eine Testseite für Zahlungen: Es fließt kein Geld.',
    order: 'Bestellung',
    description: 'Beschreibung',
    amount: 'Betrag',
    method: 'Zahlungsart',
    paidOn: (at) => `Diese Bestellung wurde am ${at} bezahlt.`,
    expiredOn: (at) => `Diese Zahlung ist am ${at} abgelaufen: Hier kann nichts mehr bezahlt werden.`,
    pay: 'Bezahlen',
    fail: 'Fehlschlagen lassen',
  },
  templates: {
    copyName: (name) => `Kopie von ${name}`,
    signerRole: (position) => `Unterzeichnende Person ${position}`,
  },
};
