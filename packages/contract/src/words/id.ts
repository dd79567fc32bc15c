import { inDaysOrHours } from '../webhooks';
import { figureWriter, type Vocabulary, type Words } from './types';

// Indonesian puts no plural on a noun after a number ('1 hari', '30 hari'), so no counter is needed.
const figure = figureWriter('id');

/** What a signer whose signing stopped (cancelled, or rejected by another) is told at the end. */
const nothingMoreToDo =
  'Anda tidak perlu melakukan apa pun lagi; tautan Anda tidak dapat lagi dipakai untuk menandatangani.';

export const vocabulary: Vocabulary = {
  plans: { TRIAL: 'Uji coba gratis', STARTER: 'Pemula', PRO: 'Pro', ENTERPRISE: 'Perusahaan' },
  auditEvents: {
    'Document uploaded': 'Dokumen diunggah',
    'Fields saved': 'Kolom disimpan',
    'Sent for signing': 'Dikirim untuk ditandatangani',
    'E-mail sent': 'Email terkirim',
    'Link opened': 'Tautan dibuka',
    'Field completed': 'Kolom diisi',
    Submitted: 'Dikirim',
    'Agreed to sign electronically': 'Setuju menandatangani secara elektronik',
    Rejected: 'Ditolak',
    'Revision asked': 'Revisi diminta',
    Completed: 'Selesai',
    Sealed: 'Disegel',
    Downloaded: 'Diunduh',
    'Prepared again': 'Disiapkan ulang',
    'Sealing failed': 'Penyegelan gagal',
    'Reminder sent': 'Pengingat terkirim',
    'Automatic reminders changed': 'Pengingat otomatis diubah',
    'Signer corrected': 'Penanda tangan diperbaiki',
    'Links renewed': 'Tautan diperbarui',
    'Signing cancelled': 'Penandatanganan dibatalkan',
    'Signer added': 'Penanda tangan ditambahkan',
    'Signer removed': 'Penanda tangan dihapus',
    'Signer changed': 'Penanda tangan diubah',
    'PDF replaced': 'PDF diganti',
    'Made from a template': 'Dibuat dari templat',
    'E-mail address confirmed with a code': 'Alamat email dikonfirmasi dengan kode',
    'Signer proved who they are': 'Penanda tangan membuktikan identitasnya',
    'Wrong code typed by the signer': 'Kode salah diketik oleh penanda tangan',
  },
};

