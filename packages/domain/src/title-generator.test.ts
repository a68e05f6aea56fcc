import { describe, expect, it } from 'vitest';
import { LISTING_RULES } from './listing-rules.ts';
import { MARKETPLACES } from './packages.ts';
import { generateTitles, TITLES_PER_MARKETPLACE, type TitleRequest } from './title-generator.ts';

const kaos: TitleRequest = {
  description:
    'Kaos polos bahan cotton combed 30s yang adem dan nyaman dipakai seharian. Jahitan rapi, tersedia ukuran S sampai XXL.',
  category: 'Pakaian Pria',
  keywords: [
    { phrase: 'kaos polos pria', demand: 300 },
    { phrase: 'kaos polos', demand: 900 },
    { phrase: 'cotton combed 30s', demand: 120 },
    { phrase: 'kaos distro', demand: 40 },
  ],
};

const wordsOf = (title: string) => title.toLowerCase().split(' ');

describe('generateTitles', () => {
  it.each(MARKETPLACES)("keeps every %s title within the platform's name length", (marketplace) => {
    const { nameMin, nameMax } = LISTING_RULES[marketplace];
    const longWords: TitleRequest = {
      ...kaos,
      keywords: [
        ...kaos.keywords,
        { phrase: 'kemeja flanel lengan panjang kotak kotak premium original terbaru', demand: 80 },
        { phrase: 'celana chino slim fit stretch bahan katun twill warna lengkap', demand: 60 },
        { phrase: 'hoodie jumper oversize unisex korean style bahan fleece tebal', demand: 50 },
        { phrase: 'sandal jepit karet anti slip empuk nyaman dipakai harian', demand: 30 },
      ],
    };
    for (const request of [kaos, longWords]) {
      const titles = generateTitles(marketplace, request);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.length).toBeLessThanOrEqual(TITLES_PER_MARKETPLACE);
      for (const { title } of titles) {
        expect(title.length).toBeGreaterThanOrEqual(nameMin);
        expect(title.length).toBeLessThanOrEqual(nameMax);
      }
    }
  });

  it('uses each word once, whatever its case (no keyword stuffing)', () => {
    for (const marketplace of MARKETPLACES) {
      for (const { title } of generateTitles(marketplace, kaos)) {
        const list = wordsOf(title);
        expect(new Set(list).size, title).toBe(list.length);
      }
    }
  });

  it('orders titles by the demand of the keywords they hold, the best keyword first in the title', () => {
    const titles = generateTitles('shopee', kaos);
    const demands = titles.map((t) => t.demand);
    expect(demands).toEqual([...demands].sort((a, b) => b - a));
    // Every keyword fits in 120 characters, so the best title holds them all (900+300+120+40).
    expect(titles[0]).toMatchObject({ demand: 1360 });
    expect(titles[0].keywords.sort()).toEqual(kaos.keywords.map((k) => k.phrase).sort());
    expect(titles[0].title.startsWith('Kaos Polos')).toBe(true);
  });

  it('drops the least wanted keywords first when the platform is short (Tokopedia 70)', () => {
    const many: TitleRequest = {
      description: 'Botol minum',
      category: 'Peralatan Dapur',
      keywords: [
        { phrase: 'botol minum 1 liter', demand: 500 },
        { phrase: 'botol minum anak sekolah', demand: 400 },
        { phrase: 'tumbler stainless vacuum', demand: 300 },
        { phrase: 'tempat minum bpa free tahan panas dingin', demand: 5 },
      ],
    };
    const [best] = generateTitles('tokopedia', many);
    expect(best.title.length).toBeLessThanOrEqual(70);
    expect(best.keywords).toEqual([
      'botol minum 1 liter',
      'botol minum anak sekolah',
      'tumbler stainless vacuum',
    ]);
    expect(best.title).toBe('Botol Minum 1 Liter Anak Sekolah Tumbler Stainless Vacuum');
  });

  it('keeps Indonesian order: the thing sold first, what describes it after', () => {
    const [best] = generateTitles('lazada', {
      description: '',
      category: 'Perawatan Wajah',
      keywords: [
        { phrase: 'serum wajah', demand: 50 },
        { phrase: 'serum wajah glowing', demand: 40 },
        { phrase: 'wajah glowing BPOM', demand: 10 },
      ],
    });
    expect(best.title).toBe('Serum Wajah Glowing BPOM');
  });

  it('fills a title that is too short for the platform from the category and description, never with a stopword', () => {
    const request: TitleRequest = {
      description: 'Sapu lantai dengan gagang panjang dan bulu halus untuk ruang tamu',
      category: 'Kebersihan',
      keywords: [{ phrase: 'sapu', demand: 10 }],
    };
    const [title] = generateTitles('tiktok', request);
    expect(title.title.length).toBeGreaterThanOrEqual(LISTING_RULES.tiktok.nameMin);
    expect(title.title.startsWith('Sapu')).toBe(true);
    for (const stop of ['dengan', 'dan', 'untuk']) expect(wordsOf(title.title)).not.toContain(stop);
  });

  it('offers nothing when the seller gave too few words for the minimum', () => {
    expect(
      generateTitles('shopee', { description: '', category: '', keywords: [{ phrase: 'kaos', demand: 1 }] }),
    ).toEqual([]);
  });

  it('puts the thing sold first when a material keyword sells more (same keywords, same demand)', () => {
    const [best] = generateTitles('shopee', {
      description: 'Kaos polos bahan cotton combed 30s, adem.',
      category: 'Pakaian Pria',
      keywords: [
        { phrase: 'kaos polos', demand: 100 },
        { phrase: 'cotton combed 30s', demand: 800 },
      ],
    });
    expect(best.title).toBe('Kaos Polos Cotton Combed 30s');
  });

  it('keeps capitals the seller typed and title-cases the rest', () => {
    const titles = generateTitles('shopee', {
      description: 'tabir surya ringan',
      category: 'Perawatan Wajah',
      keywords: [{ phrase: 'sunscreen SPF 50 PA++++', demand: 5 }],
    });
    expect(titles.map((t) => t.title)).toEqual([
      'Sunscreen SPF 50 PA++++',
      'Sunscreen SPF 50 PA++++ Perawatan Wajah Tabir Surya Ringan',
    ]);
  });
});
