import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { documentOfText, type RichDocument } from '../../contracts/rich-text.ts';
import { seo_filtered_pages, seo_patterns } from '../../db/schema/index.ts';
import type { SeedContext } from './context.ts';

/**
 * Issue 28's demo of the SEO editors (docs/decisions/287), after the content step: Kyiv's last filtered page
 * gets an h1, a description and a text of its own, different from what the patterns would say, and a pattern
 * names the clinic listings of a city by one feature ("Парковка: медичні заклади у Києві"). The demo content manager
 * opens both under /admins/seo and sees them on /doctors/kyiv/… and /med-centers/kyiv/parkovka.
 */
export async function seedDemoSeo({ db, log }: SeedContext): Promise<void> {
  const [page] = await db
    .select({ id: seo_filtered_pages.id, url: seo_filtered_pages.url })
    .from(seo_filtered_pages)
    .where(and(like(seo_filtered_pages.url, '/doctors/kyiv/%'), isNull(seo_filtered_pages.deleted_at)))
    .orderBy(desc(seo_filtered_pages.id))
    .limit(1);
  if (page) {
    await db
      .update(seo_filtered_pages)
      .set({
        name: 'Демо: власний H1 сторінки фільтра',
        h1_ua: 'Перевірені лікарі Києва: запис без черг',
        h1_ru: 'Проверенные врачи Киева: запись без очередей',
        meta_description_ua: 'Лікарі {city_locative} з реальними відгуками пацієнтів. Порівняйте ціни та запишіться онлайн за хвилину.',
        meta_description_ru: 'Врачи {city_locative} с реальными отзывами пациентов. Сравните цены и запишитесь онлайн за минуту.',
        text_ua: documentOfText(
          'Усі лікарі на цій сторінці працюють у клініках Києва, що перевірені Vizyt.\n\nОберіть час прийому — підтвердження прийде в SMS.',
        ),
        text_ru: documentOfText(
          'Все врачи на этой странице работают в клиниках Киева, проверенных Vizyt.\n\nВыберите время приема — подтверждение придет в SMS.',
        ),
      })
      .where(eq(seo_filtered_pages.id, page.id));
    log(`SEO demo: the filtered page ${page.url} has its own h1`);
  }
  await db.insert(seo_patterns).values({
    name: 'Демо: заклади міста з особливістю',
    type: 'medical_institutions',
    url: '/med-centers/{city}/{medical_institution_feature}',
    h1_ua: '{medical_institution_feature}: медичні заклади {city_locative}',
    h1_ru: '{medical_institution_feature}: медицинские учреждения {city_locative}',
    meta_title_ua: '{medical_institution_feature} — клініки {city_locative} | Vizyt',
    meta_title_ru: '{medical_institution_feature} — клиники {city_locative} | Vizyt',
    meta_description_ua: 'Медичні заклади {city_locative} з особливістю «{medical_institution_feature}»: адреси, ціни, відгуки, запис онлайн.',
    meta_description_ru: 'Медицинские учреждения {city_locative} с особенностью «{medical_institution_feature}»: адреса, цены, отзывы, запись онлайн.',
  });
  // The seeded home pattern (`/{city}`) gets a text with a variable, a bold phrase and a link.
  await db
    .update(seo_patterns)
    .set({
      text_ua: cityHomeText(
        'Vizyt {city_locative} — це',
        'перевірені лікарі та клініки',
        'з цінами й вільним часом. Не знаєте, до кого йти? Перегляньте',
        'усіх лікарів',
        '/doctors',
      ),
      text_ru: cityHomeText(
        'Vizyt {city_locative} — это',
        'проверенные врачи и клиники',
        'с ценами и свободным временем. Не знаете, к кому идти? Посмотрите',
        'всех врачей',
        '/doctors',
      ),
    })
    .where(and(eq(seo_patterns.type, 'home'), eq(seo_patterns.url, '/{city}'), isNull(seo_patterns.deleted_at)));
  log("SEO demo: the home pattern fills every city home page's text above the footer");
}

/** The demo home pattern's text: a `{variable}`, a bold phrase and a link, as staff write them in the editor. */
function cityHomeText(opening: string, bold: string, middle: string, link: string, href: string): RichDocument {
  return {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: `${opening} ` },
          { type: 'text', text: bold, marks: [{ type: 'bold' }] },
          { type: 'text', text: ` ${middle} ` },
          { type: 'text', text: link, marks: [{ type: 'link', attrs: { href } }] },
          { type: 'text', text: '.' },
        ],
      },
    ],
  };
}
