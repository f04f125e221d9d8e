import { sql } from 'drizzle-orm';
import { documentOfText } from '../../contracts/rich-text.ts';
import {
  blog_article_tags,
  blog_articles,
  blog_authors,
  blog_categories,
  blog_comments,
  blog_tags,
  disease_articles,
  disease_promotions,
  diseases,
  doctor_services,
  emergency_requests,
  promotion_participants,
  promotions,
  questions_answers,
  support_requests,
} from '../../db/schema/index.ts';
import { ARTICLE_PARAGRAPHS, BLOG_CATEGORIES, BLOG_SUBJECTS, BLOG_TAGS, COMMENTS } from '../../db/demo-data/content.ts';
import { DISEASE_TEXT, DISEASES } from '../../db/demo-data/diseases.ts';
import { SUPPORT_MESSAGES } from '../../db/demo-data/texts.ts';
import { buildQuestionRow, daysBefore } from '../builders/feedback.ts';
import { buildPersonName, buildPhone } from '../builders/people.ts';
import { SlugSet } from '../builders/slugs.ts';
import { insertRows } from '../insert.ts';
import type { Reference } from './dictionaries.ts';
import type { SeededDoctor } from './doctors.ts';
import type { SeedContext } from './context.ts';
import { seedPages } from './content-pages.ts';
import { seedSeo } from './content-seo.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Blog, disease reference, promotions, SEO, content pages and a few support requests. */
export async function seedContent(context: SeedContext, reference: Reference, doctors: SeededDoctor[]) {
  const articleIds = await seedBlog(context, reference, doctors);
  const promotionIds = await seedPromotions(context, reference, doctors);
  await seedDiseases(context, reference, articleIds, promotionIds);
  await seedSeo(context, reference);
  await seedPages(context);
  await seedRequests(context, reference);
}

async function seedBlog(context: SeedContext, reference: Reference, doctors: SeededDoctor[]) {
  const { db, today } = context;
  const random = context.random.fork('blog');
  const bySpecialization = new Map(reference.specializations.map((s) => [s.code, s.id]));
  const categoryIds = await insertRows(
    db,
    blog_categories,
    BLOG_CATEGORIES.map((c, order) => ({ slug: c.slug, name_ua: c.name[0], name_ru: c.name[1], order })),
  );
  const tagIds = await insertRows(
    db,
    blog_tags,
    BLOG_TAGS.map((t) => ({ code: t.code, name_ua: t.name[0], name_ru: t.name[1] })),
  );
  const authorSlugs = new SlugSet();
  const authors = Array.from({ length: 12 }, (_, i) => {
    const name = buildPersonName(random);
    const doctor = i < 8 ? random.pick(doctors) : undefined;
    return {
      slug: authorSlugs.next(`${name.first_name_ua} ${name.last_name_ua}`),
      type: doctor ? ('doctor' as const) : ('not_doctor' as const),
      doctor_id: doctor?.id ?? null,
      image: `/media/portraits/${name.gender === 'male' ? 'm' : 'f'}-author${i + 1}.svg`,
      ...name,
      regalia_ua: doctor ? 'Лікар вищої категорії' : 'Медична журналістка',
      regalia_ru: doctor ? 'Врач высшей категории' : 'Медицинский журналист',
      description_ua: 'Пише про здоров’я простою мовою і перевіряє кожен факт.',
      description_ru: 'Пишет о здоровье простым языком и проверяет каждый факт.',
    };
  });
  const authorIds = await insertRows(db, blog_authors, authors);
  const slugs = new SlugSet();
  const articles = BLOG_SUBJECTS.map((subject, i) => {
    const paragraphs = random.sample(ARTICLE_PARAGRAPHS, 4);
    const published = daysBefore(random, today, 400);
    const checker = doctors.find((d) => d.specialization_id === bySpecialization.get(subject.specialization));
    return {
      slug: slugs.next(subject.title[0]),
      name_ua: subject.title[0],
      name_ru: subject.title[1],
      category_id: categoryIds[BLOG_CATEGORIES.findIndex((c) => c.slug === subject.category)],
      author_id: authorIds[i % authorIds.length],
      verified_by_doctor_id: checker?.id ?? null,
      published_at: published,
      reading_time: random.int(3, 12),
      image: `/images/blog/${(i % 8) + 1}.webp`,
      intro_ua: paragraphs[0][0],
      intro_ru: paragraphs[0][1],
      text_ua: documentOfText(paragraphs.map((p) => p[0]).join('\n\n')),
      text_ru: documentOfText(paragraphs.map((p) => p[1]).join('\n\n')),
      meta_title_ua: `${subject.title[0]} | Vizyt`,
      meta_title_ru: `${subject.title[1]} | Vizyt`,
      meta_description_ua: paragraphs[0][0],
      meta_description_ru: paragraphs[0][1],
      is_show_on_main: i < 4,
    };
  });
  const articleIds = await insertRows(db, blog_articles, articles);
  const tagByCode = new Map(BLOG_TAGS.map((t, i) => [t.code, tagIds[i]]));
  await insertRows(
    db,
    blog_article_tags,
    BLOG_SUBJECTS.flatMap((s, i) => s.tags.map((code) => ({ article_id: articleIds[i], tag_id: tagByCode.get(code)! }))),
  );
  await insertRows(
    db,
    blog_comments,
    articleIds.flatMap((article_id, i) =>
      Array.from({ length: random.int(0, 6) }, () => {
        const name = buildPersonName(random);
        const published = new Date((articles[i].published_at as Date).getTime() + random.int(1, 30) * DAY);
        return { article_id, author_name: name.first_name_ua, text: random.pick(COMMENTS), status: 'published' as const, published_at: published };
      }),
    ),
  );
  await insertRows(
    db,
    questions_answers,
    articleIds.filter(() => random.chance(0.3)).map((article_id) => buildQuestionRow(random, { article_id, today })),
  );
  return articleIds;
}

