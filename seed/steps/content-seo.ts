import { seo_filtered_pages, seo_patterns, seo_texts } from '../../db/schema/index.ts';
import { documentOfText } from '../../contracts/rich-text.ts';
import { insertRows } from '../insert.ts';
import type { Reference } from './dictionaries.ts';
import type { SeedContext } from './context.ts';

/** The SEO patterns, the filtered pages of the big cities' specializations and the home page's text (part of the content step). */
export async function seedSeo(context: SeedContext, reference: Reference) {
  const { db } = context;
  const patterns = [
    // Text variables and their forms: features/seo/patterns.ts ("{city_locative}" is "у Києві" / "в Киеве").
    { name: 'Головна міста', type: 'home' as const, url: '/{city}', h1: ['Лікарі та клініки {city_locative}', 'Врачи и клиники {city_locative}'] },
    {
      name: 'Лікарі за спеціалізацією в місті',
      type: 'doctors' as const,
      url: '/doctors/{city}/{specialization}',
      h1: ['{specialization_doctor} {city_locative}', '{specialization_doctor} {city_locative}'],
    },
    {
      name: 'Заклади за типом у місті',
      type: 'medical_institutions' as const,
      url: '/med-centers/{city}/{medical_institution_type}',
      h1: ['{medical_institution_type} {city_locative}', '{medical_institution_type} {city_locative}'],
    },
  ];
  await insertRows(
    db,
    seo_patterns,
    patterns.map((p) => ({
      name: p.name,
      type: p.type,
      url: p.url,
      h1_ua: p.h1[0],
      h1_ru: p.h1[1],
      meta_title_ua: `${p.h1[0]}: запис онлайн | Vizyt`,
      meta_title_ru: `${p.h1[1]}: запись онлайн | Vizyt`,
      meta_description_ua: `${p.h1[0]} — відгуки, ціни, запис на прийом онлайн.`,
      meta_description_ru: `${p.h1[1]} — отзывы, цены, запись на прием онлайн.`,
    })),
  );
  const cities = reference.cities.filter((c) => c.weight >= 8);
  const specializations = reference.specializations.slice(0, 6);
  await insertRows(
    db,
    seo_filtered_pages,
    cities.flatMap((city) =>
      specializations.map((s) => ({
        name: `${s.doctor[0]} ${city.name_locative_ua}`,
        type: 'doctors' as const,
        url: `/doctors/${city.city_slug}/${s.slug}`,
        h1_ua: `${s.doctor[0]} ${city.name_locative_ua}`,
        h1_ru: `${s.doctor[1]} ${city.name_locative_ru}`,
        meta_title_ua: `${s.doctor[0]} ${city.name_locative_ua}: відгуки та запис онлайн`,
        meta_title_ru: `${s.doctor[1]} ${city.name_locative_ru}: отзывы и запись онлайн`,
        text_ua: documentOfText(`Оберіть лікаря за рейтингом, відгуками та вартістю прийому і запишіться онлайн ${city.name_locative_ua}.`),
        text_ru: documentOfText(`Выберите врача по рейтингу, отзывам и стоимости приема и запишитесь онлайн ${city.name_locative_ru}.`),
        city_ids: [city.id],
        specialization_ids: [s.id],
      })),
    ),
  );
  await insertRows(db, seo_texts, [
    {
      page: 'home',
      h1_ua: 'Знайдіть свого лікаря',
      h1_ru: 'Найдите своего врача',
      text_ua: documentOfText('Vizyt допомагає знайти лікаря чи клініку поруч, порівняти ціни й відгуки та записатися на прийом онлайн.'),
      text_ru: documentOfText('Vizyt помогает найти врача или клинику рядом, сравнить цены и отзывы и записаться на прием онлайн.'),
    },
  ]);
}
