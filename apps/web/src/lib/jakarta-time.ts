/** Jakarta keeps UTC+7 all year (no daylight saving). */
const OFFSET_MS = 7 * 3_600_000;

/** An ISO instant as the picker's Jakarta wall time "YYYY-MM-DD HH:mm:ss", or null. */
export function toJakartaInput(iso: string | null): string | null {
  if (!iso) return null;
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The picker's Jakarta wall time back to an ISO instant with its offset, or null. */
export function fromJakartaInput(value: string | null): string | null {
  if (!value) return null;
  const [day, time = '00:00:00'] = value.split(' ');
  return `${day}T${time.length === 5 ? `${time}:00` : time}+07:00`;
}
