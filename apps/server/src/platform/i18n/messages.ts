import type { ErrorCode } from '@booster/contracts';
import type { PackageGate } from '@booster/domain';

/**
 * Server-side texts, keyed like the web's i18next resources (`errors.<CODE>`, `validation.<key>`).
 * `id` is the source language with the spec's texts verbatim; `en` is the fallback.
 * Placeholders use i18next's `{{name}}` syntax so the web can share the strings.
 */
const id = {
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
  'errors.INTERNAL': 'Terjadi Kesalahan',
  'errors.BAD_REQUEST': 'Permintaan tidak valid',
  'errors.EMAIL_NOT_VERIFIED': 'Silakan verifikasi email anda terlebih dahulu',
  'errors.USE_ADMIN_LOGIN': 'Akun admin harus login melalui halaman /login/admin',
  'errors.ROLE_IN_USE':
    'Role ini masih dipakai oleh {{count}} admin. Pindahkan admin tersebut ke role lain sebelum menghapus role',
  'errors.SERVICE_UNAVAILABLE': 'Layanan sedang tidak tersedia, coba lagi nanti',
  'errors.routeNotFound': 'Alamat API tidak ditemukan',

  'validation.invalid': 'Isian tidak valid',
  'validation.emailRequired': 'Email wajib diisi',
  'validation.emailInvalid': 'Format email tidak valid',
  'validation.passwordRequired': 'Password wajib diisi',
  'validation.passwordTooShort': 'Password minimal 8 karakter',
  'validation.passwordTooLong': 'Password maksimal 200 karakter',
  'validation.nameRequired': 'Nama wajib diisi',
  'validation.nameTooLong': 'Nama maksimal 100 karakter',
  'validation.roleNameRequired': 'Nama role wajib diisi',
  'validation.roleNameTooLong': 'Nama role maksimal 60 karakter',
  'validation.roleNameTaken': 'Nama role sudah dipakai',
  'validation.roleRequired': 'Role wajib dipilih',
  'validation.roleNotFound': 'Role tidak ditemukan',
  'validation.idInvalid': 'ID tidak valid',
  'validation.tokenRequired': 'Token wajib diisi',

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
  'errors.INTERNAL': 'Something went wrong',
  'errors.BAD_REQUEST': 'Bad request',
  'errors.EMAIL_NOT_VERIFIED': 'Please verify your e-mail first',
  'errors.USE_ADMIN_LOGIN': 'Admin accounts log in at /login/admin',
  'errors.ROLE_IN_USE':
    'This role is still used by {{count}} admin(s). Move them to another role before deleting it',
  'errors.SERVICE_UNAVAILABLE': 'The service is unavailable, please try again later',
  'errors.routeNotFound': 'API path not found',

  'validation.invalid': 'Invalid value',
  'validation.emailRequired': 'E-mail is required',
  'validation.emailInvalid': 'Invalid e-mail format',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooShort': 'Password must be at least 8 characters',
  'validation.passwordTooLong': 'Password must be at most 200 characters',
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'Name must be at most 100 characters',
  'validation.roleNameRequired': 'Role name is required',
  'validation.roleNameTooLong': 'Role name must be at most 60 characters',
  'validation.roleNameTaken': 'This role name is already used',
  'validation.roleRequired': 'Choose a role',
  'validation.roleNotFound': 'Role not found',
  'validation.idInvalid': 'Invalid ID',
  'validation.tokenRequired': 'Token is required',

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

export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const messages: Record<Locale, Record<MessageKey, string>> = { id, en };
