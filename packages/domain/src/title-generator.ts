import { LISTING_RULES } from './listing-rules.ts';
import type { Marketplace } from './packages.ts';

/**
 * The title generator of /panel/research/generate-title (issue 15): from the keywords a seller chose
 * (each with its demand from the keyword analysis), the product's description and category, titles
 * that fit each platform's name length (`LISTING_RULES`), best demand first.
 *
 * * No keyword stuffing: a word appears once in a title, whatever its case.
 * * Indonesian word order (hukum D-M): the thing sold comes first and what describes it follows, so a
 *   title starts with a keyword phrase (which the marketplaces' own searches write noun first) and
 *   every later keyword only adds its words that are not there yet, after the words already placed.
 * * A title that cannot reach the platform's minimum from the seller's own words is not offered.
 */
export type TitleKeyword = { phrase: string; demand: number };

export type TitleRequest = {
  description: string;
  category: string;
  keywords: readonly TitleKeyword[];
};

export type GeneratedTitle = {
  title: string;
  /** The chosen keywords whose every word the title holds, in the order of the request. */
  keywords: string[];
  /** Sum of the demand of `keywords`: what the titles are ordered by. */
  demand: number;
};

/** How many titles each platform gets at most. */
export const TITLES_PER_MARKETPLACE = 5;
/** The detailed variant adds the description's words up to this length (or the platform's maximum). */
const DETAIL_LENGTH = 100;

// Words that carry no search value in a title (conjunctions, prepositions, pronouns, fillers).
const STOPWORDS = new Set(
  (
    'dan yang untuk dengan di ke dari ini itu ada atau juga bisa kami kamu anda sangat lebih ' +
    'sudah akan pada dalam oleh karena agar supaya serta tidak bukan jadi saja hanya tapi tetapi ' +
    'adalah ialah yaitu seperti sehingga maka lagi pun nya kak gan sis silakan silahkan harap mohon ' +
    'the and for with of to a an in on is'
  ).split(' '),
);

type Word = { text: string; key: string };

/** Splits a phrase into words, dropping punctuation a title should not carry (keeps 30s, 10000mAh, SPF-50). */
function words(phrase: string): Word[] {
  return phrase
    .split(/[\s,.;:!?()[\]{}"'|/\\]+/)
    .map((w) => w.replace(/^[-&]+|[-&]+$/g, ''))
    .filter((w) => w.length > 0)
    .map((w) => ({ text: w, key: w.toLocaleLowerCase('id') }));
}

/** Title case for words typed in lower case; a word the seller wrote with capitals keeps them (BPOM, iPhone). */
function display(word: string): string {
  if (word !== word.toLocaleLowerCase('id')) return word;
  return word.charAt(0).toLocaleUpperCase('id') + word.slice(1);
}

/** The description's and category's words worth adding when the keywords alone are too short. */
function fillerWords(request: TitleRequest): Word[] {
  const firstSentence = request.description.split(/[.!?\n]/)[0] ?? '';
  return [...words(request.category), ...words(firstSentence), ...words(request.description)].filter(
    (w) => !STOPWORDS.has(w.key) && w.key.length > 1,
  );
}

class TitleBuilder {
  readonly parts: Word[] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly max: number) {}

  get length(): number {
    return this.parts.reduce((n, w, i) => n + w.text.length + (i > 0 ? 1 : 0), 0);
  }

  /** Adds the phrase's new words when they all fit; false (nothing added) when they would not. */
  addAll(phrase: readonly Word[]): boolean {
    const fresh = uniqueNew(phrase, this.seen);
    const extra = fresh.reduce((n, w) => n + w.text.length + 1, this.parts.length === 0 ? -1 : 0);
    if (this.length + extra > this.max) return false;
    for (const w of fresh) this.push(w);
    return true;
  }

  /** Adds one word when it is new and fits. */
  addWord(word: Word): void {
    if (this.seen.has(word.key)) return;
    if (this.length + word.text.length + (this.parts.length > 0 ? 1 : 0) > this.max) return;
    this.push(word);
  }

  holds(phrase: readonly Word[]): boolean {
    return phrase.every((w) => this.seen.has(w.key));
  }

  private push(word: Word) {
    this.seen.add(word.key);
    this.parts.push(word);
  }

  text(): string {
    return this.parts.map((w) => display(w.text)).join(' ');
  }
}

function uniqueNew(phrase: readonly Word[], seen: ReadonlySet<string>): Word[] {
  const local = new Set<string>();
  return phrase.filter((w) => {
    if (seen.has(w.key) || local.has(w.key)) return false;
    local.add(w.key);
    return true;
  });
}

/** Titles for one platform, best demand first, each within the platform's name length. */
export function generateTitles(marketplace: Marketplace, request: TitleRequest): GeneratedTitle[] {
  const { nameMin, nameMax } = LISTING_RULES[marketplace];
  const chosen = request.keywords
    .map((k, order) => ({ ...k, order, words: words(k.phrase) }))
    .filter((k) => k.words.length > 0);
  const byDemand = [...chosen].sort((a, b) => b.demand - a.demand || a.order - b.order);
  const filler = fillerWords(request);

  const titles = new Map<string, GeneratedTitle>();
  // Each of the best keywords leads one title in turn; the rest follow by demand.
  const leads = byDemand.length > 0 ? byDemand.slice(0, TITLES_PER_MARKETPLACE) : [null];
  for (const lead of leads) {
    for (const withDetail of [false, true]) {
      const builder = new TitleBuilder(nameMax);
      if (lead) builder.addAll(lead.words);
      for (const k of byDemand) if (k !== lead) builder.addAll(k.words);
      // The description's words only fill up to the minimum, or (the detailed variant) to the
      // platform's length, never in front of a keyword.
      const fillTo = withDetail ? Math.max(nameMin, Math.min(nameMax, DETAIL_LENGTH)) : nameMin;
      for (const w of filler) {
        if (builder.length >= fillTo) break;
        builder.addWord(w);
      }
      if (builder.length < nameMin || builder.parts.length === 0) continue;
      const covered = chosen.filter((k) => builder.holds(k.words));
      const title = builder.text();
      titles.set(title.toLocaleLowerCase('id'), {
        title,
        keywords: covered.map((k) => k.phrase),
        demand: covered.reduce((sum, k) => sum + k.demand, 0),
      });
    }
  }
  // Among titles of equal demand, the one that starts with the thing sold (the description's first
  // word, e.g. "Kaos" of "Kaos polos bahan…") reads best: a material or a size does not lead.
  const head = words(request.description).find((w) => !STOPWORDS.has(w.key))?.key;
  const leadsWithHead = (t: GeneratedTitle) =>
    head && t.title.toLocaleLowerCase('id').startsWith(`${head} `) ? 0 : 1;
  return [...titles.values()]
    .sort(
      (a, b) =>
        b.demand - a.demand ||
        b.keywords.length - a.keywords.length ||
        leadsWithHead(a) - leadsWithHead(b) ||
        a.title.length - b.title.length,
    )
    .slice(0, TITLES_PER_MARKETPLACE);
}
