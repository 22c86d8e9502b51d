/** Deterministic pseudo-random numbers for the demo seed (mulberry32). */

export const DEMO_SEED = 20_240_601;

/** 32-bit FNV-1a hash of a string, used to derive independent streams per seed area. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    const value = list[Math.floor(this.next() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  /** k distinct elements, in a random order. */
  sample<T>(list: readonly T[], k: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < k && copy.length > 0) {
      const [value] = copy.splice(Math.floor(this.next() * copy.length), 1);
      if (value !== undefined) out.push(value);
    }
    return out;
  }

  /** A price in minor units, rounded to a "nice" ending (…49, …99). */
  price(min: number, max: number): number {
    const raw = this.int(min, max);
    const base = Math.floor(raw / 50) * 50;
    return Math.max(49, base - 1);
  }
}

/** An independent stream per area, so adding data to one area does not shift the others. */
export function rngFor(area: string, seed = DEMO_SEED): Rng {
  return new Rng(seed ^ hashString(area));
}
