/**
 * Deterministic illustrated portraits for demo doctors: the same seed always draws the same face, so demo
 * data needs no image files. A seed is `m-<token>` or `f-<token>`; the letter picks the hair styles.
 */
const SKIN = ['#F6D7C3', '#EFC3A4', '#E0AC8A', '#C98E6B', '#A8734F'];
const HAIR = ['#2B1E16', '#4A3121', '#6B4A2E', '#A0703F', '#C9A26B', '#8C8C8C', '#1F1F1F'];
const BACKGROUND = ['#E3F2EF', '#E6EEFD', '#FCE8EC', '#F1F1F1', '#E9F5E1', '#FFF4DC'];
const COAT_ACCENT = ['#1A4B48', '#1355EA', '#F29EAD', '#3F8F86'];

export const PORTRAIT_FILE = /^([mf])-([a-z0-9]{1,32})\.svg$/;

export function portraitPath(seed: string): string {
  return `/media/portraits/${seed}.svg`;
}

/** The seed in a portrait file name, or null when the name is not one of ours. */
export function portraitSeed(file: string): string | null {
  const match = PORTRAIT_FILE.exec(file);
  return match ? `${match[1]}-${match[2]}` : null;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function renderPortrait(seed: string): string {
  let state = hash(seed);
  const next = () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) >>> 0;
    state = Math.imul(state ^ (state >>> 13), 3266489909) >>> 0;
    state = (state ^ (state >>> 16)) >>> 0;
    return state / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const female = seed.startsWith('f-');
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const background = pick(BACKGROUND);
  const accent = pick(COAT_ACCENT);
  const eyeY = 96 + Math.floor(next() * 4);
  const smile = 4 + Math.floor(next() * 5);
  const glasses = next() < 0.25;
  const beard = !female && next() < 0.25;

  const hairBack = female
    ? pick([
        `<path d="M52 98c0-40 22-60 48-60s48 20 48 60v62H52z" fill="${hair}"/>`,
        `<path d="M56 100c0-38 20-58 44-58s44 20 44 58v30c-10 6-78 6-88 0z" fill="${hair}"/>`,
      ])
    : '';
  const hairFront = female
    ? pick([
        `<path d="M60 92c4-28 22-42 40-42s36 14 40 42c-14-14-30-20-40-30-10 10-26 16-40 30z" fill="${hair}"/>`,
        `<path d="M60 94c2-30 20-44 40-44s38 14 40 44c-22-4-42-14-52-26-6 12-16 20-28 26z" fill="${hair}"/>`,
      ])
    : pick([
        `<path d="M62 88c2-26 18-38 38-38s36 12 38 38c-8-10-22-16-38-16s-30 6-38 16z" fill="${hair}"/>`,
        `<path d="M62 92c0-28 16-42 38-42s38 14 38 42l-6-10c-10-8-20-10-32-10s-24 2-32 10z" fill="${hair}"/>`,
        `<path d="M64 84c6-20 20-30 36-30s30 10 36 30c-12-6-24-8-36-8s-24 2-36 8z" fill="${hair}"/>`,
      ]);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">`,
    `<rect width="200" height="200" fill="${background}"/>`,
    hairBack,
    `<path d="M30 200c4-36 32-56 70-56s66 20 70 56z" fill="#FFFFFF"/>`,
    `<path d="M84 146l16 26 16-26" fill="none" stroke="${accent}" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="M62 160c-2 14 4 26 14 30" fill="none" stroke="#5B6770" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="77" cy="191" r="5" fill="#5B6770"/>`,
    `<rect x="88" y="124" width="24" height="26" rx="8" fill="${skin}"/>`,
    `<ellipse cx="100" cy="98" rx="38" ry="44" fill="${skin}"/>`,
    beard ? `<path d="M64 104c4 30 20 40 36 40s32-10 36-40c-8 14-20 18-36 18s-28-4-36-18z" fill="${hair}"/>` : '',
    hairFront,
    `<circle cx="86" cy="${eyeY}" r="4" fill="#2B2B2B"/><circle cx="114" cy="${eyeY}" r="4" fill="#2B2B2B"/>`,
    glasses
      ? `<g fill="none" stroke="#3A3A3A" stroke-width="3"><circle cx="86" cy="${eyeY}" r="11"/><circle cx="114" cy="${eyeY}" r="11"/><path d="M97 ${eyeY}h6"/></g>`
      : '',
    `<path d="M90 ${118 + smile / 2}q10 ${smile} 20 0" fill="none" stroke="#8A4B3A" stroke-width="3" stroke-linecap="round"/>`,
    `</svg>`,
  ].join('');
}
