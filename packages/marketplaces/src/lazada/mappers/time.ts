/** Lazada writes times as "2024-03-01 10:15:00 +0700"; Date.parse does not take that form. */
export function parseLazadaTime(value: string | number | undefined): Date {
  if (value === undefined || value === '') return new Date(0);
  if (typeof value === 'number' || /^\d+$/.test(value)) return new Date(Number(value));
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})\s*([+-]\d{2}):?(\d{2})$/.exec(value.trim());
  return new Date(m ? `${m[1]}T${m[2]}${m[3]}:${m[4]}` : value);
}

/** Campaign times ("2022-09-02 12:00:00") carry no offset: they are the site's, Jakarta for Lazada Indonesia. */
export function parseLazadaSiteTime(value: string): Date {
  return parseLazadaTime(/[+-]\d{2}:?\d{2}$/.test(value.trim()) ? value : `${value.trim()} +0700`);
}
