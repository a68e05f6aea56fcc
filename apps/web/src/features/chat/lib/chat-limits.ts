/** Images the chat image calls accept (the upload route refuses more than this). */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Whether a typed text fits the platform's limit (counted as the platform counts: characters). */
export function textLength(text: string): number {
  return [...text].length;
}
