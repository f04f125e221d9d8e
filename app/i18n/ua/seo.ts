import type { SeoMessageKey } from '../../../contracts/seo-messages.ts';

/**
 * Built-in SEO texts of listings and home pages, used when neither a filtered page nor a pattern gives
 * one (features/seo/listing-meta.ts). `{{place}}` is "у Києві" or "в Україні"; `{{subject}}` the doctor
 * ("Кардіолог"), the institution type ("Клініки") or the general word. The keys are the ones the SEO
 * layer asks for (features/seo/messages.ts): a missing one fails the typecheck.
 */
export const seo = {
  'seo.place.country': 'в Україні',
  'seo.place.city': 'у місті {{city}}',
  'seo.listing.h1': '{{subject}} {{place}}',
  'seo.listing.h1.qualified': '{{heading}}: {{qualifiers}}',
  'seo.doctors.subject': 'Лікарі',
  'seo.doctors.title': '{{h1}} — відгуки, ціни, запис онлайн | Vizyt',
  'seo.doctors.description': '{{h1}} — рейтинг, відгуки пацієнтів і ціни на прийом. Запишіться до лікаря онлайн на Vizyt.',
  'seo.doctors.keywords': '{{heading}}, запис до лікаря, відгуки, ціни',
  'seo.clinics.subject': 'Медичні заклади',
  'seo.clinics.title': '{{h1}} — адреси, відгуки, ціни | Vizyt',
  'seo.clinics.description': '{{h1}} — адреси, графік роботи, відгуки пацієнтів і ціни. Запис на прийом онлайн на Vizyt.',
  'seo.clinics.keywords': '{{heading}}, медичний центр, відгуки, запис онлайн',
  'seo.home.h1': 'Лікарі та клініки {{place}}',
  'seo.home.title': 'Vizyt: запис до лікаря онлайн, лікарі та клініки {{place}}',
  'seo.home.description': 'Знайдіть лікаря чи клініку поруч, порівняйте ціни й відгуки та запишіться на прийом онлайн.',
  'seo.home.keywords': 'запис до лікаря онлайн, лікарі, клініки, відгуки',
  'seo.home.city.h1': 'Лікарі та клініки {{place}}',
  'seo.home.city.title': 'Лікарі та клініки {{place}}: запис онлайн | Vizyt',
  'seo.home.city.description': 'Лікарі та клініки {{place}}: рейтинги, відгуки пацієнтів і ціни. Запис на прийом онлайн на Vizyt.',
  'seo.home.city.keywords': 'лікарі {{place}}, клініки {{place}}, запис до лікаря онлайн',
} as const satisfies Record<SeoMessageKey, string>;
