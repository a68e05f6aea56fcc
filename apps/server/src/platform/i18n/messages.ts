import {
  type ErrorCode,
  itemFailureMessages,
  listingRuleMessages,
  validationMessages,
} from '@booster/contracts';
import type { PackageGate } from '@booster/domain';

/** `<prefix>.<key>` for every key of a catalogue shared with the web (`@booster/contracts` i18n/). */
function sharedTexts<P extends string, T extends Record<string, string>>(prefix: P, texts: T) {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text])) as {
    [K in keyof T as `${P}.${K & string}`]: T[K];
  };
}

/**
 * Server-side texts, keyed like the web's i18next resources (`errors.<CODE>`, `validation.<key>`).
 * `id` is the source language with the spec's texts verbatim; `en` is the fallback.
 * Placeholders use i18next's `{{name}}` syntax so the web can share the strings.
 */
const id = {
  ...sharedTexts('validation', validationMessages.id),
  ...sharedTexts('listing', listingRuleMessages.id),
  ...sharedTexts('itemFailure', itemFailureMessages.id),
  'errors.VALIDATION_FAILED': 'Data yang dikirim tidak valid',
  'errors.UNAUTHENTICATED': 'Silakan login terlebih dahulu',
  'errors.TOKEN_EXPIRED': 'Sesi anda telah berakhir, silakan login kembali',
  'errors.INVALID_CREDENTIALS': 'Email atau password salah',
  'errors.NOT_ADMIN': 'Akun ini bukan akun admin',
  'errors.EMAIL_TAKEN': 'Email sudah terdaftar',
  'errors.EMAIL_NOT_FOUND': 'Email tidak terdaftar',
  'errors.INVALID_LINK': 'Link tidak valid atau sudah kedaluwarsa',
  'errors.REFRESH_TOKEN_INVALID': 'Sesi tidak valid, silakan login kembali',
  'errors.REFRESH_TOKEN_REUSED':
    'Demi keamanan, semua sesi pada perangkat ini dihentikan. Silakan login kembali',
  'errors.FORBIDDEN': 'Anda tidak memiliki akses ke halaman ini',
  'errors.FEATURE_NOT_ALLOWED': 'Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini',
  'errors.FEATURE_BLOCKED': 'Upgrade akun anda agar dapat mengakses fitur {{feature}}!',
  'errors.OWNER_ONLY': 'Fitur ini hanya untuk pemilik akun',
  'errors.NOT_FOUND': 'Data tidak ditemukan',
  'errors.RATE_LIMITED': 'Terlalu banyak percobaan. Silakan coba lagi dalam {{seconds}} detik',
  'errors.PAYLOAD_TOO_LARGE': 'Data yang dikirim terlalu besar',
  'errors.HEADERS_TOO_LARGE': 'Header permintaan terlalu besar',
  'errors.REQUEST_TIMEOUT': 'Permintaan terlalu lama, silakan coba lagi',
  'errors.INTERNAL': 'Terjadi Kesalahan',
  'errors.BAD_REQUEST': 'Permintaan tidak valid',
  'errors.EMAIL_NOT_VERIFIED': 'Silakan verifikasi email anda terlebih dahulu',
  'errors.USE_ADMIN_LOGIN': 'Akun admin harus login melalui halaman /login/admin',
  'errors.ROLE_IN_USE':
    'Role ini masih dipakai oleh {{count}} admin. Pindahkan admin tersebut ke role lain sebelum menghapus role',
  'errors.SERVICE_UNAVAILABLE': 'Layanan sedang tidak tersedia, coba lagi nanti',
  'errors.LIMIT_REACHED': 'Akun {{marketplace}} mencapai Limit!',
  'errors.chatLimitReached': 'Akun chat mencapai Limit!',
  'errors.tokopediaChatLimit': 'limit account tokopedia is reached',
  'errors.SHOP_TAKEN': 'Toko ini sudah dihubungkan oleh akun lain',
  'errors.CHAT_TAKEN': 'Gagal menghubungkan akun',
  'errors.TOKOPEDIA_TAKEN': 'Akun Tokopedia ini sudah pernah dihubungkan',
  'errors.TOKOPEDIA_ACCESS':
    'Akses Bermasalah. Jadikan Booster aplikasi utama di seller centre dan berikan akses penuh',
  'errors.SHOP_MISMATCH': 'Toko tidak sesuai! Silakan login ke toko yang sama',
  'errors.SHOP_DISCONNECTED': 'Toko Anda Perlu Diintegrasi Ulang!',
  'errors.INVALID_STATE': 'Permintaan otorisasi tidak valid atau sudah kedaluwarsa, silakan ulangi',
  'errors.MARKETPLACE_AUTH_FAILED': 'Terjadi masalah saat menghubungkan {{marketplace}}',
  'errors.MARKETPLACE_UNAVAILABLE': '{{marketplace}} sedang tidak dapat dihubungi, coba lagi nanti',
  'errors.UNSUPPORTED_MARKETPLACE': 'Marketplace ini belum didukung untuk fitur tersebut',
  'errors.REQUEST_ALREADY_CONFIRMED': 'Permintaan ini sudah dikonfirmasi',
  'errors.WEBHOOK_SIGNATURE_INVALID': 'Tanda tangan webhook tidak valid',
  'billing.invoiceNotPayable': 'Tagihan ini sudah dibayar atau kedaluwarsa, buat tagihan baru',
  'errors.DOWNGRADE_OVER_LIMIT':
    'Integrasi yang dipilih melebihi batas paket free: maksimal 1 toko per marketplace dan tanpa akun chat',
  'errors.FACEBOOK_TAKEN': 'Facebook sudah dihubungkan oleh akun {{email}}',
  'errors.FACEBOOK_NOT_FOUND': 'Akun tidak ditemukan',
  'errors.FACEBOOK_MISMATCH': 'Akun tidak sesuai!',
  'errors.FACEBOOK_LIMIT_REACHED': 'Akun Facebook mencapai Limit!',
  'errors.facebookPagesLimit': 'Halaman Facebook mencapai Limit!',
  'errors.FACEBOOK_AUTH_FAILED': 'Terjadi masalah saat menghubungkan Facebook, coba lagi',
  'errors.routeNotFound': 'Alamat API tidak ditemukan',

  'products.platformRejected': '{{marketplace}} menolak produk: {{reason}}',
  'orders.platformRefused': '{{marketplace}} menolak pesanan: {{reason}}',
  'orders.notReadyToShip': 'Pesanan tidak dalam status siap dikirim',
  'orders.labelUnreadable': 'Label dari marketplace tidak dapat dibaca',
  'orders.pickingList.title': 'Daftar Ambil Barang',
  'orders.pickingList.byOrder': 'Per Pesanan',
  'orders.pickingList.bySku': 'Per SKU',
  'orders.pickingList.orderNumber': 'No. Pesanan',
  'orders.pickingList.sku': 'SKU',
  'orders.pickingList.product': 'Produk',
  'orders.pickingList.items': 'Barang',
  'orders.pickingList.quantity': 'Jumlah',
  'orders.pickingList.total': 'Total: {{orders}} pesanan, {{items}} barang',
  'orders.pickingList.shipping': 'Ongkir {{fee, rupiah}}',
  'products.imageNotUploaded': 'Unggah foto ke Booster terlebih dahulu',
  'products.imageTooLarge': 'Ukuran foto maksimal 2 MB',
  'products.imageInvalid': 'File harus berupa foto JPG, PNG atau WEBP',
  'messages.masterProductDeleted': 'Produk master berhasil dihapus',
  'messages.listingUnlinked': 'Produk berhasil dilepas dari SKU master',
  'messages.pushSubscribed': 'Notifikasi push diaktifkan di browser ini',
  'messages.pushUnsubscribed': 'Notifikasi push dimatikan di browser ini',
  'orders.alert.newTitle': 'Pesanan Baru',
  'orders.alert.newDescription': 'Pesanan {{number}} dari {{buyer}} masuk di {{shop}}',
  'orders.alert.readyDescription': 'Pesanan {{number}} dari {{buyer}} di {{shop}} menunggu dikirim',
  'orders.alert.cancelRequestTitle': 'Permintaan Pembatalan',
  'orders.alert.cancelRequestDescription':
    '{{buyer}} meminta pembatalan pesanan {{number}} di {{shop}}, segera tanggapi',
  'orders.alert.cancelledTitle': 'Pesanan Dibatalkan',
  'orders.alert.cancelledDescription': 'Pesanan {{number}} dari {{buyer}} di {{shop}} dibatalkan',
  'orders.alert.returnedTitle': 'Pesanan Dikembalikan',
  'orders.alert.returnedDescription': 'Pesanan {{number}} dari {{buyer}} di {{shop}} dikembalikan',
  'chat.alert.newTitle': 'Ada pesan baru',
  'chat.alert.newDescription': '{{buyer}} di {{shop}}: {{preview}}',
  'chat.textTooLong': 'Pesan terlalu panjang, maksimal {{max}} karakter untuk {{marketplace}}',
  'chat.imageTooLarge': 'Ukuran gambar maksimal {{max}} MB untuk {{marketplace}}',
  'chat.imageInvalid': 'File bukan gambar {{types}}',
  'chat.imageType': '{{marketplace}} hanya menerima gambar {{types}}',
  'chat.cannotSend': 'Percakapan ini tidak bisa dibalas lagi dari {{marketplace}}',
  'chat.productNotInShop': 'Produk tidak ditemukan di toko ini',
  'chat.orderNotInShop': 'Pesanan tidak ditemukan di toko ini',
  'features.masterProduct': 'Master Produk',
  'features.cloneShop': 'Clone Toko',
  'features.manageAdmin': 'Kelola Admin',

  'messages.registered': 'Registrasi berhasil. Silakan cek email anda untuk memverifikasi akun',
  'messages.emailVerified': 'Email berhasil diverifikasi',
  'messages.emailAlreadyVerified': 'Email anda sudah terverifikasi',
  'messages.verificationSent': 'Link verifikasi telah dikirim ke email anda',
  'messages.resetRequested': 'Jika email terdaftar, link untuk mengatur ulang password telah dikirim',
  'messages.passwordReset': 'Password berhasil diubah, silakan login',
  'messages.loggedOut': 'Berhasil logout',
  'messages.unsubscribed': 'Anda tidak akan menerima email promosi dari Booster lagi',
  'messages.roleDeleted': 'Role berhasil dihapus',
  'messages.subMemberRemoved': 'Admin berhasil dihapus',
  'messages.shopDeleted': 'Toko berhasil dihapus',
  'messages.tokopediaRequested': 'Request Sukses! Akun tokopedia anda sedang dalam proses untuk dihubungkan.',
  'messages.shopConnected': 'Toko berhasil dihubungkan',
  'messages.importQueued': 'Import produk sedang diproses, sinkronisasi memerlukan beberapa menit',
  'messages.importRunning': 'Import produk sedang berjalan',
  'messages.importDone': 'Import produk selesai',
  'messages.importFailed': 'Import produk gagal, coba lagi',
  'messages.downgraded': 'Paket anda sekarang free',
  'messages.facebookDeleted': 'Akun Facebook berhasil dihapus',
  'messages.facebookPagesSaved': 'Halaman Facebook berhasil disimpan',
  'messages.chatTemplateDeleted': 'Template berhasil dihapus',
  'chatAutomation.defaultGreeting':
    'Halo {nama_pembeli}, terima kasih sudah menghubungi {nama_toko}! Ada yang bisa kami bantu?',
  'chatAutomation.defaultAway':
    'Halo {nama_pembeli}, terima kasih atas pesannya. Saat ini kami di luar jam operasional dan akan membalas secepatnya di jam kerja.',
  'chatAutomation.defaultUnpaid':
    'Halo {nama_pembeli}, pesanan {nomor_pesanan} sebesar {total_pesanan} belum dibayar. Segera selesaikan pembayaran agar pesanan bisa kami kirim ya.',
  'chatAutomation.defaultFollowUp':
    'Halo {nama_pembeli}, apakah masih ada yang ingin ditanyakan? Stok terbatas, yuk diorder sekarang di {nama_toko}.',
  'chatAutomation.defaultShipped':
    'Halo {nama_pembeli}, pesanan {nomor_pesanan} sudah dikirim dengan {kurir}, nomor resi {nomor_resi}. Terima kasih!',

  'mail.footer': 'Tidak ingin menerima email dari Booster? Berhenti berlangganan: {{link}}',
  'mail.verifyEmail.subject': 'Verifikasi email akun Booster anda',
  'mail.verifyEmail.text':
    'Halo {{name}},\n\nTerima kasih telah mendaftar di Booster. Klik link berikut untuk memverifikasi email anda (berlaku 24 jam):\n{{link}}',
  'mail.resetPassword.subject': 'Atur ulang password Booster',
  'mail.resetPassword.text':
    'Halo {{name}},\n\nKami menerima permintaan untuk mengatur ulang password akun anda. Klik link berikut (berlaku 1 jam):\n{{link}}\n\nAbaikan email ini jika anda tidak memintanya.',
  'mail.invitation.subject': 'Undangan menjadi admin di Booster',
  'mail.invitation.text':
    'Halo {{name}},\n\n{{owner}} mengundang anda menjadi admin dengan role {{role}} di Booster. Klik link berikut untuk membuat password anda (berlaku 7 hari):\n{{link}}',
} as const satisfies Record<`errors.${ErrorCode}` | `features.${PackageGate['feature']}`, string> &
  Record<string, string>;

