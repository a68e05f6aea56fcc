/**
 * How Tokopedia and Lazada show a sold count on a search card: rounded text, never the number.
 * The exact steps are not documented [?]; these follow what their cards show ("8 terjual",
 * "250+ terjual", "1 rb+ terjual"; "1.2K Terjual"), so an estimate from them is coarse, as it is live.
 */
export function tokopediaSoldLabel(sold: number): string {
  if (sold <= 0) return '';
  if (sold < 100) return `${sold} terjual`;
  if (sold < 1000) return `${Math.floor(sold / 50) * 50}+ terjual`;
  if (sold < 10_000) return `${Math.floor(sold / 1000)} rb+ terjual`;
  return `${Math.floor(sold / 10_000) * 10} rb+ terjual`;
}

export function lazadaSoldLabel(sold: number): string {
  if (sold < 1000) return `${sold} Terjual`;
  const thousands = Math.floor(sold / 100) / 10;
  return `${thousands.toFixed(1).replace(/\.0$/, '')}K Terjual`;
}
