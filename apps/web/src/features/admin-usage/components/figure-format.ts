/** `2026-11-24` as `24/11`, the day labels of the usage charts and tables. */
export const dm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** A count with Indonesian thousands separators. */
export const number = (n: number) => n.toLocaleString('id-ID');
