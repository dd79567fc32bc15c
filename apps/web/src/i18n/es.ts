import { SIGNING_CONSENT_STATEMENT, SIGNING_CONSENT_STATEMENTS } from '@signflow/contract/signing';
import { vocabulary } from '@signflow/contract/words/es';
import type { Translations } from './en';
import { vocabularyTranslations } from './vocabulary';

export const es: Translations = {
  Language: 'Idioma',
  'Show or hide the characters': 'Mostrar u ocultar los caracteres',
  'Loading…': 'Cargando…',
  Failed: 'Error',

  'Sign in': 'Iniciar sesión',
  Email: 'Correo electrónico',
  Password: 'Contraseña',
  'Forgot password?': '¿Olvidaste tu contraseña?',
  'New to SignFlow?': '¿Eres nuevo en SignFlow?',
  'Create an account': 'Crear una cuenta',
  'Signed in.': 'Sesión iniciada.',
  // Sign-in with Google and Facebook
  'Sign in with Google': 'Iniciar sesión con Google',
  'Sign in with Facebook': 'Iniciar sesión con Facebook',
  or: 'o',
  'The sign-in library could not be loaded ({{code}})':
    'No se pudo cargar la biblioteca de inicio de sesión ({{code}})',
  'Facebook sign-in did not complete ({{code}})': 'El inicio de sesión con Facebook no se completó ({{code}})',
  'Sign-in with Google is not configured': 'El inicio de sesión con Google no está configurado',
  'Google sign-in is not available right now, please try again':
    'El inicio de sesión con Google no está disponible ahora, inténtelo de nuevo',
  'Sign-in with Google was cancelled': 'Se canceló el inicio de sesión con Google',
  'This Google sign-in was not started here or has expired: start again':
    'Este inicio de sesión con Google no se empezó aquí o ha caducado: vuelva a empezar',
  'This Google sign-in has expired or was already used: start again':
    'Este inicio de sesión con Google ha caducado o ya se usó: vuelva a empezar',
  'The Google sign-in could not be verified: it is invalid, expired or meant for another application':
    'No se pudo verificar el inicio de sesión con Google: no es válido, ha caducado o es para otra aplicación',
  'Sign-in with Google failed, please try again': 'El inicio de sesión con Google falló, inténtelo de nuevo',
  'Sign-in with Facebook is not configured': 'El inicio de sesión con Facebook no está configurado',
  'Facebook sign-in is not available right now, please try again':
    'El inicio de sesión con Facebook no está disponible ahora, inténtelo de nuevo',
  'The Facebook sign-in could not be verified: it is invalid, expired or meant for another application':
    'No se pudo verificar el inicio de sesión con Facebook: no es válido, ha caducado o es para otra aplicación',
  'Your {{provider}} account shares no e-mail address: allow it, or register with your e-mail':
    'Su cuenta de {{provider}} no comparte ninguna dirección de correo: permítalo o regístrese con su correo electrónico',
  'An account already uses this e-mail address, which {{provider}} has not verified: sign in with your password':
    'Una cuenta ya usa esta dirección de correo, que {{provider}} no ha verificado: inicie sesión con su contraseña',
  'Create your account': 'Crea tu cuenta',
  'First name': 'Nombre',
  'Last name': 'Apellidos',
  'Phone number': 'Número de teléfono',
  'Retype password': 'Repite la contraseña',
  Register: 'Registrarse',
  'Already have an account?': '¿Ya tienes una cuenta?',
  'Forgot password': 'Contraseña olvidada',
  'Enter the e-mail address of your account and we will send you a link to choose a new password.':
    'Introduce el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
  'Send reset link': 'Enviar enlace de restablecimiento',
  'Back to sign in': 'Volver a iniciar sesión',
  'Password reset requested: check your e-mail.': 'Restablecimiento de contraseña solicitado: revisa tu correo.',
  'Choose a new password': 'Elige una nueva contraseña',
  'New password': 'Nueva contraseña',
  'Confirm password': 'Confirma la contraseña',
  'Change password': 'Cambiar la contraseña',
  'Set a password': 'Establecer una contraseña',
  'Other devices signed in to your account will be signed out.':
    'Se cerrará la sesión en los demás dispositivos conectados a tu cuenta.',
  'Your account has no password yet. Set one to sign in with your e-mail address as well.':
    'Tu cuenta aún no tiene contraseña. Establece una para iniciar sesión también con tu dirección de correo.',
  'Current password': 'Contraseña actual',
  'Confirm new password': 'Confirmar la nueva contraseña',
  'Set password': 'Establecer contraseña',
  'The new password must differ from the current one': 'La nueva contraseña debe ser distinta de la actual',
  'The current password is not correct': 'La contraseña actual no es correcta',
  'Enter your current password': 'Introduce tu contraseña actual',
  'Your password has been set': 'Se ha establecido tu contraseña',
  'Set new password': 'Guardar la nueva contraseña',
  'This password reset link is invalid or has expired':
    'Este enlace para restablecer la contraseña no es válido o ha caducado',
  'Request a new link': 'Solicitar un nuevo enlace',
  'Thank you for registering!': '¡Gracias por registrarte!',
  'Your account is ready. We sent a verification e-mail to {{email}}: open its link to confirm your address.':
    'Tu cuenta está lista. Enviamos un correo de verificación a {{email}}: abre su enlace para confirmar tu dirección.',
  'Your account is ready. We sent you a verification e-mail: open its link to confirm your address.':
    'Tu cuenta está lista. Te enviamos un correo de verificación: abre su enlace para confirmar tu dirección.',
  Callback: 'Retorno',

  'Privacy policy': 'Política de privacidad',
  'SignFlow lets account holders send documents for electronic signature. This policy explains which personal data we keep and why.':
    'SignFlow permite a los titulares de cuentas enviar documentos para su firma electrónica. Esta política explica qué datos personales conservamos y por qué.',
  'What we collect': 'Qué datos recopilamos',
  "Your name, e-mail address and, if you give them, your phone number, address, company and job title; the documents you upload; and for every signature the signer's name, e-mail address, IP address and the time of each action.":
    'Tu nombre, tu correo electrónico y, si los indicas, tu número de teléfono, dirección, empresa y cargo; los documentos que subes; y, para cada firma, el nombre, el correo electrónico y la dirección IP del firmante, así como la hora de cada acción.',
  'How we use it': 'Cómo los usamos',
  'We use this data only to provide the service: to sign you in, to deliver documents to their signers, to keep the audit trail of each signed document and to send you e-mails about your account.':
    'Usamos estos datos solo para prestar el servicio: iniciar tu sesión, entregar los documentos a sus firmantes, conservar el registro de auditoría de cada documento firmado y enviarte correos sobre tu cuenta.',
  'Minimum age': 'Edad mínima',
  'SignFlow is not meant for children. You must be at least {{age}} years old to create an account or to sign a document.':
    'SignFlow no está dirigido a menores. Debes tener al menos {{age}} años para crear una cuenta o firmar un documento.',
  'Your rights': 'Tus derechos',
  'You can see and correct your profile at any time, and you can ask us to delete your account together with its documents.':
    'Puedes consultar y corregir tu perfil en cualquier momento y pedirnos que eliminemos tu cuenta junto con sus documentos.',
  'Back to SignFlow': 'Volver a SignFlow',

  'SignFlow home': 'Inicio de SignFlow',
  'Toggle sidebar': 'Mostrar u ocultar la barra lateral',
  'User menu': 'Menú de usuario',
  Profile: 'Perfil',
  'Sign out': 'Cerrar sesión',
  'Main navigation': 'Navegación principal',
  Sign: 'Firma',
  Documents: 'Documentos',
  Archive: 'Archivo',
  'Approval flows': 'Flujos de aprobación',
  Trash: 'Papelera',
  Settings: 'Configuración',
  Subscription: 'Suscripción',
  '© {{year}} SignFlow team · v{{version}}': '© {{year}} Equipo de SignFlow · v{{version}}',
  'Your free trial ends on {{date}}': 'Tu prueba gratuita termina el {{date}}',
  'Choose a plan': 'Elegir un plan',

  'This feature arrives in a later release.': 'Esta función llegará en una próxima versión.',
  'Upload document': 'Subir documento',
  'Package Selection': 'Selección de paquete',
  'Billing Detail': 'Detalle de facturación',
  'Blank page': 'Página en blanco',

  'My Account': 'Mi cuenta',
  'User Profile': 'Perfil de usuario',
  Billing: 'Facturación',
  Address: 'Dirección',
  Company: 'Empresa',
  'Job title': 'Cargo',
  Edit: 'Editar',
  Cancel: 'Cancelar',
  Update: 'Actualizar',
  'Profile updated.': 'Perfil actualizado.',
  Plan: 'Plan',
  'Start date': 'Fecha de inicio',
  'Expiry date': 'Fecha de vencimiento',
  'You do not have a subscription yet.': 'Todavía no tienes ninguna suscripción.',
  'Subscribe Now': 'Suscríbete ahora',

  Required: 'Obligatorio',
  'Must be {{max}} characters or less': 'Máximo {{max}} caracteres',
  'Must be {{min}} characters or more': 'Mínimo {{min}} caracteres',
  'Password must contain at least 1 letter and 1 number': 'La contraseña debe contener al menos 1 letra y 1 número',
  'The passwords do not match': 'Las contraseñas no coinciden',
  'Phone number must have {{min}} to {{max}} digits; spaces, dashes, dots, brackets and a leading + are allowed':
    'El teléfono debe tener entre {{min}} y {{max}} dígitos; se admiten espacios, guiones, puntos, paréntesis y un + al principio',
  'First name is required': 'El nombre es obligatorio',
  'Unsupported language': 'Idioma no admitido',
  'Invalid token': 'Token no válido',
  'Must not contain control characters': 'No debe contener caracteres de control',
  'Must not contain incomplete characters': 'No debe contener caracteres incompletos',
  'Names must not contain characters that change the text direction':
    'Los nombres no deben contener caracteres que cambien la dirección del texto',

  'Please authenticate': 'Inicia sesión, por favor',
  'Not found': 'No encontrado',
  'Email already taken': 'Este correo electrónico ya está en uso',
  'Incorrect email or password': 'Correo electrónico o contraseña incorrectos',
  'Too many requests, please try again later': 'Demasiadas solicitudes, inténtalo de nuevo más tarde',
  'Request body is too large': 'El cuerpo de la solicitud es demasiado grande',
  'Request body is not valid JSON': 'El cuerpo de la solicitud no es un JSON válido',
  'Unsupported content type': 'Tipo de contenido no admitido',
  'Invalid request': 'Solicitud no válida',
  'Password reset link is invalid or has expired':
    'El enlace para restablecer la contraseña no es válido o ha caducado',
  'If an account uses that e-mail, a link to reset its password has been sent':
    'Si alguna cuenta usa ese correo electrónico, se ha enviado un enlace para restablecer su contraseña',
  'Too many failed sign-in attempts for this e-mail address, please try again later':
    'Demasiados intentos fallidos de inicio de sesión con esta dirección de correo, inténtalo de nuevo más tarde',
  'Your password has been changed': 'Tu contraseña se ha cambiado',
  'Verify your e-mail address before sending documents for signing':
    'Verifica tu dirección de correo electrónico antes de enviar documentos para firmar',
  'This e-mail verification link is invalid': 'Este enlace de verificación de correo electrónico no es válido',
  'This e-mail verification link has expired: ask for a new one':
    'Este enlace de verificación de correo electrónico ha caducado: pide uno nuevo',
  'This e-mail verification link was replaced by a newer one: open the latest e-mail':
    'Este enlace de verificación de correo electrónico se ha sustituido por uno más reciente: abre el último correo',
  'Your e-mail address is verified': 'Tu dirección de correo electrónico está verificada',
  'Your e-mail address is already verified': 'Tu dirección de correo electrónico ya está verificada',
  'A new verification link has been sent to your e-mail address':
    'Se ha enviado un nuevo enlace de verificación a tu dirección de correo electrónico',
  'A verification e-mail was just sent: wait {{seconds}} seconds before asking for another':
    'Se acaba de enviar un correo de verificación: espera {{seconds}} segundos antes de pedir otro',
  'You have asked for too many verification e-mails: try again in an hour':
    'Has solicitado demasiados correos de verificación: vuelve a intentarlo dentro de una hora',
  'You have asked for too many verification e-mails today: try again tomorrow':
    'Hoy has solicitado demasiados correos de verificación: vuelve a intentarlo mañana',
  'No subscription': 'Sin suscripción',
  'Flow limit reached: the {{plan}} plan allows {{limit}}':
    'Límite de flujos alcanzado: el plan {{plan}} permite {{limit}}',
  'Document limit reached: the {{plan}} plan allows {{limit}}':
    'Límite de documentos alcanzado: el plan {{plan}} permite {{limit}}',
  'A flow needs at least one approver': 'Un flujo necesita al menos un aprobador',
  'A flow can have at most {{limit}} approvers': 'Un flujo puede tener como máximo {{limit}} aprobadores',
  'An approver is listed twice': 'Un aprobador aparece dos veces',
  'Unknown approver': 'Aprobador desconocido',
  'saveAsFlow must be true or false': 'saveAsFlow debe ser true o false',
  'Only signers typed at upload can be saved as a flow':
    'Solo los firmantes escritos al subir pueden guardarse como flujo',
  'A document needs at least one signer': 'Un documento necesita al menos un firmante',
  'A document can have at most {{limit}} signers': 'Un documento puede tener como máximo {{limit}} firmantes',
  'A signer is listed twice': 'Un firmante aparece dos veces',
  Deleted: 'Eliminado',
  'Something went wrong, please try again': 'Algo salió mal, inténtalo de nuevo',
  'Please choose a PDF file': 'Elige un archivo PDF',
  'Please choose a flow': 'Elige un flujo',
  'The file is empty': 'El archivo está vacío',
  'The file name holds characters that could not be read: rename the file and upload it again':
    'El nombre del archivo tiene caracteres que no se pudieron leer: cambie el nombre del archivo y vuelva a subirlo',
  'The file is not a PDF': 'El archivo no es un PDF',
  'The PDF is damaged and cannot be read': 'El PDF está dañado y no se puede leer',
  'The PDF is password-protected: upload it without a password':
    'El PDF está protegido con contraseña: súbelo sin contraseña',
  'Too many uploads at once: wait for one to finish, then try again':
    'Demasiadas subidas a la vez: espera a que termine una y vuelve a intentarlo',
  'The server is busy with other uploads: try again in a moment':
    'El servidor está ocupado con otras subidas: inténtalo de nuevo en un momento',
  'File is too large: the limit is {{limit}} MB': 'El archivo es demasiado grande: el límite es de {{limit}} MB',
  'The PDF has too many pages: the limit is {{limit}}': 'El PDF tiene demasiadas páginas: el límite es de {{limit}}',
  'The PDF has too many objects: the limit is {{limit}}': 'El PDF tiene demasiados objetos: el límite es de {{limit}}',
  'The PDF is too complex to process': 'El PDF es demasiado complejo para procesarlo',
  'Only a draft document can be changed': 'Solo se puede modificar un documento en borrador',
  'A document being signed cannot be deleted': 'No se puede eliminar un documento que se está firmando',
  'The field is outside the page': 'El campo está fuera de la página',
  'Page {{page}} does not exist in this document': 'La página {{page}} no existe en este documento',
  'Unknown signer': 'Firmante desconocido',
  'Unknown field': 'Campo desconocido',
  'Too many field changes at once: save fewer at a time':
    'Demasiados cambios de campos a la vez: guarde menos cada vez',
  'A document holds at most {{limit}} fields: remove some before adding more':
    'Un documento tiene como máximo {{limit}} campos: quite algunos antes de añadir más',
  'Invalid sortBy': 'Valor de sortBy no válido',
  'The requested range is not in the file': 'El rango solicitado no está en el archivo',
  'The file store cannot be reached: try again in a moment':
    'No se puede acceder al almacén de archivos: inténtalo de nuevo en un momento',
  'Database unavailable': 'Base de datos no disponible',
  'Expired Link': 'Enlace caducado',
  'Your answer has already been submitted and cannot be changed. Please contact the sender for more info':
    'Tu respuesta ya se ha enviado y no se puede cambiar. Contacta con el remitente para más información',
  'Signing of this document has ended': 'La firma de este documento ha terminado',
  'Your answer has been submitted': 'Tu respuesta se ha enviado',
  'Complete every field before submitting': 'Completa todos los campos antes de enviar',
  'A field is either empty, or has an answer and one of approve, reject or revise':
    'Un campo está vacío, o tiene una respuesta y solo una de las respuestas aprobar, rechazar o revisar',
  'The image must be a PNG': 'La imagen debe ser PNG',
  'The image is too large: the limit is {{limit}} KB': 'La imagen es demasiado grande: el límite es {{limit}} KB',
  'The image is too large: the limit is {{limit}} pixels':
    'La imagen es demasiado grande: el límite es {{limit}} píxeles',
  'The signed document is being sealed: try again in a moment':
    'El documento firmado se está sellando: inténtalo de nuevo en un momento',
  'Sealing this document failed: retry it from Archives':
    'El sellado de este documento falló: reinténtalo desde el Archivo',
  'Only a completed document whose sealing failed can be sealed again':
    'Solo se puede volver a sellar un documento completado cuyo sellado falló',
  'This document is genuine: SignFlow sealed it, and it has not been changed since it was sealed':
    'Este documento es auténtico: SignFlow lo selló y no ha cambiado desde que se selló',
  'This file is not a document sealed by SignFlow, or it was changed after it was sealed':
    'Este archivo no es un documento sellado por SignFlow, o se modificó después de sellarlo',
  'This file carries no seal': 'Este archivo no lleva ningún sello',
  'This file was changed after it was sealed: it is not the document that was signed':
    'Este archivo se modificó después de sellarse: no es el documento que se firmó',
  'This file carries a valid seal and is unchanged since, but this installation did not seal it: its register does not know it':
    'Este archivo lleva un sello válido y no ha cambiado desde entonces, pero esta instalación no lo selló: su registro no lo conoce',

  // Approval flows
  Pagination: 'Paginación',
  Prev: 'Anterior',
  Next: 'Siguiente',
  'Page {{page}}': 'Página {{page}}',
  'Create Flow': 'Crear flujo',
  'Flow Name': 'Nombre del flujo',
  Description: 'Descripción',
  Actions: 'Acciones',
  'Edit Flow': 'Editar flujo',
  'Edit Flow {{name}}': 'Editar el flujo {{name}}',
  Delete: 'Eliminar',
  'Delete {{name}}': 'Eliminar {{name}}',
  'Delete flow': 'Eliminar flujo',
  'Delete the flow “{{name}}”? Documents already uploaded keep their signers.':
    '¿Eliminar el flujo «{{name}}»? Los documentos ya subidos conservan sus firmantes.',
  'Delete failed': 'No se pudo eliminar',
  'No flows yet.': 'Todavía no hay flujos.',
  'Create flow': 'Crear flujo',
  'Flow name': 'Nombre del flujo',
  'Number of approvers': 'Número de aprobadores',
  Save: 'Guardar',
  'Approval flow created': 'Flujo de aprobación creado',
  Approvers: 'Aprobadores',
  'Add approver': 'Añadir aprobador',
  'Approvers at the same level sign in parallel; levels sign in ascending order.':
    'Los aprobadores del mismo nivel firman en paralelo; los niveles firman en orden ascendente.',
  Name: 'Nombre',
  Level: 'Nivel',
  Remove: 'Quitar',
  Close: 'Cerrar',
  'Flow updated': 'Flujo actualizado',
  'Documents already uploaded from this flow keep their signers.':
    'Los documentos ya subidos con este flujo conservan sus firmantes.',
  'Approver {{number}}': 'Aprobador {{number}}',
  'Move approver {{number}} up': 'Subir el aprobador {{number}}',
  'Move approver {{number}} down': 'Bajar el aprobador {{number}}',
  'Remove approver {{number}}': 'Quitar el aprobador {{number}}',
  'Name of approver {{number}}': 'Nombre del aprobador {{number}}',
  'Email of approver {{number}}': 'Correo del aprobador {{number}}',
  'Level of approver {{number}}': 'Nivel del aprobador {{number}}',
  'Move signer {{number}} up': 'Subir el firmante {{number}}',
  'Move signer {{number}} down': 'Bajar el firmante {{number}}',
  'Name of signer {{number}}': 'Nombre del firmante {{number}}',
  'Email of signer {{number}}': 'Correo del firmante {{number}}',
  'Level of signer {{number}}': 'Nivel del firmante {{number}}',
  Up: 'Subir',
  Down: 'Bajar',
  'No.': 'N.º',
  'Moved to place {{place}} of {{count}}': 'Movido al puesto {{place}} de {{count}}',
  'Must be {{min}} or more': 'Debe ser {{min}} o más',
  'Must be {{max}} or less': 'Debe ser {{max}} o menos',
  'Must be a number': 'Debe ser un número',
  'Must be a whole number': 'Debe ser un número entero',
  'Invalid email address': 'La dirección de correo no es válida',

  // Documents, archive, trash
  Draft: 'Borrador',
  Sent: 'Enviado',
  // Completed and Rejected: with the audit event labels below
  Revision: 'Revisión',
  'Document name': 'Nombre del documento',
  Status: 'Estado',
  Uploaded: 'Subido',
  'Completed on': 'Completado el',
  Refresh: 'Actualizar',
  'Upload Document': 'Subir documento',
  'No documents yet.': 'Todavía no hay documentos.',
  'Signing In Progress': 'Firma en curso',
  'Move to Trash': 'Mover a la papelera',
  'Moved to Trash': 'Movido a la papelera',
  'Move “{{name}}” to Trash? You can restore it from there.':
    '¿Mover «{{name}}» a la papelera? Podrás restaurarlo desde allí.',
  'Document restored': 'Documento restaurado',
  'Documents deleted for good: {{number}}': 'Documentos eliminados definitivamente: {{number}}',
  'Empty Trash': 'Vaciar la papelera',
  'Trash is empty.': 'La papelera está vacía.',
  'Restore {{name}}': 'Restaurar {{name}}',
  Restore: 'Restaurar',
  'Delete every document in Trash for good, files included? This cannot be undone.':
    '¿Eliminar definitivamente todos los documentos de la papelera, archivos incluidos? No se puede deshacer.',
  'No finished documents yet.': 'Todavía no hay documentos terminados.',
  'Download {{name}}': 'Descargar {{name}}',
  Download: 'Descargar',
  'PDF file': 'Archivo PDF',
  'Choose a PDF file': 'Elige un archivo PDF',
  Flow: 'Flujo',
  'Approvers: {{number}}': 'Aprobadores: {{number}}',
  'The signers of the document are a copy of the flow’s approvers.':
    'Los firmantes del documento son una copia de los aprobadores del flujo.',
  Upload: 'Subir',

  // Field editor
  Signer: 'Firmante',
  'Place fields': 'Colocar campos',
  'Place fields: {{name}}': 'Colocar campos: {{name}}',
  Undo: 'Deshacer',
  Redo: 'Rehacer',
  'Undo (Ctrl+Z)': 'Deshacer (Ctrl+Z)',
  'Redo (Ctrl+Shift+Z)': 'Rehacer (Ctrl+Mayús+Z)',
  'Unsaved changes': 'Cambios sin guardar',
  Saved: 'Guardado',
  'Click a page to place the field there; drag to give it a size.':
    'Haz clic en una página para colocar el campo ahí; arrastra para darle un tamaño.',
  Tools: 'Herramientas',
  'Signature Field': 'Campo de firma',
  'Upload Image': 'Subir imagen',
  '{{type}} field of {{name}}': '{{type}} de {{name}}',
  'Delete field': 'Eliminar campo',
  Continue: 'Continuar',
  'Error Opening Document': 'Error al abrir el documento',
  'There was an error when opening the document': 'Se produjo un error al abrir el documento',
  'Back to Documents': 'Volver a documentos',
  'Document Not Found': 'Documento no encontrado',
  'Upload progress': 'Progreso de la subida',

  // Invite
  'Document sent for signing': 'Documento enviado para firmar',
  'Signer {{position}} needs a name': 'El firmante {{position}} necesita un nombre',
  'Signer {{position}} needs a valid e-mail address': 'El firmante {{position}} necesita un correo válido',
  '{{name}} has no field to sign': '{{name}} no tiene ningún campo para firmar',
  'Invite Sign': 'Invitar a firmar',
  'Send “{{name}}” to its signers? It can no longer be changed once sent.':
    '¿Enviar «{{name}}» a sus firmantes? Ya no se podrá cambiar.',
  Send: 'Enviar',
  'The document could not be sent': 'No se pudo enviar el documento',

  // Signing page (/user-sign)
  'Sign document': 'Firmar documento',
  'Close signing': 'Cerrar firma',
  'Signing paused': 'Firma en pausa',
  'Your answers so far are saved. To finish, open the link in your invitation e-mail again.':
    'Sus respuestas hasta ahora están guardadas. Para terminar, vuelva a abrir el enlace de su correo de invitación.',
  'Continue signing': 'Continuar firmando',
  'Signing incomplete': 'Firma incompleta',
  'Do you want to close the signing process?': '¿Quiere cerrar el proceso de firma del documento?',
  'Finish signing': 'Terminar de firmar',
  'Signing already complete': 'La firma ya está completa',
  OK: 'Aceptar',
  Reject: 'Rechazar',
  Revise: 'Revisar',
  'Start signing': 'Empezar a firmar',
  Approve: 'Aprobar',
  'Draw your signature first': 'Dibuje primero su firma',
  'Reject the document': 'Rechazar el documento',
  'Ask for a revision': 'Pedir una revisión',
  'Revision requested': 'Revisión solicitada',
  'by {{name}}': 'de {{name}}',
  'Sign here': 'Firme aquí',
  'Initial here': 'Rubrique aquí',
  'Upload here': 'Suba aquí',
  'Clear the signature of {{field}}': 'Borrar la firma de {{field}}',
  'Clear drawing': 'Borrar el dibujo',
  'Draw your signature here': 'Dibuje aquí su firma',
  'Choose a PNG image': 'Elegir una imagen PNG',
  'Signing actions': 'Acciones de firma',
  '{{completed}} of {{total}} fields completed': '{{completed}} de {{total}} campos completados',
  'Document pages': 'Páginas del documento',
  'Press Start signing to go to your first field.': 'Pulse Empezar a firmar para ir a su primer campo.',
  'Press Next to go to your next field.': 'Pulse Siguiente para ir a su siguiente campo.',
  'Press Upload and choose a PNG image for the field.': 'Pulse Subir y elija una imagen PNG para el campo.',
  'Signing stops for everyone and the sender is told. You can say why.':
    'La firma se detiene para todos y se avisa al remitente. Puede indicar el motivo.',
  'Signing stops for everyone and the sender is asked to change the document. Say what should change.':
    'La firma se detiene para todos y se pide al remitente que cambie el documento. Indique qué debe cambiar.',
  'Reason (optional)': 'Motivo (opcional)',
  'The sender reads this reason.': 'El remitente leerá este motivo.',
  'You signed this document': 'Ha firmado este documento',
  'You rejected this document': 'Ha rechazado este documento',
  'You asked for a revision of this document': 'Ha pedido una revisión de este documento',
  'Next to sign: {{names}}.': 'Siguiente en firmar: {{names}}.',
  'Once everyone has signed, the signed PDF is e-mailed to you.':
    'Cuando todos hayan firmado, recibirá el PDF firmado por correo electrónico.',
  'Signing has stopped for everyone; the sender and the other signers who were invited have been told.':
    'La firma se ha detenido para todos; se ha avisado al remitente y a los demás firmantes invitados.',
  'Another signer rejected the document, so signing has stopped.':
    'Otro firmante rechazó el documento, así que la firma se ha detenido.',
  'Signing has stopped, and the sender has been asked to change the document. You may be sent it again.':
    'La firma se ha detenido y se ha pedido al remitente que cambie el documento. Puede que se lo vuelvan a enviar.',
  'Another signer asked for a revision, so signing has stopped. You may be sent the document again.':
    'Otro firmante pidió una revisión, así que la firma se ha detenido. Puede que le vuelvan a enviar el documento.',
  'The sender cancelled the signing of this document.': 'El remitente canceló la firma de este documento.',
  'Your reason: “{{reason}}”': 'Su motivo: «{{reason}}»',
  'You can close this page. Your link shows this page again until it expires.':
    'Puede cerrar esta página. Su enlace volverá a mostrarla hasta que caduque.',
  'Please say what should be revised': 'Indique qué se debe revisar',
  'The reason must be {{limit}} characters or less': 'El motivo debe tener {{limit}} caracteres como máximo',
  'You have not submitted your answer yet': 'Aún no ha enviado su respuesta',
  'This signing link has expired or is not valid. Please ask the sender for a new link.':
    'Este enlace de firma ha caducado o no es válido. Pida un nuevo enlace al remitente.',
  'This document can no longer be signed. Please contact the sender for more info.':
    'Este documento ya no se puede firmar. Póngase en contacto con el remitente para más información.',
  'The signing page could not be loaded': 'No se pudo cargar la página de firma',
  'Check your connection and try again.': 'Compruebe su conexión e inténtelo de nuevo.',
  'Everyone has signed it. Your copy of the signed PDF will be e-mailed to you as soon as it is ready.':
    'Todos han firmado. Te enviaremos por correo tu copia del PDF firmado en cuanto esté lista.',
  'Everyone has signed it. Your copy of the signed PDF is being sealed; it appears here as soon as it is ready.':
    'Todos han firmado. Tu copia del PDF firmado se está sellando; aparecerá aquí en cuanto esté lista.',
  'Everyone has signed it. Download your copy of the signed PDF.':
    'Todos lo han firmado. Descargue su copia del PDF firmado.',
  'Download the signed PDF': 'Descargar el PDF firmado',

  // Generated PDF viewers (/generate, /user-sign-download)
  'Generating file': 'Generando el archivo',
  'Preview of {{name}}': 'Vista previa de {{name}}',
  'Download preview': 'Descargar vista previa',
  'Preview: not the signed document': 'Vista previa: no es el documento firmado',
  'The answers given so far, drawn in this browser. The signed PDF, with its certificate and seal, is made once everyone has signed.':
    'Las respuestas dadas hasta ahora, dibujadas en este navegador. El PDF firmado, con su certificado y su sello, se crea cuando todos han firmado.',
  'The answers given before signing ended, drawn in this browser. Not everyone signed, so there is no signed PDF.':
    'Las respuestas dadas antes de que terminara la firma, dibujadas en este navegador. No firmaron todos, así que no hay PDF firmado.',
  'View the preview of {{name}}': 'Ver la vista previa de {{name}}',
  'Signed copy of {{name}}': 'Copia firmada de {{name}}',
  'The file could not be generated': 'No se ha podido generar el archivo',
  'Please try again in a moment.': 'Vuelva a intentarlo en un momento.',
  'This link has expired or is no longer valid. Ask the sender of the document for a new one.':
    'Este enlace ha caducado o ya no es válido. Pida uno nuevo a quien le envió el documento.',

  // Archives
  View: 'Ver',
  'View the signed copy of {{name}}': 'Ver la copia firmada de {{name}}',
  'Prepare again': 'Preparar de nuevo',
  'Prepare “{{name}}” again? It returns to Documents as a draft and the signers’ answers are cleared.':
    '¿Preparar «{{name}}» de nuevo? Vuelve a Documentos como borrador y se borran las respuestas de los firmantes.',
  'Retry sealing': 'Reintentar el sellado',
  'Retry sealing {{name}}': 'Reintentar el sellado de {{name}}',
  'The signed copy could not be sealed, so nobody has received it yet. Retry sealing; if it fails again, ask your administrator.':
    'La copia firmada no se pudo sellar, así que nadie la ha recibido aún. Reintenta el sellado; si vuelve a fallar, contacta con tu administrador.',
  'Sealing started again: the signed copy will be e-mailed once it is ready.':
    'El sellado se ha reiniciado: la copia firmada se enviará por correo cuando esté lista.',

  // History and verification
  History: 'Historial',
  'History of {{name}}': 'Historial de {{name}}',
  'Back to Archive': 'Volver al archivo',
  'The history could not be loaded': 'No se pudo cargar el historial',
  'Try again': 'Reintentar',
  'No events yet.': 'Todavía no hay eventos.',
  Time: 'Fecha y hora',
  Action: 'Acción',
  Actor: 'Autor',
  Details: 'Detalles',
  'IP address': 'Dirección IP',
  'User agent': 'Agente de usuario',
  // What each event is called, and each plan: the server's words in this language
  ...vocabularyTranslations(vocabulary),
  'Sealing…': 'Sellando…',
  'Field added': 'Campo añadido',
  'Field changed': 'Campo modificado',
  'Field removed': 'Campo eliminado',
  'Sealed copy': 'Copia sellada',
  'Original file': 'Archivo original',
  'to {{address}}': 'a {{address}}',
  Approved: 'Aprobado',
  'Verify a signed document': 'Verificar un documento firmado',
  'Check that a PDF sealed by SignFlow is genuine and unchanged since it was sealed. The file is only compared, not kept.':
    'Comprueba que un PDF sellado por SignFlow es auténtico y no ha cambiado desde que se selló. El archivo solo se compara, no se guarda.',
  'Drop a signed PDF here, or choose one from your device.':
    'Suelta aquí un PDF firmado o elige uno de tu dispositivo.',
  'Checking {{name}}…': 'Comprobando {{name}}…',
  'Checked file: {{name}}': 'Archivo comprobado: {{name}}',
  'Completed at': 'Completado el',
  'Sealed at': 'Sellado el',
  'SHA-256 of the sealed file': 'SHA-256 del archivo sellado',
  'SHA-256 of the original upload': 'SHA-256 del original subido',
  Parties: 'Partes',
  Decision: 'Decisión',
  'Signed at': 'Firmado el',
  'Not signed': 'Sin firmar',
  'The file could not be checked': 'No se pudo comprobar el archivo',
  'The file could not be sent: check your connection and try again':
    'No se pudo enviar el archivo: comprueba tu conexión e inténtalo de nuevo',
  'Choose one PDF at a time': 'Elige un solo PDF cada vez',
  'Genuine, sealed by {{signer}} on {{date}}, unchanged': 'Auténtico, sellado por {{signer}} el {{date}}, sin cambios',
  'Genuine, sealed by {{signer}}, unchanged': 'Auténtico, sellado por {{signer}}, sin cambios',
  'A valid seal by {{signer}} on {{date}}, unchanged, but not sealed here':
    'Un sello válido de {{signer}} del {{date}}, sin cambios, pero no sellado aquí',
  'A valid seal by {{signer}}, unchanged, but not sealed here':
    'Un sello válido de {{signer}}, sin cambios, pero no sellado aquí',
  'Signed by {{signer}}, unchanged, but with a certificate this installation does not trust':
    'Firmado por {{signer}}, sin cambios, pero con un certificado en el que esta instalación no confía',
  'Not genuine: changed after it was sealed': 'No auténtico: modificado después de sellarse',
  'Not genuine: this file carries no seal': 'No auténtico: este archivo no lleva ningún sello',
  'The sealed document': 'El documento sellado',
  'The seal': 'El sello',
  'Digital signature': 'Firma digital',
  Valid: 'Válida',
  'Does not hold': 'No se sostiene',
  'Since it was sealed': 'Desde que se selló',
  Unchanged: 'Sin cambios',
  'Changed: bytes were added after the seal (an incremental update)':
    'Modificado: se añadieron bytes después del sello (una actualización incremental)',
  'Changed: bytes the seal covers were altered': 'Modificado: se alteraron bytes que cubre el sello',
  'Sealed by': 'Sellado por',
  'Certificate issued by': 'Certificado emitido por',
  Certificate: 'Certificado',
  Trusted: 'De confianza',
  'Self-signed, not trusted': 'Autofirmado, no de confianza',
  'Not trusted': 'No de confianza',
  'Trusted time': 'Hora de confianza',
  '{{time}}, from {{authority}}': '{{time}}, de {{authority}}',
  'None: its time is the signer’s own clock': 'Ninguna: su hora es el reloj del propio firmante',
  'Long-term validation': 'Validación a largo plazo',
  'Validation data embedded': 'Datos de validación incorporados',
  'No validation data embedded': 'Sin datos de validación incorporados',
  'This installation’s register': 'Registro de esta instalación',
  'Knows this file': 'Conoce este archivo',
  'Does not know this file': 'No conoce este archivo',
  'Resend verification e-mail': 'Reenviar el correo de verificación',
  'Verify your e-mail address': 'Verifica tu dirección de correo electrónico',
  'We sent a link to {{email}}. Open it, then press Invite Sign again.':
    'Hemos enviado un enlace a {{email}}. Ábrelo y vuelve a pulsar «Invitar a firmar».',
  'No e-mail? Look in your spam folder, or send yourself a new link.':
    '¿No te ha llegado? Mira en la carpeta de correo no deseado o envíate un enlace nuevo.',
  'Verify your e-mail address: open the link we sent to {{email}}. Until then you cannot send documents for signing.':
    'Verifica tu dirección de correo electrónico: abre el enlace que enviamos a {{email}}. Hasta entonces no puedes enviar documentos para firmar.',
  'Verifying your e-mail address…': 'Verificando tu dirección de correo electrónico…',
  'The link could not be checked': 'No se ha podido comprobar el enlace',
  'The link did not work': 'El enlace no ha funcionado',
  'Your full name': 'Su nombre completo',
  'Your e-mail address': 'Su dirección de correo electrónico',
  'Send me a code': 'Enviarme un código',
  'We sent a code of {{digits}} digits to {{email}}. It works for {{minutes}} minutes.':
    'Hemos enviado un código de {{digits}} cifras a {{email}}. Funciona durante {{minutes}} minutos.',
  'Code from the e-mail': 'Código del correo',
  'Continue to the document': 'Continuar al documento',
  'Use another e-mail address': 'Usar otra dirección de correo',
  'Send a new code': 'Enviar un código nuevo',
  'This link does not work': 'Este enlace no funciona',
  'Sign “{{document}}”': 'Firmar «{{document}}»',
  '{{owner}} invites whoever opens this link to sign as {{role}}. First, prove your e-mail address.':
    '{{owner}} invita a quien abra este enlace a firmar como {{role}}. Primero, demuestre que la dirección de correo es suya.',
  'You can now send documents for signing.': 'Ya puedes enviar documentos para firmar.',
  'Go to Documents': 'Ir a Documentos',
  'Send yourself a new link, then open it from your latest e-mail.':
    'Envíate un enlace nuevo y ábrelo desde tu correo más reciente.',
  'Sign in to send yourself a new link.': 'Inicia sesión para enviarte un enlace nuevo.',

  'Your plan has ended': 'Tu plan ha terminado',
  'Your {{plan}} plan ended on {{date}}. Your documents stay readable and invited signers can still sign, but new flows and documents need a plan.':
    'Tu plan {{plan}} terminó el {{date}}. Tus documentos siguen disponibles y los firmantes invitados aún pueden firmar, pero los nuevos flujos y documentos necesitan un plan.',
  'Unpaid billing': 'Factura pendiente de pago',
  'Pay Now': 'Pagar ahora',
  'Your billing {{invoice}} ({{description}}, {{amount}}) is waiting for payment until {{date}}.':
    'Tu factura {{invoice}} ({{description}}, {{amount}}) espera el pago hasta el {{date}}.',
  'Annually ({{paid}} months + {{bonus}} bonus months)': 'Anual ({{paid}} meses + {{bonus}} meses de regalo)',
  '{{months}} month': '{{months}} mes',
  '{{months}} months': '{{months}} meses',
  '{{plan}} plan, {{term}}': 'Plan {{plan}}, {{term}}',
  Paid: 'Pagada',
  Expired: 'Caducada',
  Pending: 'Pendiente',
  'Detail of {{invoice}}': 'Detalle de {{invoice}}',
  Detail: 'Detalle',
  'Submit Payment for {{invoice}}': 'Pagar {{invoice}}',
  'Submit Payment': 'Realizar el pago',
  'Download invoice {{invoice}}': 'Descargar la factura {{invoice}}',
  'Download invoice': 'Descargar la factura',
  'No billings yet.': 'Todavía no hay facturas.',
  'Billing Date': 'Fecha de facturación',
  'Due Date': 'Fecha de vencimiento',
  Amount: 'Importe',
  'Current plan': 'Plan actual',
  'Credit Card': 'Tarjeta de crédito',
  'Virtual Account': 'Cuenta virtual',
  'E-Wallet': 'Monedero electrónico',
  QRIS: 'QRIS',
  Retail: 'Comercio minorista',
  'Choose a billing frequency': 'Elige una frecuencia de facturación',
  'Choose a payment method': 'Elige un método de pago',
  'Please wait…': 'Espera, por favor…',
  '{{plan}} plan': 'Plan {{plan}}',
  'We are opening your payment. You will be taken to the payment page.':
    'Estamos preparando tu pago. Te llevaremos a la página de pago.',
  'Billing frequency': 'Frecuencia de facturación',
  '{{price}} before tax': '{{price}} sin impuestos',
  Subtotal: 'Subtotal',
  'Tax ({{percent}} %)': 'Impuesto ({{percent}} %)',
  Total: 'Total',
  'The payment methods could not be loaded': 'No se pudieron cargar los métodos de pago',
  'Payment method': 'Método de pago',
  'Fee {{fee}}': 'Comisión {{fee}}',
  Back: 'Atrás',
  'Billing not found': 'Factura no encontrada',
  'Invoice No': 'N.º de factura',
  'Order ID': 'N.º de pedido',
  'Paid on': 'Pagada el',
  'Payment due': 'Pago antes de',
  'Waiting for the payment service to confirm your payment…': 'Esperando a que el servicio de pago confirme tu pago…',
  No: 'N.º',
  Quantity: 'Cantidad',
  'Prices before tax': 'Precios sin impuestos',
  'Choose the package that fits how many documents you send. Prices are in rupiah; {{percent}} % tax is added.':
    'Elige el paquete que se ajuste a los documentos que envías. Precios en rupias; se añade un {{percent}} % de impuesto.',
  'The packages could not be loaded': 'No se pudieron cargar los paquetes',
  '{{days}} days to try SignFlow': '{{days}} días para probar SignFlow',
  'Up to {{limit}} flows': 'Hasta {{limit}} flujos',
  'Up to {{limit}} documents': 'Hasta {{limit}} documentos',
  'Valid until {{date}}': 'Válido hasta el {{date}}',
  Custom: 'A medida',
  'Priced for your organisation': 'Precio según tu organización',
  'Contact sales': 'Contactar con ventas',
  'per month': 'al mes',
  'Choose {{plan}} Plan': 'Elegir el plan {{plan}}',
  Unlimited: 'Ilimitado',
  'Days left': 'Días restantes',
  'Flows allowed': 'Flujos permitidos',
  'Documents allowed': 'Documentos permitidos',
  'Change plan': 'Cambiar de plan',
  Upgrade: 'Mejorar el plan',
  'Signature and initials': 'Firma e iniciales',
  'Your signature and initials, drawn or typed, kept with your account.':
    'Su firma y sus iniciales, dibujadas o escritas, guardadas con su cuenta.',
  Signature: 'Firma',
  'Nothing kept yet.': 'Aún no hay nada guardado.',
  Add: 'Añadir',
  Change: 'Cambiar',
  'Your kept signature': 'Su firma guardada',
  'Your kept initials': 'Sus iniciales guardadas',
  'Draw your initials first': 'Dibuje primero sus iniciales',
  'Type your initials first': 'Escriba primero sus iniciales',
  Removed: 'Eliminado',
  'Initials saved': 'Iniciales guardadas',
  'Signature saved': 'Firma guardada',
  'Draw it or type it: send an image or a text, one of the two':
    'Dibújela o escríbala: envíe una imagen o un texto, uno de los dos',
  '{{description}}: {{amount}}, due {{date}}': '{{description}}: {{amount}}, vence el {{date}}',
  '{{months}} bonus months': '{{months}} meses de regalo',
  'Reusable approval flows of named approvers, in signing order':
    'Flujos de aprobación reutilizables con aprobadores designados, en orden de firma',
  'Documents kept in your account, those in the Trash included: emptying the Trash frees their places':
    'Los documentos de su cuenta, también los de la papelera: vaciar la papelera libera sus plazas',
  'Sealed PDF with certificate': 'PDF sellado con certificado',
  'Every completed document is sealed and carries a page saying who signed, when and from where':
    'Cada documento completado se sella y lleva una página que indica quién firmó, cuándo y desde dónde',
  'E-mail invitations and reminders': 'Invitaciones y recordatorios por correo electrónico',
  'Signers sign from a link, no account needed': 'Los firmantes firman desde un enlace, sin necesidad de cuenta',
  'Unlimited flows': 'Flujos ilimitados',
  'No limit on approval flows': 'Sin límite de flujos de aprobación',
  'Unlimited documents': 'Documentos ilimitados',
  'No limit on documents': 'Sin límite de documentos',
  'Terms arranged with you': 'Condiciones acordadas contigo',
  'Invoicing, volume and support agreed with our sales team':
    'Facturación, volumen y soporte acordados con nuestro equipo de ventas',
  'Your {{plan}} plan ended on {{endDate}}: choose a plan to create more':
    'Tu plan {{plan}} terminó el {{endDate}}: elige un plan para crear más',
  'Please choose a package': 'Elige un paquete',
  'The Enterprise package is arranged with our sales team: contact them':
    'El paquete Enterprise se acuerda con nuestro equipo de ventas: contacta con ellos',
  'Please choose a billing frequency': 'Elige una frecuencia de facturación',
  'Please choose a payment method': 'Elige un método de pago',
  'The payment service is not available right now, please try again':
    'El servicio de pago no está disponible ahora mismo, inténtalo de nuevo',
  'Find in {{list}}': 'Buscar en {{list}}',
  Search: 'Buscar',
  'Document, signer name or e-mail': 'Documento, nombre o correo de un firmante',
  'Clear search': 'Borrar la búsqueda',
  'All statuses': 'Todos los estados',
  'Waiting for others': 'Esperando a otros',
  'Completed this month': 'Completados este mes',
  'Needs attention': 'Requiere atención',
  Overview: 'Resumen',
  'Also in Archives: {{count}} completed document(s) whose sealing failed.':
    'También en Archivo: {{count}} documento(s) completado(s) cuyo sellado falló.',
  'Show them': 'Mostrarlos',
  'No documents match.': 'Ningún documento coincide.',
  'Actions for {{name}}': 'Acciones para {{name}}',
  Manage: 'Gestionar',
  'Manage {{name}}': 'Gestionar {{name}}',
  Remind: 'Recordar',
  'Correct a signer': 'Corregir un firmante',
  'Renew links': 'Renovar los enlaces',
  'Cancel signing': 'Cancelar la firma',
  'Keep signing': 'Seguir con la firma',
  'Every signer has already submitted: there is nobody left to correct.':
    'Todos los firmantes ya han enviado: no queda nadie por corregir.',
  'Their old link stops working at once, and a new invitation goes to the address below.':
    'Su enlace anterior deja de funcionar de inmediato y se envía una nueva invitación a la dirección de abajo.',
  'Save and send invitation': 'Guardar y enviar la invitación',
  'Cancel signing of “{{name}}”? Every invited signer is told, their links stop working, and the document moves to Archives as Cancelled.':
    '¿Cancelar la firma de «{{name}}»? Se avisa a cada firmante invitado, sus enlaces dejan de funcionar y el documento pasa a Archivo como Cancelado.',
  Reason: 'Motivo',
  'The signers read this reason.': 'Los firmantes leen este motivo.',
  'Make the links of the signers still waiting on “{{name}}” work for {{days}} days from now, and mail them again?':
    '¿Hacer que los enlaces de los firmantes que aún faltan en «{{name}}» sean válidos durante {{days}} días desde ahora y enviárselos de nuevo?',
  'Remind signers automatically': 'Recordar a los firmantes automáticamente',
  'First reminder after (days)': 'Primer recordatorio tras (días)',
  'Then every (days)': 'Luego cada (días)',
  'At most (reminders)': 'Como máximo (recordatorios)',
  'First after {{after}} days, then every {{every}} days, at most {{most}} reminders.':
    'El primero tras {{after}} días, luego cada {{every}} días, como máximo {{most}} recordatorios.',
  'No automatic reminders: you can still remind signers yourself.':
    'Sin recordatorios automáticos: aún puede recordárselo usted mismo a los firmantes.',
  'Not yet': 'Todavía no',
  'Reminders sent: {{number}}': 'Recordatorios enviados: {{number}}',
  'No automatic reminders.': 'Sin recordatorios automáticos.',
  'Automatic reminders: first after {{after}} days, then every {{every}} days, at most {{most}}.':
    'Recordatorios automáticos: el primero tras {{after}} días, luego cada {{every}} días, como máximo {{most}}.',
  'Next: {{when}}.': 'Siguiente: {{when}}.',
  'No more are planned.': 'No hay más previstos.',
  Signers: 'Firmantes',
  Invited: 'Invitado',
  Opened: 'Abierto',
  Reminded: 'Recordado',
  Events: 'Eventos',
  'Automatic, to {{address}}': 'Automático, a {{address}}',
  'Name: {{old}} → {{new}}': 'Nombre: {{old}} → {{new}}',
  'E-mail: {{old}} → {{new}}': 'Correo: {{old}} → {{new}}',
  'Answers of the earlier recipient cleared: {{number}}': 'Respuestas borradas de la persona anterior: {{number}}',
  'Valid until {{when}}': 'Válido hasta {{when}}',
  'Reason: {{reason}}': 'Motivo: {{reason}}',
  'Automatic reminders': 'Recordatorios automáticos',
  'Invite Sign suggests these for each new document; you can change them there for a single document.':
    'Lo que Invitar a firmar propone para cada documento nuevo; puede cambiarlo allí para un documento.',
  'Save reminders': 'Guardar los recordatorios',
  // Sender controls: the server's messages and the Cancelled status
  'The links have expired: renew them to remind the signers':
    'Los enlaces han caducado: renuévalos para recordárselo a los firmantes',
  Cancelled: 'Cancelado',
  'Only a document sent back for revision or cancelled can be prepared again':
    'Solo un documento devuelto para revisión o cancelado puede prepararse de nuevo',
  'search must be text': 'La búsqueda debe ser texto',
  'search must be {{limit}} characters or less': 'La búsqueda debe tener {{limit}} caracteres o menos',
  'Unknown status filter': 'Filtro de estado desconocido',
  'Only a document waiting for signatures can be changed this way':
    'Solo un documento que espera firmas puede cambiarse así',
  'Only a document waiting for signatures can be reminded': 'Solo se puede recordar un documento que espera firmas',
  'You can renew the links again in {{minutes}} minutes': 'Podrá renovar los enlaces de nuevo en {{minutes}} minutos',
  'You can remind {{name}} again in {{minutes}} minutes':
    'Podrás recordárselo a {{name}} de nuevo dentro de {{minutes}} minutos',
  'Reminder sent': 'Recordatorio enviado',
  'Automatic reminders saved': 'Recordatorios automáticos guardados',
  'Please choose the reminders': 'Elige los recordatorios',
  'First reminder must be a whole number of days from {{min}} to {{max}}':
    'El primer recordatorio debe ser un número entero de días entre {{min}} y {{max}}',
  'Repeat interval must be a whole number of days from {{min}} to {{max}}':
    'La repetición debe ser un número entero de días entre {{min}} y {{max}}',
  'Number of reminders must be a whole number from {{min}} to {{max}}':
    'El número de recordatorios debe ser un número entero entre {{min}} y {{max}}',
  'Signers can be corrected only while the document waits for signatures':
    'Los firmantes solo pueden corregirse mientras el documento espera firmas',
  '{{name}} has already submitted and cannot be changed': '{{name}} ya ha enviado y no se puede cambiar',
  'Change the name or the e-mail address': 'Cambia el nombre o la dirección de correo',
  'Name is required': 'El nombre es obligatorio',
  'Signer corrected': 'Firmante corregido',
  'Signer corrected: a new invitation was sent': 'Firmante corregido: se ha enviado una nueva invitación',
  'Links can be renewed only while the document waits for signatures':
    'Los enlaces solo pueden renovarse mientras el documento espera firmas',
  'Links renewed for {{days}} days': 'Enlaces renovados por {{days}} días',
  'Only a document waiting for signatures can be cancelled': 'Solo se puede cancelar un documento que espera firmas',
  'Please give a reason': 'Indica un motivo',
  'Signing cancelled': 'Firma cancelada',
  'Automatic reminders changed': 'Recordatorios automáticos cambiados',
  'Links renewed': 'Enlaces renovados',
  // Billing: the server's messages
  'Payment Link Not Found': 'Enlace de pago no encontrado',
  'This billing is already paid': 'Esta factura ya está pagada',
  'The invoice can be downloaded once it is paid': 'La factura se puede descargar una vez pagada',
  'Invalid signature': 'Firma no válida',
  'The amount does not match the billing': 'El importe no coincide con la factura',
  'Unknown order': 'Pedido desconocido',
  'This billing has expired: it no longer takes payment': 'Esta factura ha caducado: ya no admite pagos',
  'Up to {{limit}} flow': 'Hasta {{limit}} flujo',
  Qty: 'Cant.',
  'Change reminders': 'Cambiar los recordatorios',
  Pages: 'Páginas',
  Zoom: 'Zoom',
  'Zoom out': 'Alejar',
  'Zoom in': 'Acercar',
  'Zoom level {{percent}}': 'Nivel de zoom {{percent}}',
  'Fit width': 'Ajustar al ancho',
  'Drop a PDF here, or choose a file': 'Suelta un PDF aquí o elige un archivo',
  'Chosen: {{name}}': 'Elegido: {{name}}',
  'No file chosen': 'Ningún archivo elegido',
  'Who signs': 'Quién firma',
  'A saved flow': 'Un flujo guardado',
  'Just these people': 'Solo estas personas',
  'Signer {{number}}': 'Firmante {{number}}',
  'Remove signer {{number}}': 'Quitar firmante {{number}}',
  'Add signer': 'Añadir firmante',
  'Also save these people as a flow, named after the document':
    'Guardar también a estas personas como un flujo con el nombre del documento',
  'Saved flows are listed under Approval flows, to choose for later documents.':
    'Los flujos guardados aparecen en Flujos de aprobación, para elegirlos en otros documentos.',
  'Your {{plan}} plan has no room for another flow: these people sign this document only.':
    'Tu plan {{plan}} no tiene sitio para otro flujo: estas personas firman solo este documento.',
  'The PDF': 'El PDF',
  'Keep it, or choose a corrected one: fields on pages the new PDF does not have are dropped.':
    'Consérvalo o elige uno corregido: los campos de las páginas que el nuevo PDF no tenga se descartan.',
  'Keep the current PDF': 'Conservar el PDF actual',
  'Change a name, an e-mail or a level, add or remove signers: a removed signer’s fields go with them.':
    'Cambia un nombre, un correo o un nivel, añade o quita firmantes: los campos de un firmante quitado se van con él.',
  'The document is a draft again. The new PDF has {{pages}} pages: these fields did not fit and were dropped.':
    'El documento vuelve a ser un borrador. El nuevo PDF tiene {{pages}} páginas: estos campos no cabían y se descartaron.',
  'Fields dropped': 'Campos descartados',
  '{{type}} of {{name}}, page {{page}}': '{{type}} de {{name}}, página {{page}}',
  'Place fields in the editor': 'Colocar los campos en el editor',
  '{{name}} asked for a revision: “{{reason}}”': '{{name}} pidió una revisión: «{{reason}}»',
  '{{name}} asked for a revision': '{{name}} pidió una revisión',
  '{{name}} rejected it: “{{reason}}”': '{{name}} lo rechazó: «{{reason}}»',
  '{{name}} rejected it': '{{name}} lo rechazó',
  '{{name}} ({{email}}), level {{level}}': '{{name}} ({{email}}), nivel {{level}}',
  'Fields removed with them: {{number}}': 'Campos quitados con él: {{number}}',
  'Level: {{old}} → {{new}}': 'Nivel: {{old}} → {{new}}',
  'Pages: {{old}} → {{new}}': 'Páginas: {{old}} → {{new}}',
  'Fields dropped, their page gone: {{number}}': 'Campos descartados por faltar su página: {{number}}',
  'Message to the signers (optional)': 'Mensaje para los firmantes (opcional)',
  'Goes into the invitations and reminders, up to {{max}} characters.':
    'Se incluye en las invitaciones y los recordatorios, hasta {{max}} caracteres.',
  'Discard unsaved fields?': '¿Descartar los campos sin guardar?',
  'Your changes to the fields are not saved. Leave the editor and lose them?':
    'Los cambios en los campos no están guardados. ¿Salir del editor y perderlos?',
  'Discard changes': 'Descartar cambios',
  'Keep editing': 'Seguir editando',
  'Add a field for {{names}} before inviting': 'Añade un campo para {{names}} antes de invitar',
  'The message must be {{limit}} characters or less': 'El mensaje debe tener {{limit}} caracteres como máximo',
  'Signer {{position}} needs a level from {{min}} to {{max}}':
    'El firmante {{position}} necesita un nivel del {{min}} al {{max}}',
  'Choose a flow or type the signers, not both': 'Elige un flujo o escribe los firmantes, no ambas cosas',
  '{{signed}} of {{total}} signed': '{{signed}} de {{total}} han firmado',
  'Waiting for: {{names}}': 'Falta: {{names}}',
  'Signers: {{number}}': 'Firmantes: {{number}}',
  'Needs your action': 'Requiere tu acción',
  'Too many windows are receiving live updates: close one and try again':
    'Demasiadas ventanas reciben actualizaciones en directo: cierra una y vuelve a intentarlo',
  Initials: 'Iniciales',
  'Full name': 'Nombre completo',
  'Date signed': 'Fecha de firma',
  Text: 'Texto',
  Checkbox: 'Casilla',
  'Field settings': 'Ajustes del campo',
  'Label shown to the signer': 'Etiqueta que ve el firmante',
  'Type here': 'Escriba aquí',
  'Filled in when you finish': 'Se completa al terminar',
  'Fill in the field, then press Next.': 'Complete el campo y pulse Siguiente.',
  'Type your signature first': 'Escriba primero su firma',
  'How to sign': 'Cómo firmar',
  Draw: 'Dibujar',
  Type: 'Escribir',
  'Draw your initials here': 'Dibuje sus iniciales aquí',
  'Type your initials': 'Escriba sus iniciales',
  'Type your signature': 'Escriba su firma',
  'type must be one of draw, file, initials, name, date, text, checkbox':
    'type debe ser uno de: draw, file, initials, name, date, text, checkbox',
  'A field label must be text without control characters':
    'La etiqueta de un campo debe ser texto sin caracteres de control',
  'A field label must be {{limit}} characters or less':
    'La etiqueta de un campo debe tener {{limit}} caracteres como máximo',
  'required must be true or false': 'required debe ser true o false',
  'Only text and checkbox fields have a label or a required flag':
    'Solo los campos de texto y casilla tienen etiqueta u obligatoriedad',
  'A typed answer must be text without control characters':
    'Una respuesta escrita debe ser texto sin caracteres de control',
  'A typed answer must be {{limit}} characters or less':
    'Una respuesta escrita debe tener {{limit}} caracteres como máximo',
  'checked must be true or false': 'checked debe ser true o false',
  'This kind of answer does not fit this field': 'Este tipo de respuesta no corresponde a este campo',
  'Fill in every required field before submitting': 'Complete todos los campos obligatorios antes de enviar',
  'The request took too long to arrive: check your connection and try again':
    'La solicitud tardó demasiado en llegar: comprueba tu conexión y vuelve a intentarlo',
  'The request body is nested too deeply: the limit is {{limit}} levels':
    'El cuerpo de la solicitud está anidado demasiado: el límite es de {{limit}} niveles',
  'The request body holds too many values: the limit is {{limit}}':
    'El cuerpo de la solicitud contiene demasiados valores: el límite es {{limit}}',
  Finish: 'Finalizar',
  More: 'Más',
  'Back to the document': 'Volver al documento',
  'About this request': 'Sobre esta solicitud',
  '{{name}} ({{email}}) asks you to sign “{{document}}”.': '{{name}} ({{email}}) le pide que firme «{{document}}».',
  'Message from {{name}}:': 'Mensaje de {{name}}:',
  'Everyone will then have signed: you will receive the sealed PDF by e-mail.':
    'Entonces todos habrán firmado: recibirá el PDF sellado por correo electrónico.',
  'Still to sign: {{names}}. Once everyone has signed, you will receive the sealed PDF by e-mail.':
    'Falta que firme: {{names}}. Cuando todos hayan firmado, recibirá el PDF sellado por correo electrónico.',
  'Next, {{names}} will be invited to sign. Once everyone has signed, you will receive the sealed PDF by e-mail.':
    'Después se invitará a firmar a {{names}}. Cuando todos hayan firmado, recibirá el PDF sellado por correo electrónico.',
  'Press Finish to send your answer.': 'Pulse Finalizar para enviar su respuesta.',
  'Every field is complete: press Finish.': 'Todos los campos están completos: pulse Finalizar.',
  'Draw or type your signature, then press Approve.': 'Dibuje o escriba su firma y pulse Aprobar.',
  'Draw or type your initials, then press Approve.': 'Dibuje o escriba sus iniciales y pulse Aprobar.',
  'Press Sign here, or the field itself, to add your signature.':
    'Pulse Firme aquí, o el propio campo, para añadir su firma.',
  'Press Initial here, or the field itself, to add your initials.':
    'Pulse Rubrique aquí, o el propio campo, para añadir sus iniciales.',
  'Agree to sign electronically before you finish': 'Acepte firmar electrónicamente antes de finalizar',
  'consent must be true or false': 'consent debe ser true o false',
  [SIGNING_CONSENT_STATEMENT]: SIGNING_CONSENT_STATEMENTS.es,
  // Templates: the server's messages
  'Please name the template': 'Ponle un nombre a la plantilla',
  'A template needs at least one role': 'Una plantilla necesita al menos un rol',
  'A template can have at most {{limit}} roles': 'Una plantilla puede tener como máximo {{limit}} roles',
  'Two roles are named {{name}}: give each role its own name':
    'Dos roles se llaman {{name}}: da a cada rol un nombre propio',
  'Unknown role': 'Rol desconocido',
  'senderFilled must be true or false': 'senderFilled debe ser true o false',
  'Only text, date and checkbox fields can be filled in by the sender':
    'Solo los campos de texto, fecha y casilla pueden ser rellenados por el remitente',
  'A role is listed twice': 'Un rol aparece dos veces',
  'The role {{name}} has fields: remove them before removing the role':
    'El rol {{name}} tiene campos: elimínalos antes de eliminar el rol',
  'The role {{role}} needs a recipient': 'El rol {{role}} necesita un destinatario',
  'The role {{role}} has more than one recipient': 'El rol {{role}} tiene más de un destinatario',
  'Only a field the sender fills in takes a value': 'Solo un campo que rellena el remitente admite un valor',
  'A field is given more than one value': 'Un campo ha recibido más de un valor',
  'Give a value for the field {{field}} on page {{page}}':
    'Indica un valor para el campo {{field}} de la página {{page}}',
  'Each value must be text': 'Cada valor debe ser un texto',
  'A checkbox takes true or false': 'Una casilla admite true o false',
  'A date must be a day of the calendar, written YYYY-MM-DD':
    'Una fecha debe ser un día del calendario, escrito AAAA-MM-DD (YYYY-MM-DD)',
  'This field was filled in by the sender and cannot be changed':
    'Este campo lo ha rellenado el remitente y no se puede cambiar',
  'send must be true or false': 'send debe ser true o false',
  'enabled must be true or false': 'enabled debe ser true o false',
  'Whoever opens the link signs first: the first role must have the lowest level':
    'Quien abre el enlace firma primero: el primer rol debe tener el nivel más bajo',
  'The first role is filled by whoever opens the link: name people for the other roles only':
    'El primer rol lo ocupa quien abre el enlace: indique personas solo para los demás roles',
  'This link does not exist. Check that you copied all of it':
    'Este enlace no existe. Compruebe que lo ha copiado entero',
  'This link has been turned off by its owner': 'Su propietario ha desactivado este enlace',
  'This link cannot take a signature at the moment. Please let whoever gave it to you know':
    'Este enlace no puede recoger firmas en este momento. Avise a quien se lo dio',
  'This code request is unknown or already used: ask for a new code':
    'Esta solicitud de código es desconocida o ya se usó: pida un código nuevo',
  'That code is not right: check the latest e-mail and try again':
    'Ese código no es correcto: revise el último correo e inténtelo de nuevo',
  'That code has expired: ask for a new one': 'Ese código ha caducado: pida uno nuevo',
  'The code has {{digits}} digits': 'El código tiene {{digits}} cifras',
  'Too many wrong codes: ask for a new one': 'Demasiados códigos incorrectos: pida uno nuevo',
  'Too many codes were asked for: wait a while and try again':
    'Se han pedido demasiados códigos: espere un poco e inténtelo de nuevo',
  'Template limit reached: the {{plan}} plan allows {{limit}}':
    'Límite de plantillas alcanzado: el plan {{plan}} permite {{limit}}',
  'Please choose a CSV file': 'Elige un archivo CSV',
  'The file is not a CSV file: save it as CSV (UTF-8) and upload it again':
    'El archivo no es un CSV: guárdalo como CSV (UTF-8) y vuelve a subirlo',
  'The CSV file cannot be read at line {{line}}: check its quotes and commas':
    'No se puede leer el archivo CSV en la línea {{line}}: revisa sus comillas y comas',
  'The CSV file has no rows: add one row per document under the header':
    'El archivo CSV no tiene filas: añade una fila por documento bajo el encabezado',
  'The CSV file is too large: the limit is {{limit}} MB':
    'El archivo CSV es demasiado grande: el límite es {{limit}} MB',
  'The CSV file has too many rows: the limit is {{limit}}':
    'El archivo CSV tiene demasiadas filas: el límite es {{limit}}',
  'Some rows cannot be sent, so nothing was made: fix them and upload the file again':
    'Algunas filas no se pueden enviar, así que no se creó nada: corrígelas y vuelve a subir el archivo',
  'Unknown column {{column}}: use the columns of the sample file':
    'Columna desconocida {{column}}: usa las columnas del archivo de ejemplo',
  'The column {{column}} is missing': 'Falta la columna {{column}}',
  'The column {{column}} appears twice': 'La columna {{column}} aparece dos veces',
  'This row has more values than the header has columns':
    'Esta fila tiene más valores que columnas tiene el encabezado',
  'The template was deleted before this document was made': 'La plantilla se eliminó antes de crear este documento',
};
