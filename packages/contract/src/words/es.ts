import { inDaysOrHours } from '../webhooks';
import { counter, figureWriter, type Vocabulary, type Words } from './types';

const count = counter('es');
const figure = figureWriter('es');

/** What a signer whose signing stopped (cancelled, or rejected by another) is told at the end. */
const nothingMoreToDo = 'No tienes que hacer nada más; tu enlace ya no permite firmar.';

export const vocabulary: Vocabulary = {
  plans: { TRIAL: 'Prueba gratuita', STARTER: 'Inicial', PRO: 'Pro', ENTERPRISE: 'Empresa' },
  auditEvents: {
    'Document uploaded': 'Documento subido',
    'Fields saved': 'Campos guardados',
    'Sent for signing': 'Enviado para firmar',
    'E-mail sent': 'Correo enviado',
    'Link opened': 'Enlace abierto',
    'Field completed': 'Campo completado',
    Submitted: 'Presentado',
    'Agreed to sign electronically': 'Aceptó firmar electrónicamente',
    Rejected: 'Rechazado',
    'Revision asked': 'Revisión solicitada',
    Completed: 'Completado',
    Sealed: 'Sellado',
    Downloaded: 'Descargado',
    'Prepared again': 'Preparado de nuevo',
    'Sealing failed': 'Error al sellar',
    'Reminder sent': 'Recordatorio enviado',
    'Automatic reminders changed': 'Recordatorios automáticos cambiados',
    'Signer corrected': 'Firmante corregido',
    'Links renewed': 'Enlaces renovados',
    'Signing cancelled': 'Firma cancelada',
    'Signer added': 'Firmante añadido',
    'Signer removed': 'Firmante eliminado',
    'Signer changed': 'Firmante modificado',
    'PDF replaced': 'PDF reemplazado',
    'Made from a template': 'Creado a partir de una plantilla',
    'E-mail address confirmed with a code': 'Dirección de correo confirmada con un código',
    'Signer proved who they are': 'El firmante demostró quién es',
    'Wrong code typed by the signer': 'Código incorrecto escrito por el firmante',
  },
};

