/** Keeps the digits of what was typed or pasted: quantities are whole, non-negative numbers. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** The quantity a digits-only field holds, or null when it is empty. */
export function parseQuantity(value: string): number | null {
  const digits = digitsOnly(value);
  return digits === '' ? null : Number.parseInt(digits, 10);
}
