/**
 * The demo data's pictures, drawn on demand like the portraits (portrait.ts): blog covers, promotion
 * banners and institution type icons. Same name, same picture; no image files in the repository.
 * Covers are decorative (the pages give them `alt=""`), so they hold shapes, never words.
 */
import { INSTITUTION_TYPES } from '../../db/demo-data/dictionaries.ts';

/** The seed names covers `N.webp`; they are SVG documents, and the Content-Type says so. */
export const COVER_FILE = /^([1-9]\d{0,2})\.(?:webp|svg)$/;
export const TYPE_FILE = /^([a-z_]+)\.svg$/;

const PALETTES = [
  ['#E3F2EF', '#1A4B48', '#3F8F86'],
  ['#E6EEFD', '#1355EA', '#7FA2F5'],
  ['#FCE8EC', '#C2415B', '#F29EAD'],
  ['#FFF4DC', '#9A6A00', '#F2C14E'],
  ['#E9F5E1', '#2F6B1F', '#8CC46F'],
  ['#F1F1F1', '#1C1C1A', '#8C8C8C'],
] as const;

/** Line icons of the institution types (the set served under /media/icons). */
export const INSTITUTION_TYPE_ICONS: Readonly<Record<string, string>> = {
  clinic: 'building-hospital',
  diagnostic_center: 'heart-rate-monitor',
  private_office: 'stethoscope',
  laboratory: 'microscope',
  dentistry: 'dental',
  beauty_salon: 'sparkles',
  insurance_company: 'shield-check',
  optics: 'eyeglass',
  veterinary_clinic: 'paw',
  grooming_salon: 'scissors',
};

function random(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619) >>> 0;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) >>> 0;
    state = Math.imul(state ^ (state >>> 13), 3266489909) >>> 0;
    state = (state ^ (state >>> 16)) >>> 0;
    return state / 4294967296;
  };
}

const MOTIFS = {
  cross: (x: number, y: number, r: number, fill: string) =>
    `<path d="M${x - r / 3} ${y - r}h${(2 * r) / 3}v${(2 * r) / 3}h${(2 * r) / 3}v${(2 * r) / 3}h-${(2 * r) / 3}v${(2 * r) / 3}h-${(2 * r) / 3}v-${(2 * r) / 3}h-${(2 * r) / 3}v-${(2 * r) / 3}h${(2 * r) / 3}z" fill="${fill}"/>`,
  heart: (x: number, y: number, r: number, fill: string) =>
    `<path d="M${x} ${y + r}c-${r * 1.4}-${r * 0.9}-${r * 1.4}-${r * 2.2}-${r * 0.6}-${r * 2}c${r * 0.3} 0 ${r * 0.5} ${r * 0.2} ${r * 0.6} ${r * 0.5}c${r * 0.1}-${r * 0.3} ${r * 0.3}-${r * 0.5} ${r * 0.6}-${r * 0.5}c${r * 0.8}-${r * 0.2} ${r * 0.8} ${r * 1.1}-${r * 0.6} ${r * 2}z" fill="${fill}"/>`,
  pulse: (x: number, y: number, r: number, fill: string) =>
    `<path d="M${x - 2 * r} ${y}h${r}l${r * 0.4}-${r}l${r * 0.6} ${r * 2}l${r * 0.5}-${r * 1.4}l${r * 0.3} ${r * 0.4}h${r * 1.2}" fill="none" stroke="${fill}" stroke-width="${Math.max(4, r / 6)}" stroke-linejoin="round" stroke-linecap="round"/>`,
  pill: (x: number, y: number, r: number, fill: string) =>
    `<rect x="${x - r}" y="${y - r / 2.4}" width="${2 * r}" height="${r / 1.2}" rx="${r / 2.4}" fill="${fill}" transform="rotate(-30 ${x} ${y})"/>`,
};

/** A 1200×675 cover: soft background, large circles and a few medical motifs, all from the seed. */
function renderCover(seed: string, badge: boolean): string {
  const next = random(seed);
  const [background, strong, soft] = PALETTES[Math.floor(next() * PALETTES.length)];
  const motifs = Object.values(MOTIFS);
  const circles = Array.from({ length: 3 }, (_, i) => {
    const r = 120 + Math.floor(next() * 160);
    return `<circle cx="${Math.floor(next() * 1200)}" cy="${Math.floor(next() * 675)}" r="${r}" fill="${i === 0 ? soft : '#FFFFFF'}" opacity="${(0.35 + next() * 0.35).toFixed(2)}"/>`;
  });
  const shapes = Array.from({ length: 4 }, () => {
    const motif = motifs[Math.floor(next() * motifs.length)];
    return motif(150 + Math.floor(next() * 900), 140 + Math.floor(next() * 400), 40 + Math.floor(next() * 50), next() < 0.5 ? strong : soft);
  });
  const percent = badge
    ? `<g transform="translate(930 170)"><circle r="120" fill="${strong}"/><circle cx="-38" cy="-40" r="22" fill="none" stroke="#FFFFFF" stroke-width="14"/><circle cx="38" cy="40" r="22" fill="none" stroke="#FFFFFF" stroke-width="14"/><path d="M48-60L-48 60" stroke="#FFFFFF" stroke-width="14" stroke-linecap="round"/></g>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">`,
    `<rect width="1200" height="675" fill="${background}"/>`,
    ...circles,
    ...shapes,
    percent,
    `</svg>`,
  ].join('');
}

export const renderBlogCover = (number: number) => renderCover(`blog-${number}`, false);
export const renderPromotionBanner = (number: number) => renderCover(`promotion-${number}`, true);

/** The text colour of the type's tile (SPEC §3 colours), so its icon reads on it; null for an unknown type. */
export function institutionTypeIcon(code: string): { icon: string; color: string } | null {
  const type = INSTITUTION_TYPES.find((entry) => entry.code === code);
  const icon = INSTITUTION_TYPE_ICONS[code];
  return type && icon ? { icon, color: type.text } : null;
}
