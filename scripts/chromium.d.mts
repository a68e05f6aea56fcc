export const CHROMIUM_PATH: string;
export function ensureChromium(): void;