export const words: Words = {
  ...vocabulary,
  mail: {
    signerLink: {
      messageFrom: (owner) => `${owner} escribió:`,
      open: 'Abrir el documento',
      yoursAlone: 'El enlace es solo tuyo; no lo reenvíes.',
    },
    invitation: {
      subject: (document) => `Por favor, firma «${document}»`,
      intro: (owner, document) =>
        `${owner} te pide que firmes «${document}». Abre tu enlace personal para leerlo y firmarlo:`,
      worksFor: (days) => `Es válido durante ${count(days, 'día', 'días')}.`,
    },
    reminder: {
      subject: (document) => `Recordatorio: por favor, firma «${document}»`,
      intro: (owner, document) => `${owner} sigue esperando tu firma en «${document}».`,
      daysLeft: (days) => (days <= 1 ? 'Tu enlace es válido un día más.' : `Tu enlace es válido ${days} días más.`),
    },
    renewedLink: {
      subject: (document) => `Más tiempo para firmar «${document}»`,
      intro: (owner, document) =>
        `${owner} te ha dado más tiempo para firmar «${document}». Tu enlace personal vuelve a funcionar:`,
      worksFor: (days) => `Ahora es válido durante ${count(days, 'día', 'días')}.`,
    },
    cancelled: {
      subject: (document) => `Se canceló la firma de «${document}»`,
      intro: (owner, document) => `${owner} canceló la firma de «${document}».`,
      reason: (reason) => `Motivo: ${reason}`,
      after: nothingMoreToDo,
    },
    rejected: {
      subject: (document) => `«${document}» fue rechazado: la firma se detuvo`,
      intro: (signer, document) => `${signer} rechazó «${document}», así que la firma se ha detenido.`,
      reason: (reason) => `Motivo: ${reason}`,
      after: nothingMoreToDo,
    },
    progress: {
      signedSubject: (signer, document) => `${signer} firmó «${document}»`,
      outcomeSubject: {
        Completed: (signer, document) => `${signer} firmó «${document}»: el documento está completo`,
        Rejected: (signer, document) => `${signer} rechazó «${document}»`,
        Revision: (signer, document) => `${signer} pidió una revisión de «${document}»`,
      },
      outcomeBody: {
        Completed: (signer) =>
          `Con la firma de ${signer}, todos han firmado: el documento está completo. Está en tu Archivo; el PDF sellado llega en otro correo.`,
        Rejected: () =>
          'La firma se ha detenido y se avisó a los demás firmantes que ya estaban invitados. El documento está en tu Archivo.',
        Revision: () =>
          'La firma se ha detenido. En el Archivo, elige Preparar de nuevo para cambiar el documento y reenviarlo.',
      },
      reason: (signer) => `${signer} dio este motivo:`,
      open: 'Abrir SignFlow',
    },
    sealed: {
      subject: (document) => `«${document}» está firmado: tu copia`,
      attached: (document) =>
        `Todos han firmado «${document}». El PDF sellado va adjunto; su última página certifica quién firmó, cuándo y desde dónde.`,
      linked: (document) =>
        `Todos han firmado «${document}». El PDF sellado es demasiado grande para adjuntarlo: descárgalo aquí. Su última página certifica quién firmó, cuándo y desde dónde.`,
      action: 'Descargar el PDF sellado',
    },
    webhookDisabled: {
      subject: (url) => `Endpoint de webhook desactivado: ${url}`,
      body: ({ url, hours }) =>
        `Todas las entregas a su endpoint de webhook ${url} han fallado durante ${inDaysOrHours(hours, { days: (n) => count(n, 'día', 'días'), hours: (n) => count(n, 'hora', 'horas') })}, así que SignFlow lo ha desactivado y ya no le envía eventos.`,
      whatToDo: (seconds) =>
        `Compruebe que el endpoint está disponible y responde con un estado 2xx en menos de ${count(seconds, 'segundo', 'segundos')}, y vuelva a activarlo en Integraciones, Webhooks. Su registro de entregas muestra lo que respondió.`,
      action: 'Abrir Integraciones',
    },
    bulkSendFinished: {
      subject: (template) => `Envío masivo desde «${template}» terminado`,
      made: ({ template, created, total, sent }) =>
        `Documentos creados desde «${template}»: ${figure(created)} de ${figure(total)}, ${sent ? 'cada uno enviado para firmar' : 'cada uno dejado como borrador'}.`,
      failed: (failed) =>
        `Filas que no se pudieron crear: ${figure(failed)}. El informe del envío masivo indica cada fila y el motivo; no se creó nada a partir de ellas.`,
      action: 'Abrir el informe',
    },
    sealFailed: {
      subject: (document) => `No se pudo sellar «${document}»`,
      body: (document) =>
        `Todos han firmado «${document}», pero su PDF sellado no se pudo crear tras varios intentos, así que nadie ha recibido aún una copia. Las firmas se conservan.`,
      whatToDo:
        'Abre el Archivo y pulsa «Reintentar el sellado» en el documento. Si vuelve a fallar, pide al administrador de SignFlow que revise el registro del servidor.',
      action: 'Abrir el Archivo',
    },
    emailVerification: {
      subject: 'Verifica tu dirección de correo electrónico',
      intro:
        'Te damos la bienvenida a SignFlow. Abre este enlace para verificar que esta dirección de correo es tuya; hasta entonces no puedes enviar documentos para firmar:',
      action: 'Verificar mi dirección de correo',
      expiry: (hours) => `El enlace caduca en ${count(hours, 'hora', 'horas')}. Puedes pedir uno nuevo desde SignFlow.`,
      ignore: 'Si no has creado una cuenta de SignFlow, ignora este correo.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña',
      intro: 'Se ha pedido restablecer la contraseña de tu cuenta. Abre este enlace para elegir una nueva:',
      action: 'Elegir una nueva contraseña',
      expiry: (hours) => `El enlace funciona una sola vez y caduca en ${count(hours, 'hora', 'horas')}.`,
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    },
    publicLinkCode: {
      subject: (document) => `Tu código para firmar «${document}»`,
      intro: (owner, document) =>
        `Has pedido firmar «${document}» de ${owner}. Escribe este código en la página para continuar:`,
      code: (code) => code,
      expiry: (n) => `El código funciona una sola vez, durante ${count(n, 'minuto', 'minutos')}.`,
      ignore: 'Si no lo has pedido tú, ignora este correo: nada se firma sin el código.',
    },
    identityLinked: {
      subject: (provider) => `Se ha añadido el inicio de sesión con ${provider} a tu cuenta de SignFlow`,
      what: ({ provider, who, email, at, ip }) =>
        `La cuenta de ${provider} ${who} se vinculó a tu cuenta de SignFlow ${email} el ${at} (UTC), desde la dirección IP ${ip}. Ahora permite iniciar sesión en tu cuenta sin tu contraseña.`,
      notYou: (provider) =>
        `Si no has sido tú, puede que alguien tenga acceso a tu correo o a tu cuenta de ${provider}: protégelos y después restablece tu contraseña de SignFlow, lo que cerrará la sesión en todos los dispositivos de tu cuenta:`,
      action: 'Restablecer la contraseña',
    },
    passwordChanged: {
      subject: { changed: 'Tu contraseña ha cambiado', set: 'Se ha establecido una contraseña para tu cuenta' },
      what: {
        changed: (email, at) => `La contraseña de tu cuenta de SignFlow ${email} se cambió el ${at} (UTC).`,
        set: (email, at) => `Se estableció una contraseña para tu cuenta de SignFlow ${email} el ${at} (UTC).`,
      },
      others: 'Se ha cerrado la sesión en todos los demás dispositivos conectados a tu cuenta.',
      notYou: 'Si no has sido tú, restablece tu contraseña ahora:',
      action: 'Restablecer la contraseña',
    },
    securityChanged: {
      subject: {
        twoFactorOn: 'El inicio de sesión en dos pasos está activado',
        twoFactorOff: 'Se desactivó el inicio de sesión en dos pasos',
        passkeyAdded: 'Se añadió una llave de acceso a su cuenta',
        recoveryCodeUsed: 'Se usó un código de recuperación para iniciar sesión',
        apiKeyAdded: 'Se creó una clave de API para su cuenta',
      },
      what: {
        twoFactorOn: (email, at) =>
          `Se activó el inicio de sesión en dos pasos en su cuenta de SignFlow ${email} el ${at} (UTC): cada inicio de sesión pide ahora también un código de su aplicación de autenticación.`,
        twoFactorOff: (email, at) =>
          `Se desactivó el inicio de sesión en dos pasos en su cuenta de SignFlow ${email} el ${at} (UTC): ahora basta con la contraseña.`,
        recoveryCodeUsed: (email, at) =>
          `Se usó un código de recuperación para iniciar sesión en su cuenta de SignFlow ${email} el ${at} (UTC).`,
        passkeyAdded: (email, at) =>
          `Se añadió una llave de acceso a su cuenta de SignFlow ${email} el ${at} (UTC): inicia sesión sin contraseña.`,
        apiKeyAdded: (email, at) =>
          `Se creó una clave de API para su cuenta de SignFlow ${email} el ${at} (UTC): el software que la tenga puede actuar en nombre de la cuenta hasta que se revoque en la página Integraciones.`,
      },
      codesLeft: (count) => `Códigos de recuperación restantes: ${count}.`,
      notYou: 'Si no fue usted, restablezca su contraseña ahora:',
      action: 'Restablecer la contraseña',
    },
    receipt: {
      subject: (billingNo) => `Pago recibido: factura ${billingNo}`,
      received: (amount, plan, months) =>
        `Gracias: hemos recibido tu pago de ${amount} por el plan ${plan}, ${count(months, 'mes', 'meses')}.`,
      runsUntil: (plan, endDate) => `Tu plan ${plan} está activo ahora hasta el ${endDate}.`,
      attached: (fileName) => `La factura va adjunta (${fileName}). También está en la página de la factura:`,
      linked: 'La factura y su PDF están en la página de la factura:',
      action: 'Ver la factura',
    },
    planReminder: {
      subject: (plan, daysLeft) => `Tu plan ${plan} termina en ${count(daysLeft, 'día', 'días')}`,
      ends: (plan, endDate, daysLeft) =>
        `Tu plan ${plan} termina el ${endDate}, dentro de ${count(daysLeft, 'día', 'días')}.`,
      renew: 'Renuévalo, o elige otro plan, para seguir creando flujos, subiendo documentos e invitando firmantes:',
      action: 'Elegir un plan',
      afterwards:
        'Si termina, tus documentos siguen legibles y los firmantes ya invitados aún pueden firmar; solo el trabajo nuevo espera un plan.',
    },
  },
  certificate: {
    title: 'Certificado de finalización',
    intro: 'Esta página registra quién firmó este documento, cuándo y desde dónde. Está sellada con el documento.',
    document: 'Documento',
    documentId: 'ID del documento',
    originalSha256: 'SHA-256 del original',
    pages: 'Páginas',
    sender: 'Enviado por',
    completed: 'Completado',
    parties: 'Firmantes',
    level: 'Nivel',
    apiKey: 'clave de API',
    decision: 'Decisión',
    signedAt: 'Firmado el',
    ipAddress: 'Dirección IP',
    events: 'Registro de auditoría',
    notSubmitted: 'no presentado',
    reason: 'Motivo',
    answersCleared: 'Respuestas borradas',
    fieldsDropped: 'Campos descartados',
    fieldsRemoved: 'Campos eliminados',
    consent: 'Aceptación de la firma electrónica',
    verification: 'Verificación de identidad',
    verificationMethods: { link: 'Solo enlace', email_code: 'Código por correo', access_code: 'Código de acceso' },
    verificationPassedAt: 'superada el',
    decisions: { approved: 'Aprobado', rejected: 'Rechazado', revision: 'Revisión solicitada' },
    seal: 'Sello',
    sealLevels: {
      'B-B':
        'PAdES B-B: firmado con el certificado de este servidor; su hora es el reloj de este servidor, no un sello de tiempo de confianza',
      'B-T':
        'PAdES B-T: firmado con el certificado de este servidor y con sello de tiempo de una autoridad de sellado de tiempo',
      'B-LT': 'PAdES B-LT: firmado, con sello de tiempo y los datos de validación incorporados',
      'B-LTA':
        'PAdES B-LTA: firmado, con sello de tiempo, los datos de validación incorporados y un sello de tiempo del documento sobre todo ello',
    },
  },
  invoice: {
    title: 'Factura',
    invoiceNo: 'Número de factura',
    orderId: 'Número de pedido',
    billingDate: 'Fecha de facturación',
    dueDate: 'Vencimiento',
    paidDate: 'Pagada el',
    paymentMethod: 'Método de pago',
    status: 'Estado',
    paid: 'Pagada',
    unpaid: 'No pagada',
    seller: 'Vendedor',
    billedTo: 'Facturar a',
    description: 'Descripción',
    amount: 'Importe',
    subtotal: 'Subtotal',
    tax: (percent) => `Impuesto ${percent} %`,
    total: 'Total',
    planLine: (plan, months) => `Plan ${plan}, ${count(months, 'mes', 'meses')}`,
    bonusLine: (months) => `${count(months, 'mes', 'meses')} de regalo`,
    thanks: 'Gracias por su pago.',
  },
  sandboxPayment: {
    title: 'Pago de prueba',
    note: 'Una página de pago de prueba: no se mueve dinero.',
    order: 'Pedido',
    description: 'Descripción',
    amount: 'Importe',
    method: 'Método de pago',
    paidOn: (at) => `Este pedido se pagó el ${at}.`,
    expiredOn: (at) => `Este pago caducó el ${at}: aquí ya no se puede pagar nada.`,
    pay: 'Pagar',
    fail: 'Hacer fallar',
  },
  templates: {
    copyName: (name) => `Copia de ${name}`,
    signerRole: (position) => `Firmante ${position}`,
  },
};
