/** External addresses the shell links to; overridable at build time. */
export const externalLinks = {
  helpCenter: import.meta.env.VITE_HELP_CENTER_URL ?? 'https://help.booster.id',
  affiliate: import.meta.env.VITE_AFFILIATE_URL ?? '/affiliate',
  /** The "Butuh bantuan?" widget opens a WhatsApp chat with support. */
  supportChat: import.meta.env.VITE_SUPPORT_CHAT_URL ?? 'https://wa.me/6281234567890',
} as const;
