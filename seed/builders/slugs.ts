import { slugify } from '../../contracts/slug.ts';

/** Hands out unique slugs: the first "ivan-petrenko", then "ivan-petrenko-2", ... */
export class SlugSet {
  private readonly taken = new Set<string>();

  next(text: string): string {
    const base = slugify(text) || 'item';
    let slug = base;
    for (let n = 2; this.taken.has(slug); n++) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }
}
