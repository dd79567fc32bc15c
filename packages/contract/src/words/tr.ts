import { inDaysOrHours } from '../webhooks';
import { figureWriter, type Vocabulary, type Words } from './types';

const figure = figureWriter('tr');

/** What a signer whose signing stopped (cancelled, or rejected by another) is told at the end. */
const nothingMoreToDo = 'Yapmanız gereken başka bir şey yok; bağlantınızla artık imza atılamaz.';

export const vocabulary: Vocabulary = {
  plans: { TRIAL: 'Ücretsiz deneme', STARTER: 'Başlangıç', PRO: 'Pro', ENTERPRISE: 'Kurumsal' },
  auditEvents: {
    'Document uploaded': 'Belge yüklendi',
    'Fields saved': 'Alanlar kaydedildi',
    'Sent for signing': 'İmzaya gönderildi',
    'E-mail sent': 'E-posta gönderildi',
    'Link opened': 'Bağlantı açıldı',
    'Field completed': 'Alan dolduruldu',
    Submitted: 'Teslim edildi',
    'Agreed to sign electronically': 'Elektronik imzayı kabul etti',
    Rejected: 'Reddedildi',
    'Revision asked': 'Revizyon istendi',
    Completed: 'Tamamlandı',
    Sealed: 'Mühürlendi',
    Downloaded: 'İndirildi',
    'Prepared again': 'Yeniden hazırlandı',
    'Sealing failed': 'Mühürleme başarısız oldu',
    'Reminder sent': 'Hatırlatma gönderildi',
    'Automatic reminders changed': 'Otomatik hatırlatmalar değiştirildi',
    'Signer corrected': 'İmzacı düzeltildi',
    'Links renewed': 'Bağlantılar yenilendi',
    'Signing cancelled': 'İmza süreci iptal edildi',
    'Signer added': 'İmzacı eklendi',
    'Signer removed': 'İmzacı kaldırıldı',
    'Signer changed': 'İmzacı değiştirildi',
    'PDF replaced': 'PDF değiştirildi',
    'Made from a template': 'Bir şablondan oluşturuldu',
    'E-mail address confirmed with a code': 'E-posta adresi bir kodla doğrulandı',
    'Signer proved who they are': 'İmzacı kimliğini doğruladı',
    'Wrong code typed by the signer': 'İmzacı yanlış kod girdi',
  },
};