export type MessageKey = keyof typeof id;

const en: Record<MessageKey, string> = {
  ...sharedTexts('validation', validationMessages.en),
  ...sharedTexts('listing', listingRuleMessages.en),
  ...sharedTexts('itemFailure', itemFailureMessages.en),
  'errors.VALIDATION_FAILED': 'The submitted data is not valid',
  'errors.UNAUTHENTICATED': 'Please log in first',
  'errors.TOKEN_EXPIRED': 'Your session has ended, please log in again',
  'errors.INVALID_CREDENTIALS': 'Wrong e-mail or password',
  'errors.NOT_ADMIN': 'This account is not an admin account',
  'errors.EMAIL_TAKEN': 'This e-mail is already registered',
  'errors.EMAIL_NOT_FOUND': 'This e-mail is not registered',
  'errors.INVALID_LINK': 'The link is invalid or has expired',
  'errors.REFRESH_TOKEN_INVALID': 'Invalid session, please log in again',
  'errors.REFRESH_TOKEN_REUSED':
    'For your security every session on this device was ended. Please log in again',
  'errors.FORBIDDEN': 'You have no access to this page',
  'errors.FEATURE_NOT_ALLOWED': 'Sorry, you are not allowed to access this feature',
  'errors.FEATURE_BLOCKED': 'Upgrade your account to access the {{feature}} feature!',
  'errors.OWNER_ONLY': 'Only the account owner can use this feature',
  'errors.NOT_FOUND': 'Not found',
  'errors.RATE_LIMITED': 'Too many attempts. Please try again in {{seconds}} seconds',
  'errors.PAYLOAD_TOO_LARGE': 'The submitted data is too large',
  'errors.HEADERS_TOO_LARGE': 'The request headers are too large',
  'errors.REQUEST_TIMEOUT': 'The request took too long, please try again',
  'errors.INTERNAL': 'Something went wrong',
  'errors.BAD_REQUEST': 'Bad request',
  'errors.EMAIL_NOT_VERIFIED': 'Please verify your e-mail first',
  'errors.USE_ADMIN_LOGIN': 'Admin accounts log in at /login/admin',
  'errors.ROLE_IN_USE':
    'This role is still used by {{count}} admin(s). Move them to another role before deleting it',
  'errors.SERVICE_UNAVAILABLE': 'The service is unavailable, please try again later',
  'errors.LIMIT_REACHED': 'The {{marketplace}} account limit is reached!',
  'errors.chatLimitReached': 'The chat account limit is reached!',
  'errors.tokopediaChatLimit': 'limit account tokopedia is reached',
  'errors.SHOP_TAKEN': 'This shop is already connected to another account',
  'errors.CHAT_TAKEN': 'Could not connect the account',
  'errors.TOKOPEDIA_TAKEN': 'This Tokopedia account was already connected',
  'errors.TOKOPEDIA_ACCESS':
    'Access problem. Make Booster the main app in the seller centre and grant full access',
  'errors.SHOP_MISMATCH': 'Wrong shop! Please log in to the same shop',
  'errors.SHOP_DISCONNECTED': 'Your shop needs to be integrated again!',
  'errors.INVALID_STATE': 'The authorization request is invalid or has expired, please try again',
  'errors.MARKETPLACE_AUTH_FAILED': 'Something went wrong while connecting {{marketplace}}',
  'errors.MARKETPLACE_UNAVAILABLE': '{{marketplace}} cannot be reached right now, try again later',
  'errors.UNSUPPORTED_MARKETPLACE': 'This marketplace does not support that feature yet',
  'errors.REQUEST_ALREADY_CONFIRMED': 'This request was already confirmed',
  'errors.WEBHOOK_SIGNATURE_INVALID': 'Invalid webhook signature',
  'billing.invoiceNotPayable': 'This invoice is already paid or has expired, create a new one',
  'errors.DOWNGRADE_OVER_LIMIT':
    'The chosen integrations exceed the free package: at most 1 shop per marketplace and no chat account',
  'errors.FACEBOOK_TAKEN': 'Facebook is already connected by the account {{email}}',
  'errors.FACEBOOK_NOT_FOUND': 'Account not found',
  'errors.FACEBOOK_MISMATCH': 'Wrong account!',
  'errors.FACEBOOK_LIMIT_REACHED': 'The Facebook account limit is reached!',
  'errors.facebookPagesLimit': 'The Facebook page limit is reached!',
  'errors.FACEBOOK_AUTH_FAILED': 'Something went wrong while connecting Facebook, try again',
  'errors.routeNotFound': 'API path not found',

  'products.platformRejected': '{{marketplace}} rejected the product: {{reason}}',
  'orders.platformRefused': '{{marketplace}} refused the order: {{reason}}',
  'orders.notReadyToShip': 'The order is not ready to ship',
  'orders.labelUnreadable': 'The label from the marketplace could not be read',
  'orders.pickingList.title': 'Picking List',
  'orders.pickingList.byOrder': 'By Order',
  'orders.pickingList.bySku': 'By SKU',
  'orders.pickingList.orderNumber': 'Order No.',
  'orders.pickingList.sku': 'SKU',
  'orders.pickingList.product': 'Product',
  'orders.pickingList.items': 'Items',
  'orders.pickingList.quantity': 'Qty',
  'orders.pickingList.total': 'Total: {{orders}} orders, {{items}} items',
  'orders.pickingList.shipping': 'Shipping {{fee, rupiah}}',
  'products.imageNotUploaded': 'Upload the photo to Booster first',
  'products.imageTooLarge': 'A photo may be at most 2 MB',
  'products.imageInvalid': 'The file must be a JPG, PNG or WEBP photo',
  'messages.masterProductDeleted': 'Master product deleted',
  'messages.listingUnlinked': 'The product is no longer linked to the master SKU',
  'messages.pushSubscribed': 'Push notifications are on in this browser',
  'messages.pushUnsubscribed': 'Push notifications are off in this browser',
  'orders.alert.newTitle': 'New Order',
  'orders.alert.newDescription': 'Order {{number}} from {{buyer}} arrived at {{shop}}',
  'orders.alert.readyDescription': 'Order {{number}} from {{buyer}} at {{shop}} is waiting to be shipped',
  'orders.alert.cancelRequestTitle': 'Cancellation Request',
  'orders.alert.cancelRequestDescription':
    '{{buyer}} asks to cancel order {{number}} at {{shop}}, please respond',
  'orders.alert.cancelledTitle': 'Order Cancelled',
  'orders.alert.cancelledDescription': 'Order {{number}} from {{buyer}} at {{shop}} was cancelled',
  'orders.alert.returnedTitle': 'Order Returned',
  'orders.alert.returnedDescription': 'Order {{number}} from {{buyer}} at {{shop}} was returned',
  'chat.alert.newTitle': 'New message',
  'chat.alert.newDescription': '{{buyer}} at {{shop}}: {{preview}}',
  'chat.textTooLong': 'The message is too long: at most {{max}} characters on {{marketplace}}',
  'chat.imageTooLarge': 'An image may be at most {{max}} MB on {{marketplace}}',
  'chat.imageInvalid': 'The file is not a {{types}} image',
  'chat.imageType': '{{marketplace}} only takes {{types}} images',
  'chat.cannotSend': '{{marketplace}} no longer lets you reply in this conversation',
  'chat.productNotInShop': 'The product is not in this shop',
  'chat.orderNotInShop': 'The order is not in this shop',
  'features.masterProduct': 'Master Product',
  'features.cloneShop': 'Clone Shop',
  'features.manageAdmin': 'Manage Admins',

  'messages.registered': 'Registration succeeded. Check your e-mail to verify your account',
  'messages.emailVerified': 'E-mail verified',
  'messages.emailAlreadyVerified': 'Your e-mail is already verified',
  'messages.verificationSent': 'A verification link was sent to your e-mail',
  'messages.resetRequested': 'If the e-mail is registered, a password reset link was sent',
  'messages.passwordReset': 'Password changed, please log in',
  'messages.loggedOut': 'Logged out',
  'messages.unsubscribed': 'You will no longer receive promotional e-mail from Booster',
  'messages.roleDeleted': 'Role deleted',
  'messages.subMemberRemoved': 'Admin removed',
  'messages.shopDeleted': 'Shop deleted',
  'messages.tokopediaRequested': 'Request sent! Your Tokopedia account is being connected.',
  'messages.shopConnected': 'Shop connected',
  'messages.importQueued': 'The product import is queued; syncing takes a few minutes',
  'messages.importRunning': 'The product import is running',
  'messages.importDone': 'The product import is done',
  'messages.importFailed': 'The product import failed, try again',
  'messages.downgraded': 'Your package is now free',
  'messages.facebookDeleted': 'Facebook account deleted',
  'messages.chatTemplateDeleted': 'Template deleted',
  'chatAutomation.defaultGreeting':
    'Hi {nama_pembeli}, thank you for contacting {nama_toko}! How can we help?',
  'chatAutomation.defaultAway':
    'Hi {nama_pembeli}, thank you for your message. We are outside our working hours and will reply as soon as we are back.',
  'chatAutomation.defaultUnpaid':
    'Hi {nama_pembeli}, order {nomor_pesanan} of {total_pesanan} is not paid yet. Please complete the payment so we can ship it.',
  'chatAutomation.defaultFollowUp':
    'Hi {nama_pembeli}, anything else you would like to know? Stock is limited, order now at {nama_toko}.',
  'chatAutomation.defaultShipped':
    'Hi {nama_pembeli}, order {nomor_pesanan} has been shipped with {kurir}, tracking number {nomor_resi}. Thank you!',
  'messages.facebookPagesSaved': 'Facebook pages saved',

  'mail.footer': 'Do not want e-mail from Booster? Unsubscribe: {{link}}',
  'mail.verifyEmail.subject': 'Verify the e-mail of your Booster account',
  'mail.verifyEmail.text':
    'Hello {{name}},\n\nThank you for registering at Booster. Open this link to verify your e-mail (valid for 24 hours):\n{{link}}',
  'mail.resetPassword.subject': 'Reset your Booster password',
  'mail.resetPassword.text':
    'Hello {{name}},\n\nWe received a request to reset your password. Open this link (valid for 1 hour):\n{{link}}\n\nIgnore this e-mail if you did not ask for it.',
  'mail.invitation.subject': 'Invitation to be an admin at Booster',
  'mail.invitation.text':
    'Hello {{name}},\n\n{{owner}} invites you to be an admin with the role {{role}} at Booster. Open this link to create your password (valid for 7 days):\n{{link}}',
};

/** Keys whose text is the same in both languages on purpose (the web matches the spec's text). */
export const SAME_IN_BOTH_LOCALES: readonly MessageKey[] = [
  'errors.tokopediaChatLimit',
  'orders.pickingList.sku',
  // The spec writes the re-integration reason in English in both interfaces.
  'itemFailure.invalidAccessToken',
];

export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const messages: Record<Locale, Record<MessageKey, string>> = { id, en };
