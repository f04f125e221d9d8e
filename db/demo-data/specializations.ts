/**
 * Medical specializations with stable codes. `group` decides which kinds of institutions employ them;
 * `icon` is a Tabler icon name.
 */
export type SpecializationGroup = 'medical' | 'dental' | 'beauty' | 'diagnostic' | 'laboratory' | 'eye' | 'veterinary';

export interface SpecializationData {
  code: string;
  name: [ua: string, ru: string];
  doctor: [ua: string, ru: string];
  group: SpecializationGroup;
  icon: string;
}

const s = (code: string, nameUa: string, nameRu: string, doctorUa: string, doctorRu: string, group: SpecializationGroup, icon: string): SpecializationData => ({
  code,
  name: [nameUa, nameRu],
  doctor: [doctorUa, doctorRu],
  group,
  icon,
});

export const SPECIALIZATIONS: readonly SpecializationData[] = [
  s('general-practice', 'Терапія', 'Терапия', 'Терапевт', 'Терапевт', 'medical', 'stethoscope'),
  s('family-medicine', 'Сімейна медицина', 'Семейная медицина', 'Сімейний лікар', 'Семейный врач', 'medical', 'home-heart'),
  s('pediatrics', 'Педіатрія', 'Педиатрия', 'Педіатр', 'Педиатр', 'medical', 'baby-carriage'),
  s('gynecology', 'Гінекологія', 'Гинекология', 'Гінеколог', 'Гинеколог', 'medical', 'gender-female'),
  s('cardiology', 'Кардіологія', 'Кардиология', 'Кардіолог', 'Кардиолог', 'medical', 'heartbeat'),
  s('neurology', 'Неврологія', 'Неврология', 'Невролог', 'Невролог', 'medical', 'brain'),
  s('otolaryngology', 'Отоларингологія', 'Отоларингология', 'Отоларинголог', 'Отоларинголог', 'medical', 'ear'),
  s('ophthalmology', 'Офтальмологія', 'Офтальмология', 'Офтальмолог', 'Офтальмолог', 'eye', 'eye'),
  s('dermatology', 'Дерматологія', 'Дерматология', 'Дерматолог', 'Дерматолог', 'medical', 'hand-stop'),
  s('endocrinology', 'Ендокринологія', 'Эндокринология', 'Ендокринолог', 'Эндокринолог', 'medical', 'droplet'),
  s('gastroenterology', 'Гастроентерологія', 'Гастроэнтерология', 'Гастроентеролог', 'Гастроэнтеролог', 'medical', 'salad'),
  s('urology', 'Урологія', 'Урология', 'Уролог', 'Уролог', 'medical', 'gender-male'),
  s('surgery', 'Хірургія', 'Хирургия', 'Хірург', 'Хирург', 'medical', 'cut'),
  s('traumatology', 'Травматологія', 'Травматология', 'Травматолог', 'Травматолог', 'medical', 'bone'),
  s('orthopedics', 'Ортопедія', 'Ортопедия', 'Ортопед', 'Ортопед', 'medical', 'bone'),
  s('allergology', 'Алергологія', 'Аллергология', 'Алерголог', 'Аллерголог', 'medical', 'plant'),
  s('andrology', 'Андрологія', 'Андрология', 'Андролог', 'Андролог', 'medical', 'gender-male'),
  s('anesthesiology', 'Анестезіологія', 'Анестезиология', 'Анестезіолог', 'Анестезиолог', 'medical', 'vaccine'),
  s('cardiac-surgery', 'Кардіохірургія', 'Кардиохирургия', 'Кардіохірург', 'Кардиохирург', 'medical', 'heart'),
  s('dermatovenereology', 'Дерматовенерологія', 'Дерматовенерология', 'Дерматовенеролог', 'Дерматовенеролог', 'medical', 'hand-stop'),
  s('dietetics', 'Дієтологія', 'Диетология', 'Дієтолог', 'Диетолог', 'medical', 'apple'),
  s('endoscopy', 'Ендоскопія', 'Эндоскопия', 'Ендоскопіст', 'Эндоскопист', 'diagnostic', 'microscope'),
  s('genetics', 'Медична генетика', 'Медицинская генетика', 'Генетик', 'Генетик', 'medical', 'dna'),
  s('geriatrics', 'Геріатрія', 'Гериатрия', 'Геріатр', 'Гериатр', 'medical', 'old'),
  s('hematology', 'Гематологія', 'Гематология', 'Гематолог', 'Гематолог', 'medical', 'droplet'),
  s('hepatology', 'Гепатологія', 'Гепатология', 'Гепатолог', 'Гепатолог', 'medical', 'salad'),
  s('immunology', 'Імунологія', 'Иммунология', 'Імунолог', 'Иммунолог', 'medical', 'shield-check'),
  s('infectious-diseases', 'Інфекційні хвороби', 'Инфекционные болезни', 'Інфекціоніст', 'Инфекционист', 'medical', 'virus'),
  s('mammology', 'Мамологія', 'Маммология', 'Мамолог', 'Маммолог', 'medical', 'ribbon-health'),
  s('nephrology', 'Нефрологія', 'Нефрология', 'Нефролог', 'Нефролог', 'medical', 'droplet'),
  s('neurosurgery', 'Нейрохірургія', 'Нейрохирургия', 'Нейрохірург', 'Нейрохирург', 'medical', 'brain'),
  s('obstetrics', 'Акушерство', 'Акушерство', 'Акушер-гінеколог', 'Акушер-гинеколог', 'medical', 'baby-bottle'),
  s('oncology', 'Онкологія', 'Онкология', 'Онколог', 'Онколог', 'medical', 'ribbon-health'),
  s('oncogynecology', 'Онкогінекологія', 'Онкогинекология', 'Онкогінеколог', 'Онкогинеколог', 'medical', 'ribbon-health'),
  s('proctology', 'Проктологія', 'Проктология', 'Проктолог', 'Проктолог', 'medical', 'stethoscope'),
  s('psychiatry', 'Психіатрія', 'Психиатрия', 'Психіатр', 'Психиатр', 'medical', 'brain'),
  s('psychology', 'Психологія', 'Психология', 'Психолог', 'Психолог', 'medical', 'mood-smile'),
  s('psychotherapy', 'Психотерапія', 'Психотерапия', 'Психотерапевт', 'Психотерапевт', 'medical', 'message-heart'),
  s('pulmonology', 'Пульмонологія', 'Пульмонология', 'Пульмонолог', 'Пульмонолог', 'medical', 'lungs'),
  s('rheumatology', 'Ревматологія', 'Ревматология', 'Ревматолог', 'Ревматолог', 'medical', 'bone'),
  s('vascular-surgery', 'Судинна хірургія', 'Сосудистая хирургия', 'Судинний хірург', 'Сосудистый хирург', 'medical', 'heart'),
  s('phlebology', 'Флебологія', 'Флебология', 'Флеболог', 'Флеболог', 'medical', 'heart'),
  s('angiology', 'Ангіологія', 'Ангиология', 'Ангіолог', 'Ангиолог', 'medical', 'heart'),
  s('neonatology', 'Неонатологія', 'Неонатология', 'Неонатолог', 'Неонатолог', 'medical', 'baby-carriage'),
  s('pediatric-neurology', 'Дитяча неврологія', 'Детская неврология', 'Дитячий невролог', 'Детский невролог', 'medical', 'brain'),
  s('pediatric-endocrinology', 'Дитяча ендокринологія', 'Детская эндокринология', 'Дитячий ендокринолог', 'Детский эндокринолог', 'medical', 'droplet'),
  s('pediatric-surgery', 'Дитяча хірургія', 'Детская хирургия', 'Дитячий хірург', 'Детский хирург', 'medical', 'cut'),
  s('reproductology', 'Репродуктологія', 'Репродуктология', 'Репродуктолог', 'Репродуктолог', 'medical', 'baby-bottle'),
  s('speech-therapy', 'Логопедія', 'Логопедия', 'Логопед', 'Логопед', 'medical', 'message'),
  s('sexology', 'Сексологія', 'Сексология', 'Сексолог', 'Сексолог', 'medical', 'heart'),
  s('narcology', 'Наркологія', 'Наркология', 'Нарколог', 'Нарколог', 'medical', 'pill'),
  s('somnology', 'Сомнологія', 'Сомнология', 'Сомнолог', 'Сомнолог', 'medical', 'moon'),
  s('vertebrology', 'Вертебрологія', 'Вертебрология', 'Вертебролог', 'Вертебролог', 'medical', 'bone'),
  s('mycology', 'Мікологія', 'Микология', 'Міколог', 'Миколог', 'medical', 'microscope'),
  s('audiology', 'Сурдологія', 'Сурдология', 'Сурдолог', 'Сурдолог', 'medical', 'ear'),
  s('occupational-medicine', 'Профпатологія', 'Профпатология', 'Профпатолог', 'Профпатолог', 'medical', 'briefcase'),
  s('emergency-medicine', 'Невідкладна медицина', 'Неотложная медицина', 'Лікар невідкладної допомоги', 'Врач неотложной помощи', 'medical', 'ambulance'),
  s('sports-medicine', 'Спортивна медицина', 'Спортивная медицина', 'Спортивний лікар', 'Спортивный врач', 'medical', 'run'),
  s('physiotherapy', 'Фізіотерапія', 'Физиотерапия', 'Фізіотерапевт', 'Физиотерапевт', 'medical', 'activity'),
  s('rehabilitation', 'Фізична реабілітація', 'Физическая реабилитация', 'Реабілітолог', 'Реабилитолог', 'medical', 'wheelchair'),
  s('manual-therapy', 'Мануальна терапія', 'Мануальная терапия', 'Мануальний терапевт', 'Мануальный терапевт', 'medical', 'hand-finger'),
  s('massage', 'Масаж', 'Массаж', 'Масажист', 'Массажист', 'beauty', 'hand-finger'),
  s('reflexotherapy', 'Рефлексотерапія', 'Рефлексотерапия', 'Рефлексотерапевт', 'Рефлексотерапевт', 'medical', 'needle'),
  s('plastic-surgery', 'Пластична хірургія', 'Пластическая хирургия', 'Пластичний хірург', 'Пластический хирург', 'beauty', 'cut'),
  s('cosmetology', 'Косметологія', 'Косметология', 'Косметолог', 'Косметолог', 'beauty', 'sparkles'),
  s('trichology', 'Трихологія', 'Трихология', 'Трихолог', 'Трихолог', 'beauty', 'brush'),
  s('podology', 'Подологія', 'Подология', 'Подолог', 'Подолог', 'beauty', 'shoe'),
  s('ultrasound', 'Ультразвукова діагностика', 'Ультразвуковая диагностика', 'Лікар УЗД', 'Врач УЗИ', 'diagnostic', 'wave-sine'),
  s('radiology', 'Рентгенологія', 'Рентгенология', 'Рентгенолог', 'Рентгенолог', 'diagnostic', 'radioactive'),
  s(
    'functional-diagnostics',
    'Функціональна діагностика',
    'Функциональная диагностика',
    'Лікар функціональної діагностики',
    'Врач функциональной диагностики',
    'diagnostic',
    'activity-heartbeat',
  ),
  s('laboratory-diagnostics', 'Лабораторна діагностика', 'Лабораторная диагностика', 'Лікар-лаборант', 'Врач-лаборант', 'laboratory', 'test-pipe'),
  s('dental-therapy', 'Терапевтична стоматологія', 'Терапевтическая стоматология', 'Стоматолог-терапевт', 'Стоматолог-терапевт', 'dental', 'dental'),
  s('dental-surgery', 'Хірургічна стоматологія', 'Хирургическая стоматология', 'Стоматолог-хірург', 'Стоматолог-хирург', 'dental', 'dental'),
  s('orthodontics', 'Ортодонтія', 'Ортодонтия', 'Ортодонт', 'Ортодонт', 'dental', 'dental'),
  s('prosthodontics', 'Ортопедична стоматологія', 'Ортопедическая стоматология', 'Стоматолог-ортопед', 'Стоматолог-ортопед', 'dental', 'dental'),
  s('periodontology', 'Пародонтологія', 'Пародонтология', 'Пародонтолог', 'Пародонтолог', 'dental', 'dental'),
  s('pediatric-dentistry', 'Дитяча стоматологія', 'Детская стоматология', 'Дитячий стоматолог', 'Детский стоматолог', 'dental', 'dental'),
  s('dental-implantology', 'Імплантологія', 'Имплантология', 'Імплантолог', 'Имплантолог', 'dental', 'dental'),
  s(
    'dental-hygiene',
    'Професійна гігієна порожнини рота',
    'Профессиональная гигиена полости рта',
    'Стоматолог-гігієніст',
    'Стоматолог-гигиенист',
    'dental',
    'dental',
  ),
  s('optometry', 'Оптометрія', 'Оптометрия', 'Оптометрист', 'Оптометрист', 'eye', 'eyeglass'),
  s('veterinary', 'Ветеринарія', 'Ветеринария', 'Ветеринар', 'Ветеринар', 'veterinary', 'paw'),
];

/** Which specialization groups each institution type employs (types without doctors are absent). */
export const GROUPS_BY_INSTITUTION_TYPE: Readonly<Record<string, readonly SpecializationGroup[]>> = {
  clinic: ['medical', 'diagnostic'],
  diagnostic_center: ['diagnostic', 'laboratory'],
  private_office: ['medical'],
  laboratory: ['laboratory'],
  dentistry: ['dental'],
  beauty_salon: ['beauty'],
  optics: ['eye'],
  veterinary_clinic: ['veterinary'],
};

/** Palette the specialization chips rotate through (background, text). */
export const SPECIALIZATION_COLORS: readonly (readonly [string, string])[] = [
  ['#E7E7E7', '#1C1C1A'],
  ['#1A4B48', '#FFFFFF'],
  ['#1355EA', '#FFFFFF'],
  ['#F29EAD', '#1C1C1A'],
];