export const words: Words = {
  ...vocabulary,
  mail: {
    signerLink: {
      messageFrom: (owner) => `${owner} menulis:`,
      open: 'Buka dokumen',
      yoursAlone: 'Tautan ini khusus untuk Anda; jangan diteruskan kepada orang lain.',
    },
    invitation: {
      subject: (document) => `Mohon tanda tangani “${document}”`,
      intro: (owner, document) =>
        `${owner} meminta Anda menandatangani “${document}”. Buka tautan pribadi Anda untuk membaca dan menandatanganinya:`,
      worksFor: (days) => `Tautan berlaku selama ${days} hari.`,
    },
    reminder: {
      subject: (document) => `Pengingat: mohon tanda tangani “${document}”`,
      intro: (owner, document) => `${owner} masih menunggu tanda tangan Anda pada “${document}”.`,
      daysLeft: (days) =>
        days <= 1 ? 'Tautan Anda masih berlaku satu hari lagi.' : `Tautan Anda masih berlaku ${days} hari lagi.`,
    },
    renewedLink: {
      subject: (document) => `Waktu tambahan untuk menandatangani “${document}”`,
      intro: (owner, document) =>
        `${owner} memberi Anda waktu tambahan untuk menandatangani “${document}”. Tautan pribadi Anda aktif kembali:`,
      worksFor: (days) => `Tautan kini berlaku selama ${days} hari.`,
    },
    cancelled: {
      subject: (document) => `Penandatanganan “${document}” dibatalkan`,
      intro: (owner, document) => `${owner} membatalkan penandatanganan “${document}”.`,
      reason: (reason) => `Alasan: ${reason}`,
      after: nothingMoreToDo,
    },
    rejected: {
      subject: (document) => `“${document}” ditolak: penandatanganan dihentikan`,
      intro: (signer, document) => `${signer} menolak “${document}”, sehingga penandatanganan dihentikan.`,
      reason: (reason) => `Alasan: ${reason}`,
      after: nothingMoreToDo,
    },
    progress: {
      signedSubject: (signer, document) => `${signer} telah menandatangani “${document}”`,
      outcomeSubject: {
        Completed: (signer, document) => `${signer} telah menandatangani “${document}”: dokumen selesai`,
        Rejected: (signer, document) => `${signer} menolak “${document}”`,
        Revision: (signer, document) => `${signer} meminta revisi “${document}”`,
      },
      outcomeBody: {
        Completed: (signer) =>
          `Dengan tanda tangan ${signer}, semua pihak telah menandatangani dan dokumen selesai. Dokumen ada di Arsip Anda; PDF yang disegel menyusul dalam e-mail terpisah.`,
        Rejected: () =>
          'Penandatanganan dihentikan, dan penanda tangan lain yang sudah diundang telah diberi tahu. Dokumen ada di Arsip Anda.',
        Revision: () =>
          'Penandatanganan dihentikan. Di Arsip, pilih Siapkan ulang untuk mengubah dokumen lalu mengirimkannya lagi.',
      },
      reason: (signer) => `${signer} memberikan alasan berikut:`,
      open: 'Buka SignFlow',
    },
    sealed: {
      subject: (document) => `“${document}” telah ditandatangani: salinan untuk Anda`,
      attached: (document) =>
        `Semua pihak telah menandatangani “${document}”. PDF bersegel terlampir; halaman terakhirnya menerangkan siapa yang menandatangani, kapan, dan dari mana.`,
      linked: (document) =>
        `Semua pihak telah menandatangani “${document}”. PDF bersegel terlalu besar untuk dilampirkan: unduh di sini. Halaman terakhirnya menerangkan siapa yang menandatangani, kapan, dan dari mana.`,
      action: 'Unduh PDF bersegel',
    },
    webhookDisabled: {
      subject: (url) => `Endpoint webhook dinonaktifkan: ${url}`,
      body: ({ url, hours }) =>
        `Setiap pengiriman ke endpoint webhook Anda ${url} gagal selama ${inDaysOrHours(hours, { days: (n) => `${figure(n)} hari`, hours: (n) => `${figure(n)} jam` })}, sehingga SignFlow menonaktifkannya dan tidak lagi mengirim peristiwa ke sana.`,
      whatToDo: (seconds) =>
        `Pastikan endpoint aktif dan menjawab dengan status 2xx dalam ${seconds} detik, lalu aktifkan kembali di Integrasi, Webhook. Log pengirimannya menunjukkan jawabannya.`,
      action: 'Buka Integrasi',
    },
    bulkSendFinished: {
      subject: (template) => `Kirim massal dari “${template}” selesai`,
      made: ({ template, created, total, sent }) =>
        `Dokumen yang dibuat dari “${template}”: ${figure(created)} dari ${figure(total)}, ${sent ? 'masing-masing dikirim untuk ditandatangani' : 'masing-masing dibiarkan sebagai draf'}.`,
      failed: (failed) =>
        `Baris yang tidak dapat dibuat: ${figure(failed)}. Laporan kirim massal menyebutkan setiap baris beserta alasannya; tidak ada yang dibuat dari baris tersebut.`,
      action: 'Buka laporan',
    },
    sealFailed: {
      subject: (document) => `“${document}” tidak dapat disegel`,
      body: (document) =>
        `Semua pihak telah menandatangani “${document}”, tetapi PDF bersegelnya tidak dapat dibuat setelah beberapa kali percobaan, sehingga belum ada yang menerima salinannya. Tanda tangan tetap tersimpan.`,
      whatToDo:
        'Buka Arsip lalu tekan Coba segel lagi pada dokumen tersebut. Jika masih gagal, minta administrator SignFlow memeriksa log server.',
      action: 'Buka Arsip',
    },
    emailVerification: {
      subject: 'Verifikasi alamat email Anda',
      intro:
        'Selamat datang di SignFlow. Buka tautan ini untuk memastikan bahwa alamat email ini milik Anda; sebelum itu, Anda belum dapat mengirim dokumen untuk ditandatangani:',
      action: 'Verifikasi alamat email saya',
      expiry: (hours) => `Tautan ini berlaku selama ${hours} jam. Anda dapat meminta tautan baru dari SignFlow.`,
      ignore: 'Jika Anda tidak membuat akun SignFlow, abaikan email ini.',
    },
    passwordReset: {
      subject: 'Atur ulang kata sandi Anda',
      intro: 'Ada permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan ini untuk membuat kata sandi baru:',
      action: 'Buat kata sandi baru',
      expiry: (hours) => `Tautan ini hanya dapat dipakai sekali dan berlaku selama ${hours} jam.`,
      ignore: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.',
    },
    publicLinkCode: {
      subject: (document) => `Kode Anda untuk menandatangani “${document}”`,
      intro: (owner, document) =>
        `Anda meminta untuk menandatangani “${document}” dari ${owner}. Ketik kode ini di halaman untuk melanjutkan:`,
      code: (code) => code,
      expiry: (n) => `Kode ini hanya dapat dipakai sekali, selama ${n} menit.`,
      ignore: 'Jika Anda tidak memintanya, abaikan email ini: tidak ada yang ditandatangani tanpa kode.',
    },
    identityLinked: {
      subject: (provider) => `Masuk dengan ${provider} ditambahkan ke akun SignFlow Anda`,
      what: ({ provider, who, email, at, ip }) =>
        `Akun ${provider} ${who} ditautkan ke akun SignFlow Anda ${email} pada ${at} (UTC), dari alamat IP ${ip}. Akun itu kini dapat masuk ke akun Anda tanpa kata sandi Anda.`,
      notYou: (provider) =>
        `Jika ini bukan Anda, mungkin seseorang dapat mengakses kotak surat Anda atau akun ${provider} Anda: amankan keduanya, lalu atur ulang kata sandi SignFlow Anda, yang mengeluarkan semua perangkat dari akun Anda:`,
      action: 'Atur ulang kata sandi Anda',
    },
    passwordChanged: {
      subject: { changed: 'Kata sandi Anda telah diubah', set: 'Kata sandi telah dibuat untuk akun Anda' },
      what: {
        changed: (email, at) => `Kata sandi akun SignFlow ${email} diubah pada ${at} (UTC).`,
        set: (email, at) => `Kata sandi untuk akun SignFlow ${email} dibuat pada ${at} (UTC).`,
      },
      others: 'Semua perangkat lain yang masuk ke akun Anda telah dikeluarkan.',
      notYou: 'Jika ini bukan Anda, segera atur ulang kata sandi Anda:',
      action: 'Atur ulang kata sandi',
    },
    securityChanged: {
      subject: {
        twoFactorOn: 'Masuk dua langkah aktif',
        twoFactorOff: 'Masuk dua langkah dimatikan',
        passkeyAdded: 'Passkey ditambahkan ke akun Anda',
        recoveryCodeUsed: 'Kode pemulihan dipakai untuk masuk',
        apiKeyAdded: 'Kunci API dibuat untuk akun Anda',
      },
      what: {
        twoFactorOn: (email, at) =>
          `Masuk dua langkah diaktifkan untuk akun SignFlow Anda ${email} pada ${at} (UTC): setiap kali masuk kini juga meminta kode dari aplikasi autentikator Anda.`,
        twoFactorOff: (email, at) =>
          `Masuk dua langkah dimatikan untuk akun SignFlow Anda ${email} pada ${at} (UTC): kini kata sandi saja sudah cukup untuk masuk.`,
        recoveryCodeUsed: (email, at) =>
          `Kode pemulihan dipakai untuk masuk ke akun SignFlow Anda ${email} pada ${at} (UTC).`,
        passkeyAdded: (email, at) =>
          `Passkey ditambahkan ke akun SignFlow Anda ${email} pada ${at} (UTC): passkey ini masuk tanpa kata sandi.`,
        apiKeyAdded: (email, at) =>
          `Kunci API dibuat untuk akun SignFlow Anda ${email} pada ${at} (UTC): perangkat lunak yang memegangnya dapat bertindak untuk akun sampai dicabut di halaman Integrasi.`,
      },
      codesLeft: (count) => `Sisa kode pemulihan: ${count}.`,
      notYou: 'Jika ini bukan Anda, setel ulang kata sandi Anda sekarang:',
      action: 'Setel ulang kata sandi',
    },
    receipt: {
      subject: (billingNo) => `Pembayaran diterima: faktur ${billingNo}`,
      received: (amount, plan, months) =>
        `Terima kasih: kami telah menerima pembayaran Anda sebesar ${amount} untuk paket ${plan}, ${months} bulan.`,
      runsUntil: (plan, endDate) => `Paket ${plan} Anda kini berlaku hingga ${endDate}.`,
      attached: (fileName) => `Faktur terlampir (${fileName}). Faktur juga tersedia di halaman faktur:`,
      linked: 'Faktur beserta PDF-nya tersedia di halaman faktur:',
      action: 'Lihat faktur',
    },
    planReminder: {
      subject: (plan, daysLeft) => `Paket ${plan} Anda berakhir dalam ${daysLeft} hari`,
      ends: (plan, endDate, daysLeft) => `Paket ${plan} Anda berakhir pada ${endDate}, ${daysLeft} hari lagi.`,
      renew:
        'Perpanjang paket Anda, atau pilih paket lain, agar tetap dapat membuat alur, mengunggah dokumen, dan mengundang penanda tangan:',
      action: 'Pilih paket',
      afterwards:
        'Jika paket berakhir, dokumen Anda tetap dapat dibaca dan penanda tangan yang sudah diundang masih dapat menandatangani; hanya pekerjaan baru yang memerlukan paket.',
    },
  },
  certificate: {
    title: 'Sertifikat penyelesaian',
    intro:
      'Halaman ini mencatat siapa yang menandatangani dokumen ini, kapan, dan dari mana. Halaman ini disegel bersama dokumen.',
    document: 'Dokumen',
    documentId: 'ID dokumen',
    originalSha256: 'SHA-256 dokumen asli',
    pages: 'Halaman',
    sender: 'Dikirim oleh',
    completed: 'Selesai',
    parties: 'Penanda tangan',
    level: 'Tingkat',
    apiKey: 'kunci API',
    decision: 'Keputusan',
    signedAt: 'Ditandatangani pada',
    ipAddress: 'Alamat IP',
    events: 'Jejak audit',
    notSubmitted: 'belum dikirim',
    reason: 'Alasan',
    answersCleared: 'Jawaban yang dihapus',
    fieldsDropped: 'Kolom yang dibuang',
    fieldsRemoved: 'Kolom yang dihapus',
    consent: 'Persetujuan tanda tangan elektronik',
    verification: 'Pemeriksaan identitas',
    verificationMethods: { link: 'Hanya tautan', email_code: 'Kode email', access_code: 'Kode akses' },
    verificationPassedAt: 'lolos pada',
    decisions: { approved: 'Disetujui', rejected: 'Ditolak', revision: 'Revisi diminta' },
    seal: 'Segel',
    sealLevels: {
      'B-B':
        'PAdES B-B: ditandatangani dengan sertifikat server ini; waktunya adalah jam server ini, bukan cap waktu tepercaya',
      'B-T': 'PAdES B-T: ditandatangani dengan sertifikat server ini dan diberi cap waktu oleh otoritas cap waktu',
      'B-LT': 'PAdES B-LT: ditandatangani, diberi cap waktu, dengan data validasi tertanam',
      'B-LTA':
        'PAdES B-LTA: ditandatangani, diberi cap waktu, dengan data validasi tertanam dan cap waktu dokumen atas semuanya',
    },
  },
  invoice: {
    title: 'Faktur',
    invoiceNo: 'Nomor faktur',
    orderId: 'ID pesanan',
    billingDate: 'Tanggal tagihan',
    dueDate: 'Jatuh tempo',
    paidDate: 'Dibayar pada',
    paymentMethod: 'Metode pembayaran',
    status: 'Status',
    paid: 'Lunas',
    unpaid: 'Belum dibayar',
    seller: 'Penjual',
    billedTo: 'Ditagihkan kepada',
    description: 'Deskripsi',
    amount: 'Jumlah',
    subtotal: 'Subtotal',
    tax: (percent) => `Pajak ${percent}%`,
    total: 'Total',
    planLine: (plan, months) => `Paket ${plan}, ${months} bulan`,
    bonusLine: (months) => `Bonus ${months} bulan`,
    thanks: 'Terima kasih atas pembayaran Anda.',
  },
  sandboxPayment: {
    title: 'Pembayaran uji coba',
    note: 'Halaman pembayaran untuk pengujian: tidak ada uang yang berpindah.',
    order: 'Pesanan',
    description: 'Deskripsi',
    amount: 'Jumlah',
    method: 'Metode',
    paidOn: (at) => `Pesanan ini dibayar pada ${at}.`,
    expiredOn: (at) => `Pembayaran ini kedaluwarsa pada ${at}: tidak ada lagi yang dapat dibayar di sini.`,
    pay: 'Bayar',
    fail: 'Gagalkan',
  },
  templates: {
    copyName: (name) => `Salinan ${name}`,
    signerRole: (position) => `Penanda tangan ${position}`,
  },
};
