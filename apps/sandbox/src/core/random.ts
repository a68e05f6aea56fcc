/** A small deterministic PRNG (mulberry32) so the same `seed` always builds the same world. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Distinct items, order kept from a shuffle. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  /** `length` decimal digits, the first one not zero. */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    for (let i = 1; i < length; i++) out += String(this.int(0, 9));
    return out;
  }

  chars(length: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  /** Rupiah amount in [min, max] rounded to Rp100. */
  rupiah(min: number, max: number): number {
    return Math.round(this.int(min, max) / 100) * 100;
  }
}

/** Re-rolls a generator until it yields a value not seen before. */
export function uniqueIds(generate: () => string): () => string {
  const seen = new Set<string>();
  return () => {
    let id = generate();
    while (seen.has(id)) id = generate();
    seen.add(id);
    return id;
  };
}
