import { type Marketplace, marketplaceLabel } from '@booster/domain';

const locale = (language: string) => (language === 'en' ? 'en-US' : 'id-ID');

export const formatCount = (value: number, language: string) => value.toLocaleString(locale(language));

/** YYYY-MM-DD (a snapshot's UTC day) as DD/MM/YYYY. */
export const formatDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The keyword a product is sent to keyword analysis with: the first three words of its name, which the
 * analysis page shows in its form to refine.
 */
export function keywordOf(name: string): string {
  return name
    .toLocaleLowerCase('id')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');
}

export const marketplaceName = (m: Marketplace) => marketplaceLabel(m);
