/**
 * Valid input for the back office's generic add and edit forms, per registry resource (by its registry name):
 * what a person types, picks or switches on, keyed by wire name (`name_ua`, `doctor_id`, `address`). The
 * records a form points at (a service's doctor, a comment's article) are made with the factories first.
 * The registry browser test (tests/e2e/admin-registry.e2e.ts) fills every writable resource's form from
 * here and fails for a writable resource with a screen that has no entry, so none goes without proof.
 */
import type { Db } from '../../../db/client.ts';
import { content_pages, notifications, outbox_messages } from '../../../db/schema/index.ts';
import {
  createCity,
  createDoctor,
  createDoctorFeature,
  createInstitution,
  createInstitutionFeature,
  createInstitutionType,
  createLanguage,
  createPatient,
  createSpecialization,
} from '../factories.ts';
import { edrpouFor, lettersFor, phoneFor, type AdminFormBuilder, type FormValues } from './admin-form-values.ts';
import { createArticle, insertAuthor, insertCategory, insertContentPage, insertTag } from './content.ts';
import { createLegalEntity } from './partners.ts';

/** The five dictionaries share name, code, slug, order and status; `extra` adds their own fields. */
const dictionary =
  (name: readonly [ua: string, ru: string], extra: { create?: FormValues; edit?: FormValues } = {}): AdminFormBuilder =>
  async (_db, mark) => ({
    find: String(mark),
    create: {
      name_ua: `${name[0]} ${mark}`,
      name_ru: `${name[1]} ${mark}`,
      code: `e2e-${mark}`,
      slug: `e2e-${mark}`,
      order: 7,
      status: 'active',
      ...extra.create,
    },
    edit: { name_ua: `${name[0]} ${mark} (змінено)`, order: 8, status: 'inactive', ...extra.edit },
  });

/** A doctor of the catalogue to point a review, a question or a service at. */
async function doctorToPick(db: Db, mark: number) {
  const doctor = await createDoctor(db, { slug: `e2e-doctor-${mark}` });
  return { search: doctor.full_name_ua, id: doctor.id };
}