async function seedPromotions(context: SeedContext, reference: Reference, doctors: SeededDoctor[]) {
  const { db, today } = context;
  const random = context.random.fork('promotions');
  const slugs = new SlugSet();
  const chosen = random.sample(reference.specializations.slice(0, 30), 24);
  const plans = chosen.map((specialization, i) => {
    const percentage = random.pick([10, 15, 20, 25, 30]);
    const byAmount = i % 4 === 3;
    const amount = random.pick([100, 150, 200]) * 100;
    const permanent = i % 5 === 0;
    const start = new Date(today.getTime() - random.int(0, 20) * DAY);
    const discount = byAmount ? `−${amount / 100} грн` : `−${percentage}%`;
    return {
      specialization,
      byAmount,
      percentage,
      amount,
      row: {
        slug: slugs.next(`${specialization.name[0]} znyzhka`),
        name_ua: `${specialization.name[0]}: ${discount} на первинну консультацію`,
        name_ru: `${specialization.name[1]}: ${discount.replace('грн', 'грн')} на первичную консультацию`,
        short_description_ua: `Знижка на першу консультацію за напрямом «${specialization.name[0]}».`,
        short_description_ru: `Скидка на первую консультацию по направлению «${specialization.name[1]}».`,
        description_ua: documentOfText('Оберіть лікаря-учасника акції, запишіться онлайн і отримайте знижку під час візиту.'),
        description_ru: documentOfText('Выберите врача-участника акции, запишитесь онлайн и получите скидку во время визита.'),
        image: `/images/promotions/${(i % 6) + 1}.webp`,
        discount_type: byAmount ? ('amount' as const) : ('percentage' as const),
        percentage: byAmount ? null : percentage,
        amount: byAmount ? amount : null,
        kind: permanent ? ('permanent' as const) : ('temporary' as const),
        start_at: start,
        end_at: permanent ? null : new Date(start.getTime() + random.int(30, 90) * DAY),
        status: 'started' as const,
      },
    };
  });
  const ids = await insertRows(
    db,
    promotions,
    plans.map((p) => p.row),
  );
  const participants = plans.flatMap((plan, i) => {
    const candidates = doctors.filter((d) => d.specialization_id === plan.specialization.id);
    return random.sample(candidates, 10).map((doctor) => {
      const service = doctor.services.find((s) => s.is_default)!;
      const discounted = plan.byAmount ? Math.max(0, service.cost - plan.amount) : Math.round((service.cost * (100 - plan.percentage)) / 100 / 100) * 100;
      return {
        promotion_id: ids[i],
        specialization_id: plan.specialization.id,
        service_id: service.id,
        doctor_id: doctor.id,
        cost: service.cost,
        cost_with_discount: discounted,
      };
    });
  });
  await insertRows(db, promotion_participants, participants);
  const promoServices = [...new Set(participants.map((p) => p.service_id))];
  if (promoServices.length) {
    await db.execute(
      sql`update ${doctor_services} set is_promo = true where id in (${sql.join(
        promoServices.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  return plans.map((p, i) => ({ id: ids[i], specialization_id: p.specialization.id }));
}

async function seedDiseases(context: SeedContext, reference: Reference, articleIds: number[], promotionList: { id: number; specialization_id: number }[]) {
  const { db } = context;
  const slugs = new SlugSet();
  const specializationByCode = new Map(reference.specializations.map((s) => [s.code, s.id]));
  const subjectSpecializations = BLOG_SUBJECTS.map((s) => specializationByCode.get(s.specialization));
  const rows = DISEASES.map((disease) => ({
    slug: slugs.next(disease.name[0]),
    name_ua: disease.name[0],
    name_ru: disease.name[1],
    short_description_ua: `${disease.name[0]}: причини, симптоми, діагностика та лікування.`,
    short_description_ru: `${disease.name[1]}: причины, симптомы, диагностика и лечение.`,
    text_ua: documentOfText(DISEASE_TEXT.map((p) => p[0]).join('\n\n')),
    text_ru: documentOfText(DISEASE_TEXT.map((p) => p[1]).join('\n\n')),
    specialization_id: specializationByCode.get(disease.specialization) ?? null,
  }));
  const ids = await insertRows(db, diseases, rows);
  await insertRows(
    db,
    disease_articles,
    rows.flatMap((row, i) =>
      articleIds.filter((_, k) => subjectSpecializations[k] === row.specialization_id).map((article_id) => ({ disease_id: ids[i], article_id })),
    ),
  );
  await insertRows(
    db,
    disease_promotions,
    rows.flatMap((row, i) =>
      promotionList.filter((p) => p.specialization_id === row.specialization_id).map((p) => ({ disease_id: ids[i], promotion_id: p.id })),
    ),
  );
}

async function seedRequests(context: SeedContext, reference: Reference) {
  const random = context.random.fork('requests');
  const topics = ['appointment_question', 'doctor_information', 'technical_issue', 'payment_question', 'other'] as const;
  await insertRows(
    context.db,
    support_requests,
    Array.from({ length: 25 }, () => {
      const name = buildPersonName(random);
      return {
        topic: random.pick(topics),
        status: random.weighted([
          ['new', 5],
          ['in_process', 2],
          ['completed', 3],
        ] as const),
        name: name.first_name_ua,
        phone: buildPhone(random),
        message: random.pick(SUPPORT_MESSAGES),
      };
    }),
  );
  const cities = reference.cities.filter((c) => c.weight > 0);
  await insertRows(
    context.db,
    emergency_requests,
    Array.from({ length: 10 }, () => ({
      phone: buildPhone(random),
      patient_name: buildPersonName(random).first_name_ua,
      city_id: random.pick(cities).id,
      status: random.weighted([
        ['new', 3],
        ['completed', 7],
      ] as const),
    })),
  );
}
