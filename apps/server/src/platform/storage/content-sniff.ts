/** The first bytes each accepted type starts with, so a renamed file is refused. */
export const SIGNATURES = {
  'image/jpeg': (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/webp': (b: Uint8Array) =>
    Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP',
  // "%PDF-" (a PDF may carry a few bytes before it; writers we accept start with it).
  'application/pdf': (b: Uint8Array) => Buffer.from(b.subarray(0, 5)).toString('latin1') === '%PDF-',
} as const;

export type SniffedType = keyof typeof SIGNATURES;

/** The type the bytes really are, among `types`, or null. */
export function sniffContentType<T extends SniffedType>(bytes: Uint8Array, types: readonly T[]): T | null {
  if (bytes.length < 12) return null;
  return types.find((type) => SIGNATURES[type](bytes)) ?? null;
}