export const words: Words = {
  ...vocabulary,
  mail: {
    signerLink: {
      messageFrom: (owner) => `${owner} şunu yazdı:`,
      open: 'Belgeyi aç',
      yoursAlone: 'Bağlantı yalnızca size aittir; başkasına iletmeyin.',
    },
    invitation: {
      subject: (document) => `Lütfen “${document}” belgesini imzalayın`,
      intro: (owner, document) =>
        `${owner}, “${document}” belgesini imzalamanızı istiyor. Okuyup imzalamak için size özel bağlantıyı açın:`,
      worksFor: (days) => `${days} gün geçerlidir.`,
    },
    reminder: {
      subject: (document) => `Hatırlatma: lütfen “${document}” belgesini imzalayın`,
      intro: (owner, document) => `${owner}, “${document}” belgesi için hâlâ imzanızı bekliyor.`,
      daysLeft: (days) => (days <= 1 ? 'Bağlantınız bir gün daha geçerli.' : `Bağlantınız ${days} gün daha geçerli.`),
    },
    renewedLink: {
      subject: (document) => `“${document}” belgesini imzalamak için ek süre`,
      intro: (owner, document) =>
        `${owner}, “${document}” belgesini imzalamanız için size daha fazla süre verdi. Size özel bağlantınız yeniden çalışıyor:`,
      worksFor: (days) => `Artık ${days} gün geçerlidir.`,
    },
    cancelled: {
      subject: (document) => `“${document}” belgesinin imza süreci iptal edildi`,
      intro: (owner, document) => `${owner}, “${document}” belgesinin imza sürecini iptal etti.`,
      reason: (reason) => `Neden: ${reason}`,
      after: nothingMoreToDo,
    },
    rejected: {
      subject: (document) => `“${document}” reddedildi: imza süreci durdu`,
      intro: (signer, document) => `${signer}, “${document}” belgesini reddetti; imza süreci durdu.`,
      reason: (reason) => `Neden: ${reason}`,
      after: nothingMoreToDo,
    },
    progress: {
      signedSubject: (signer, document) => `${signer}, “${document}” belgesini imzaladı`,
      outcomeSubject: {
        Completed: (signer, document) => `${signer}, “${document}” belgesini imzaladı: belge tamamlandı`,
        Rejected: (signer, document) => `${signer}, “${document}” belgesini reddetti`,
        Revision: (signer, document) => `${signer}, “${document}” belgesi için düzeltme istedi`,
      },
      outcomeBody: {
        Completed: (signer) =>
          `${signer} son imzayı attı: herkes imzaladı ve belge tamamlandı. Belge Arşivinizde; mühürlü PDF ayrı bir e-postayla gelecek.`,
        Rejected: () => 'İmza süreci durdu ve davet edilmiş diğer imzacılara bilgi verildi. Belge Arşivinizde.',
        Revision: () =>
          'İmza süreci durdu. Belgeyi değiştirip yeniden göndermek için Arşivde Yeniden hazırla seçeneğini kullanın.',
      },
      reason: (signer) => `${signer} şu gerekçeyi belirtti:`,
      open: 'SignFlow’u aç',
    },
    sealed: {
      subject: (document) => `“${document}” imzalandı: kopyanız`,
      attached: (document) =>
        `Herkes “${document}” belgesini imzaladı. Mühürlü PDF ektedir; son sayfası kimin, ne zaman ve nereden imzaladığını belgeler.`,
      linked: (document) =>
        `Herkes “${document}” belgesini imzaladı. Mühürlü PDF eklenemeyecek kadar büyük: buradan indirin. Son sayfası kimin, ne zaman ve nereden imzaladığını belgeler.`,
      action: 'Mühürlü PDF’yi indir',
    },
    webhookDisabled: {
      subject: (url) => `Webhook uç noktası kapatıldı: ${url}`,
      body: ({ url, hours }) =>
        `${url} webhook uç noktanıza yapılan her teslimat ${inDaysOrHours(hours, { days: (n) => `${figure(n)} gündür`, hours: (n) => `${figure(n)} saattir` })} başarısız oluyor; bu yüzden SignFlow onu kapattı ve artık ona olay göndermiyor.`,
      whatToDo: (seconds) =>
        `Uç noktanın çalıştığını ve ${seconds} saniye içinde 2xx durumuyla yanıt verdiğini kontrol edin, ardından Entegrasyonlar, Webhook’lar bölümünden yeniden açın. Teslimat günlüğü ne yanıt verdiğini gösterir.`,
      action: 'Entegrasyonları aç',
    },
    bulkSendFinished: {
      subject: (template) => `“${template}” şablonundan toplu gönderim tamamlandı`,
      made: ({ template, created, total, sent }) =>
        `“${template}” şablonundan oluşturulan belgeler: ${figure(total)} satırdan ${figure(created)}; ${sent ? 'her biri imzaya gönderildi' : 'her biri taslak olarak bırakıldı'}.`,
      failed: (failed) =>
        `Oluşturulamayan satırlar: ${figure(failed)}. Toplu gönderimin raporu her satırı ve nedenini belirtir; bu satırlardan hiçbir şey oluşturulmadı.`,
      action: 'Raporu aç',
    },
    sealFailed: {
      subject: (document) => `“${document}” mühürlenemedi`,
      body: (document) =>
        `Herkes “${document}” belgesini imzaladı, ancak birkaç denemeye rağmen mühürlü PDF oluşturulamadı; bu yüzden henüz kimseye kopya gönderilmedi. İmzalar saklanıyor.`,
      whatToDo:
        'Arşiv’i açın ve belgede Mühürlemeyi yeniden dene düğmesine basın. Yine başarısız olursa SignFlow yöneticisinden sunucu günlüğüne bakmasını isteyin.',
      action: 'Arşiv’i aç',
    },
    emailVerification: {
      subject: 'E-posta adresinizi doğrulayın',
      intro:
        'SignFlow’a hoş geldiniz. Bu e-posta adresinin size ait olduğunu doğrulamak için bu bağlantıyı açın; o zamana kadar belgeleri imzaya gönderemezsiniz:',
      action: 'E-posta adresimi doğrula',
      expiry: (hours) => `Bağlantı ${hours} saat içinde geçerliliğini yitirir. SignFlow’dan yenisini isteyebilirsiniz.`,
      ignore: 'Bir SignFlow hesabı oluşturmadıysanız bu e-postayı dikkate almayın.',
    },
    passwordReset: {
      subject: 'Şifrenizi sıfırlayın',
      intro: 'Hesabınızın şifresinin sıfırlanması istendi. Yeni bir şifre belirlemek için bu bağlantıyı açın:',
      action: 'Yeni şifre belirle',
      expiry: (hours) => `Bağlantı yalnızca bir kez çalışır ve ${hours} saat içinde geçerliliğini yitirir.`,
      ignore: 'Bunu siz istemediyseniz bu e-postayı dikkate almayın: şifreniz değişmez.',
    },
    publicLinkCode: {
      subject: (document) => `“${document}” belgesini imzalamak için kodunuz`,
      intro: (owner, document) =>
        `${owner} tarafından gönderilen “${document}” belgesini imzalamak istediniz. Devam etmek için bu kodu sayfaya yazın:`,
      code: (code) => code,
      expiry: (n) => `Kod yalnızca bir kez ve ${n} dakika boyunca geçerlidir.`,
      ignore: 'Bunu siz istemediyseniz bu e-postayı dikkate almayın: kod olmadan hiçbir şey imzalanmaz.',
    },
    identityLinked: {
      subject: (provider) => `${provider} ile giriş SignFlow hesabınıza eklendi`,
      what: ({ provider, who, email, at, ip }) =>
        `${who} ${provider} hesabı, ${at} (UTC) tarihinde ${ip} IP adresinden ${email} SignFlow hesabınıza bağlandı. Bu hesap artık şifreniz olmadan hesabınıza giriş yapabilir.`,
      notYou: (provider) =>
        `Bunu siz yapmadıysanız, e-postanıza veya ${provider} hesabınıza başka biri erişiyor olabilir: bunları güvenceye alın, ardından SignFlow şifrenizi sıfırlayın; bu, hesabınızdaki tüm cihazların oturumunu kapatır:`,
      action: 'Şifrenizi sıfırlayın',
    },
    passwordChanged: {
      subject: { changed: 'Şifreniz değiştirildi', set: 'Hesabınız için bir şifre belirlendi' },
      what: {
        changed: (email, at) => `${email} SignFlow hesabınızın şifresi ${at} (UTC) tarihinde değiştirildi.`,
        set: (email, at) => `${email} SignFlow hesabınız için ${at} (UTC) tarihinde bir şifre belirlendi.`,
      },
      others: 'Hesabınızda oturumu açık olan diğer tüm cihazların oturumu kapatıldı.',
      notYou: 'Bunu siz yapmadıysanız şifrenizi hemen sıfırlayın:',
      action: 'Şifrenizi sıfırlayın',
    },
    securityChanged: {
      subject: {
        twoFactorOn: 'İki adımlı oturum açma açık',
        twoFactorOff: 'İki adımlı oturum açma kapatıldı',
        passkeyAdded: 'Hesabınıza bir geçiş anahtarı eklendi',
        recoveryCodeUsed: 'Oturum açmak için bir kurtarma kodu kullanıldı',
        apiKeyAdded: 'Hesabınız için bir API anahtarı oluşturuldu',
      },
      what: {
        twoFactorOn: (email, at) =>
          `${email} SignFlow hesabınız için ${at} (UTC) tarihinde iki adımlı oturum açma açıldı: artık her oturum açma, doğrulama uygulamanızdan bir kod da istiyor.`,
        twoFactorOff: (email, at) =>
          `${email} SignFlow hesabınız için ${at} (UTC) tarihinde iki adımlı oturum açma kapatıldı: artık yalnızca parola ile oturum açılıyor.`,
        recoveryCodeUsed: (email, at) =>
          `${email} SignFlow hesabınızda ${at} (UTC) tarihinde oturum açmak için bir kurtarma kodu kullanıldı.`,
        passkeyAdded: (email, at) =>
          `${email} SignFlow hesabınıza ${at} (UTC) tarihinde bir geçiş anahtarı eklendi: parola olmadan oturum açar.`,
        apiKeyAdded: (email, at) =>
          `${email} SignFlow hesabınız için ${at} (UTC) tarihinde bir API anahtarı oluşturuldu: anahtarı elinde bulunduran yazılım, Entegrasyonlar sayfasında iptal edilene kadar hesap adına işlem yapabilir.`,
      },
      codesLeft: (count) => `Kalan kurtarma kodu: ${count}.`,
      notYou: 'Bu siz değilseniz parolanızı hemen sıfırlayın:',
      action: 'Parolanızı sıfırlayın',
    },
    receipt: {
      subject: (billingNo) => `Ödeme alındı: ${billingNo} numaralı fatura`,
      received: (amount, plan, months) =>
        `Teşekkürler: ${plan} planı, ${months} ay için ${amount} tutarındaki ödemeniz alındı.`,
      runsUntil: (plan, endDate) => `${plan} planınız artık ${endDate} tarihine kadar geçerli.`,
      attached: (fileName) => `Fatura ektedir (${fileName}). Fatura sayfasında da bulabilirsiniz:`,
      linked: 'Fatura ve PDF’si fatura sayfasındadır:',
      action: 'Faturayı görüntüle',
    },
    planReminder: {
      subject: (plan, daysLeft) => `${plan} planınız ${daysLeft} gün içinde sona eriyor`,
      ends: (plan, endDate, daysLeft) => `${plan} planınız ${endDate} tarihinde, ${daysLeft} gün sonra sona eriyor.`,
      renew:
        'Akış oluşturmaya, belge yüklemeye ve imzacı davet etmeye devam etmek için planınızı yenileyin ya da başka bir plan seçin:',
      action: 'Plan seç',
      afterwards:
        'Plan sona ererse belgeleriniz okunabilir kalır ve davet edilmiş imzacılar imzalamaya devam edebilir; yalnızca yeni işler bir plan bekler.',
    },
  },
  certificate: {
    title: 'Tamamlanma sertifikası',
    intro: 'Bu sayfa, bu belgeyi kimin, ne zaman ve nereden imzaladığını kaydeder. Belgeyle birlikte mühürlenmiştir.',
    document: 'Belge',
    documentId: 'Belge kimliği',
    originalSha256: 'Orijinalin SHA-256 değeri',
    pages: 'Sayfa',
    sender: 'Gönderen',
    completed: 'Tamamlandı',
    parties: 'İmzacılar',
    level: 'Seviye',
    apiKey: 'API anahtarı',
    decision: 'Karar',
    signedAt: 'İmza zamanı',
    ipAddress: 'IP adresi',
    events: 'Denetim kaydı',
    notSubmitted: 'teslim edilmedi',
    reason: 'Gerekçe',
    answersCleared: 'Silinen yanıtlar',
    fieldsDropped: 'Çıkarılan alanlar',
    fieldsRemoved: 'Silinen alanlar',
    consent: 'Elektronik imza onayı',
    verification: 'Kimlik doğrulama',
    verificationMethods: { link: 'Yalnızca bağlantı', email_code: 'E-posta kodu', access_code: 'Erişim kodu' },
    verificationPassedAt: 'geçildiği an',
    decisions: { approved: 'Onaylandı', rejected: 'Reddedildi', revision: 'Revizyon istendi' },
    seal: 'Mühür',
    sealLevels: {
      'B-B':
        'PAdES B-B: bu sunucunun sertifikasıyla imzalandı; zamanı güvenilir bir zaman damgası değil, bu sunucunun saatidir',
      'B-T': 'PAdES B-T: bu sunucunun sertifikasıyla imzalandı ve bir zaman damgası yetkilisince zaman damgalandı',
      'B-LT': 'PAdES B-LT: imzalandı, zaman damgalandı, doğrulama verileri belgeye gömüldü',
      'B-LTA':
        'PAdES B-LTA: imzalandı, zaman damgalandı, doğrulama verileri gömüldü ve tümünün üzerine bir belge zaman damgası eklendi',
    },
  },
  invoice: {
    title: 'Fatura',
    invoiceNo: 'Fatura numarası',
    orderId: 'Sipariş no',
    billingDate: 'Fatura tarihi',
    dueDate: 'Son ödeme tarihi',
    paidDate: 'Ödeme tarihi',
    paymentMethod: 'Ödeme yöntemi',
    status: 'Durum',
    paid: 'Ödendi',
    unpaid: 'Ödenmedi',
    seller: 'Satıcı',
    billedTo: 'Alıcı',
    description: 'Açıklama',
    amount: 'Tutar',
    subtotal: 'Ara toplam',
    tax: (percent) => `Vergi %${percent}`,
    total: 'Toplam',
    planLine: (plan, months) => `${plan} planı, ${months} ay`,
    bonusLine: (months) => `${months} ay hediye`,
    thanks: 'Ödemeniz için teşekkür ederiz.',
  },
  sandboxPayment: {
    title: 'Test ödemesi',
    note: 'Bir test ödeme sayfası: gerçek para aktarılmaz.',
    order: 'Sipariş',
    description: 'Açıklama',
    amount: 'Tutar',
    method: 'Yöntem',
    paidOn: (at) => `Bu sipariş ${at} tarihinde ödendi.`,
    expiredOn: (at) => `Bu ödemenin süresi ${at} tarihinde doldu: burada artık hiçbir şey ödenemez.`,
    pay: 'Öde',
    fail: 'Başarısız yap',
  },
  templates: {
    copyName: (name) => `${name} (kopya)`,
    signerRole: (position) => `İmzacı ${position}`,
  },
};
