const JAKARTA_OFFSET_MS = 7 * 3600_000; // Asia/Jakarta keeps UTC+7 all year
const DAY_MS = 86_400_000;

let day = '';
let dayEndsAt = 0;

/** Today's date in Asia/Jakarta (`2026-11-24`), recomputed only when the day turns. */
export function jakartaToday(now = Date.now()): string {
  if (now >= dayEndsAt || now < dayEndsAt - DAY_MS) {
    const local = now + JAKARTA_OFFSET_MS;
    day = new Date(local).toISOString().slice(0, 10);
    dayEndsAt = local - (local % DAY_MS) + DAY_MS - JAKARTA_OFFSET_MS;
  }
  return day;
}