export const ADMIN_FORM_INPUTS: Readonly<Record<string, AdminFormBuilder>> = {
  'doctor-features': dictionary(['Приймає вдома', 'Принимает на дому']),
  languages: dictionary(['Естонська', 'Эстонский']),
  'medical-institution-features': dictionary(['Пандус біля входу', 'Пандус у входа']),
  'medical-institution-types': dictionary(['Сурдологічний центр', 'Сурдологический центр'], {
    create: { background_color: '#1355EA', text_color: '#FFFFFF' },
    edit: { background_color: '#F29EAD', text_color: '#1C1C1A' },
  }),
  specializations: dictionary(['Сомнологія', 'Сомнология'], {
    create: { doctor_name_ua: 'Сомнолог', doctor_name_ru: 'Сомнолог', is_footer: true, background_color: '#1A4B48', text_color: '#FFFFFF' },
    edit: { doctor_name_ua: 'Лікар-сомнолог', is_footer: false, background_color: '#E7E7E7', text_color: '#1C1C1A' },
  }),

  async 'doctor-services'(db, mark) {
    const specialization = await createSpecialization(db, { name_ua: `Алергологія ${mark}`, name_ru: `Аллергология ${mark}` });
    const doctor = await createDoctor(db, { specialization, slug: `e2e-doctor-${mark}` });
    return {
      find: String(mark),
      create: {
        doctor_id: { search: doctor.full_name_ua, id: doctor.id },
        specialization_id: { search: specialization.name_ua, id: specialization.id },
        name_ua: `Первинна консультація ${mark}`,
        name_ru: `Первичная консультация ${mark}`,
        cost: 650.5,
        duration: 30,
        format: 'offline',
        // A doctor's first service is the default one whatever is sent (features/timesheets/doctor-service-rules.ts).
        is_default: true,
        status: 'active',
      },
      edit: { name_ua: `Повторна консультація ${mark}`, cost: 720, duration: 45, format: 'online' },
    };
  },

  async doctors(db, mark) {
    const letters = lettersFor(mark);
    const specialization = await createSpecialization(db, { name_ua: `Трихологія ${mark}`, name_ru: `Трихология ${mark}` });
    const language = await createLanguage(db, { name_ua: `Мова ${mark}`, name_ru: `Язык ${mark}` });
    const feature = await createDoctorFeature(db, { name_ua: `Ознака ${mark}`, name_ru: `Признак ${mark}` });
    const clinic = await createInstitution(db, { name_ua: `Клініка ${mark}`, name_ru: `Клиника ${mark}`, slug: `e2e-clinic-${mark}` });
    return {
      find: letters,
      create: {
        last_name_ua: `Тестенко-${letters}`,
        last_name_ru: `Тестенко-${letters}`,
        first_name_ua: 'Марта',
        first_name_ru: 'Марта',
        middle_name_ua: 'Олегівна',
        gender: 'female',
        category: 'first',
        mode: 'clinic_and_online',
        specializations: [{ search: specialization.name_ua, id: specialization.id }],
        languages: [{ search: language.name_ua, id: language.id }],
        features: [{ search: feature.name_ua, id: feature.id }],
        started_work_year: 2012,
        experience: 12,
        is_show_rating: true,
        status: 'active',
        workplaces: [{ search: clinic.name_ua, id: clinic.id }],
        short_description_ua: 'Трихолог, лікар першої категорії.',
        short_description_ru: 'Трихолог, врач первой категории.',
      },
      edit: { first_name_ua: 'Марта-Олена', category: 'higher', experience: 13, biography_ua: 'Закінчила Львівський медичний університет.' },
    };
  },

  async 'medical-institutions'(db, mark) {
    const type = await createInstitutionType(db, { name_ua: `Тип закладу ${mark}`, name_ru: `Тип заведения ${mark}` });
    const city = await createCity(db, { name_ua: `Клінікоград ${mark}`, name_ru: `Клиникоград ${mark}` });
    const feature = await createInstitutionFeature(db, { name_ua: `Парковка ${mark}`, name_ru: `Парковка ${mark}` });
    const doctor = await createDoctor(db, { slug: `e2e-doctor-${mark}` });
    return {
      find: String(mark),
      create: {
        name_ua: `Клініка «Тест ${mark}»`,
        name_ru: `Клиника «Тест ${mark}»`,
        type_id: { search: type.name_ua, id: type.id },
        features: [{ search: feature.name_ua, id: feature.id }],
        is_show_on_main: true,
        phone: phoneFor('44', mark),
        email: `clinic.${mark}@vizyt.test`,
        website: `https://clinic-${mark}.example.test`,
        status: 'active',
        city_id: { search: city.name_ua, id: city.id },
        address_ua: 'вул. Володимирська, 5',
        address_ru: 'ул. Владимирская, 5',
        latitude: 50.4501,
        longitude: 30.5234,
        working_hours: { mon: { from: '08:00', to: '20:00' }, sat: { from: '09:00', to: '15:00' } },
        doctors: [{ search: doctor.full_name_ua, id: doctor.id }],
        short_description_ua: 'Багатопрофільна клініка.',
        short_description_ru: 'Многопрофильная клиника.',
      },
      edit: {
        name_ua: `Клініка «Тест ${mark}» на Подолі`,
        is_show_on_main: false,
        longitude: 30.5167,
        working_hours: { mon: { from: '09:00', to: '18:00' }, fri: { from: '09:00', to: '17:00' } },
      },
    };
  },

  async reviews(db, mark) {
    return {
      find: String(mark),
      create: {
        status: 'new',
        doctor_id: await doctorToPick(db, mark),
        rating: 5,
        author_name: `Оксана Тестова ${mark}`,
        text: `Уважний лікар, усе пояснив і дав план лікування. ${mark}`,
        author_email: `review.${mark}@vizyt.test`,
        author_phone: phoneFor('67', mark),
        locale: 'ua',
      },
      edit: { status: 'in_process', rating: 4, reply: 'Дякуємо за відгук, передали лікарю.' },
    };
  },

  async 'questions-answers'(db, mark) {
    return {
      find: String(mark),
      create: {
        status: 'new',
        doctor_id: await doctorToPick(db, mark),
        author_name: `Петро Тестовий ${mark}`,
        author_email: `question.${mark}@vizyt.test`,
        question: `Чи потрібна підготовка до першого прийому? ${mark}`,
        locale: 'ru',
      },
      edit: { status: 'in_process', answer: 'Так: прийдіть натщесерце і візьміть попередні аналізи.' },
    };
  },

  async 'blog/articles'(db, mark) {
    const category = await insertCategory(db, { name_ua: `Сон ${mark}`, name_ru: `Сон ${mark} ru` });
    const tag = await insertTag(db, { code: `son-${mark}`, name_ua: `безсоння ${mark}`, name_ru: `бессонница ${mark}` });
    const author = await insertAuthor(db, { last_name_ua: `Мельник ${mark}`, last_name_ru: `Мельник ${mark}` });
    return {
      find: String(mark),
      create: {
        status: 'review',
        name_ua: `Як заснути швидше ${mark}`,
        name_ru: `Как уснуть быстрее ${mark}`,
        slug: `e2e-sleep-${mark}`,
        category_id: { search: category.name_ua, id: category.id },
        tags: [{ search: tag.name_ua, id: tag.id }],
        author_id: { search: author.last_name_ua, id: author.id },
        intro_ua: 'Пʼять звичок, які допомагають заснути.',
        text_ua: `Лягайте в один і той самий час ${mark}.`,
        meta_keywords_ua: 'сон, безсоння',
        micro_marking: '{"@type": "MedicalWebPage"}',
      },
      edit: { status: 'active', name_ru: `Как быстрее уснуть ${mark}` },
    };
  },

  async 'blog/authors'(db, mark) {
    const doctor = await doctorToPick(db, mark);
    return {
      find: String(mark),
      create: {
        last_name_ua: `Гнатюк ${mark}`,
        last_name_ru: `Гнатюк ${mark}`,
        first_name_ua: 'Олеся',
        first_name_ru: 'Олеся',
        slug: `e2e-author-${mark}`,
        type: 'doctor',
        doctor_id: doctor,
        regalia_ua: 'Кандидатка медичних наук',
        description_ua: `Пише про сон і втому ${mark}.`,
      },
      edit: { regalia_ua: 'Лікарка вищої категорії', status: 'inactive' },
    };
  },

  async 'blog/categories'(_db, mark) {
    return {
      find: String(mark),
      create: { name_ua: `Здоровий сон ${mark}`, name_ru: `Здоровый сон ${mark}`, slug: `e2e-sleep-${mark}`, order: 7 },
      edit: { order: 8, status: 'inactive' },
    };
  },

  async 'blog/tags'(_db, mark) {
    return {
      find: String(mark),
      create: { name_ua: `мелатонін ${mark}`, name_ru: `мелатонин ${mark}`, code: `melatonin-${mark}` },
      edit: { name_ua: `мелатонін і сон ${mark}` },
    };
  },

  async 'blog/comments'(db, mark) {
    const article = await createArticle(db, { slug: `e2e-article-${mark}`, name_ua: `Як спати краще ${mark}`, name_ru: `Как спать лучше ${mark}` });
    return {
      find: String(mark),
      create: {
        status: 'new',
        article_id: { search: article.name_ua, id: article.id },
        author_name: `Ірина Тестова ${mark}`,
        phone: phoneFor('50', mark),
        email: `comment.${mark}@vizyt.test`,
        text: `Дуже корисна стаття, дякую! ${mark}`,
        locale: 'ua',
      },
      edit: { status: 'published', reply: 'Раді, що стало в пригоді.' },
    };
  },

  async 'directory-diseases'(db, mark) {
    const specialization = await createSpecialization(db, { name_ua: `Неврологія ${mark}`, name_ru: `Неврология ${mark}` });
    const article = await createArticle(db, {
      slug: `e2e-migraine-${mark}`,
      name_ua: `Що провокує мігрень ${mark}`,
      name_ru: `Что провоцирует мигрень ${mark}`,
    });
    return {
      find: String(mark),
      create: {
        name_ua: `Мігрень ${mark}`,
        name_ru: `Мигрень ${mark}`,
        slug: `e2e-migraine-${mark}`,
        specialization_id: { search: specialization.name_ua, id: specialization.id },
        status: 'active',
        short_description_ua: 'Головний біль, що повторюється нападами.',
        text_ua: `Мігрень — це напади пульсівного головного болю ${mark}.`,
        text_ru: `Мигрень — это приступы пульсирующей головной боли ${mark}.`,
        articles: [{ search: article.name_ua, id: article.id }],
        meta_title_ua: `Мігрень: симптоми і лікування ${mark}`,
      },
      edit: { text_ua: `Мігрень лікує невролог ${mark}.`, status: 'inactive' },
    };
  },

  async 'content-blocks'(db, mark) {
    const page = await insertContentPage(db, { slug: `e2e-page-${mark}`, title_ua: `Сторінка ${mark}`, title_ru: `Страница ${mark}` });
    return {
      find: String(mark),
      create: {
        page_id: { search: page.slug, id: page.id },
        section: 'advantages',
        title_ua: `Перевірені лікарі ${mark}`,
        title_ru: `Проверенные врачи ${mark}`,
        text_ua: `Ми перевіряємо дипломи кожного лікаря ${mark}.`,
        icon: 'certificate',
        status: 'active',
      },
      edit: { title_ua: `Перевірені лікарі ${mark} (змінено)`, section: 'opportunities', order: 5 },
    };
  },
  // Permanent, so it needs no end date; its participants have their own editor below the form.
  async promotions(_db, mark) {
    return {
      find: String(mark),
      create: {
        name_ua: `Знижка на УЗД ${mark}`,
        name_ru: `Скидка на УЗИ ${mark}`,
        kind: 'permanent',
        discount_type: 'amount',
        amount: 150,
        short_description_ua: 'Мінус 150 грн на ультразвукові дослідження.',
        description_ua: `Знижка діє на всі УЗД ${mark}.`,
      },
      edit: { name_ua: `Знижка на УЗД ${mark} (змінено)`, amount: 200 },
    };
  },

  async 'legal-entities'(db, mark) {
    const city = await createCity(db, { name_ua: `Тестопіль ${mark}`, name_ru: `Тестополь ${mark}` });
    return {
      find: String(mark),
      create: {
        public_name: `ТОВ «Тест-Мед ${mark}»`,
        edrpou: edrpouFor(mark),
        country: 'Україна',
        city_id: { search: city.name_ua, id: city.id },
        organization_phone: phoneFor('44', mark),
        organization_email: `office.${mark}@vizyt.test`,
        head_position: 'Директор',
        head_last_name: 'Коваленко',
        head_first_name: 'Ганна',
        address: 'вул. Січових Стрільців, 10',
        comment: 'Договір підписано.',
        status: 'active',
      },
      edit: { public_name: `ТОВ «Тест-Мед ${mark} Плюс»`, contact_email: `contact.${mark}@vizyt.test`, status: 'inactive' },
    };
  },

  async representatives(db, mark) {
    const entity = await createLegalEntity(db, { public_name: `ТОВ «Представництво ${mark}»`, edrpou: edrpouFor(mark) });
    return {
      find: String(mark),
      create: {
        last_name: 'Тестенко',
        first_name: 'Андрій',
        email: `partner.${mark}@vizyt.test`,
        phone: phoneFor('63', mark),
        locale: 'ua',
        legal_entity_id: { search: entity.public_name, id: entity.id },
        position: 'Адміністратор клініки',
        contact_email: `partner.contact.${mark}@vizyt.test`,
        comment: 'Відповідає за розклад.',
        status: 'active',
      },
      edit: { first_name: 'Андрій-Марко', position: 'Головний адміністратор' },
    };
  },

  async employees(_db, mark) {
    return {
      find: String(mark),
      create: {
        last_name: 'Тестенко',
        first_name: 'Ярина',
        middle_name: 'Олегівна',
        position: 'manager',
        gender: 'female',
        status: 'active',
        email: `staff.${mark}@vizyt.test`,
        phone: phoneFor('50', mark),
        address: { city: 'Київ', street: 'вул. Хрещатик', house: '1' },
      },
      edit: { first_name: 'Ярина-Марія', position: 'B/A' },
    };
  },

  async 'seo/filtered-pages'(db, mark) {
    const city = await createCity(db, { name_ua: `Сеопіль ${mark}`, name_ru: `Сеополь ${mark}` });
    return {
      find: String(mark),
      create: {
        name: `Кардіологи ${mark}`,
        type: 'doctors',
        url: `/doctors/e2e-${mark}`,
        is_index: false,
        h1_ua: `Кардіологи міста ${mark}`,
        h1_ru: `Кардиологи города ${mark}`,
        meta_title_ua: 'Кардіолог {city_locative}: запис онлайн',
        meta_description_ua: 'Оберіть кардіолога за відгуками.',
        text_ua: 'Текст над футером.',
        city_ids: [{ search: city.name_ua, id: city.id }],
      },
      edit: { h1_ua: `Кардіологи ${mark} (змінено)`, is_index: true, is_redirect: true, redirect_url: '/doctors' },
    };
  },

  async 'seo/filtered-page-patterns'(_db, mark) {
    return {
      find: String(mark),
      create: {
        name: `Шаблон ${mark}`,
        type: 'medical_institutions',
        url: `/med-centers/{city}/e2e-${mark}`,
        h1_ua: 'Клініки {city_locative}',
        meta_title_ru: 'Клиники {city_locative}',
      },
      edit: { h1_ua: `Клініки {city_locative} ${mark}`, is_index: false },
    };
  },

  async 'seo/texts'(_db, mark) {
    return {
      find: `Підтримка ${mark}`,
      create: { page: 'support', h1_ua: `Підтримка ${mark}`, text_ua: `Текст ${mark}`, text_ru: `Текст ${mark}` },
      edit: { h1_ru: `Поддержка ${mark}`, status: 'inactive' },
    };
  },

  async 'seo/redirects'(_db, mark) {
    return {
      find: String(mark),
      create: { source_path: `/e2e-old-${mark}`, target: '/doctors', http_status: '302', is_active: true },
      edit: { target: `https://example.com/e2e-${mark}`, http_status: '301', is_active: false },
    };
  },

  async roles(_db, mark) {
    return {
      find: String(mark),
      create: { name: `e2e-role-${mark}`, title_ua: `Тестова роль ${mark}`, title_ru: `Тестовая роль ${mark}` },
      edit: { title_ua: `Тестова роль ${mark} (змінено)`, title_ru: `Тестовая роль ${mark} (изменено)` },
    };
  },
};

/**
 * A record for read-only screens whose list the demo data may leave empty (nothing has been sent yet when the
 * browser tests start), so that opening one record is always proved.
 */
export const ADMIN_SAMPLE_RECORDS: Readonly<Record<string, (db: Db, mark: number) => Promise<unknown>>> = {
  'content-pages': (db, mark) => db.insert(content_pages).values({ slug: `e2e-sample-${mark}`, title_ua: `Сторінка ${mark}`, title_ru: `Страница ${mark}` }),
  notifications: async (db, mark) =>
    db.insert(notifications).values({
      user_id: (await createPatient(db)).id,
      type: 'reminder_appointment',
      title_ua: `Нагадування про прийом ${mark}`,
      title_ru: `Напоминание о приеме ${mark}`,
    }),
  'outbox-messages': (db, mark) =>
    db.insert(outbox_messages).values({
      channel: 'email',
      recipient: `outbox.${mark}@vizyt.test`,
      subject: 'Підтвердження запису',
      body: 'Ваш запис підтверджено.',
      status: 'sent',
      transport: 'outbox',
      sent_at: new Date(),
    }),
};
