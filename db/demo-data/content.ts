/** The demo blog: categories, tags, articles and comments. Each text as [ua, ru]. */
type Pair = readonly [ua: string, ru: string];

export const BLOG_CATEGORIES: readonly { slug: string; name: Pair }[] = [
  { slug: 'zdorovia-sertsia', name: ['Здоров’я серця', 'Здоровье сердца'] },
  { slug: 'dytiache-zdorovia', name: ['Дитяче здоров’я', 'Детское здоровье'] },
  { slug: 'kharchuvannia', name: ['Харчування', 'Питание'] },
  { slug: 'profilaktyka', name: ['Профілактика', 'Профилактика'] },
  { slug: 'zhinoche-zdorovia', name: ['Жіноче здоров’я', 'Женское здоровье'] },
  { slug: 'stomatolohiia', name: ['Стоматологія', 'Стоматология'] },
  { slug: 'psykholohiia', name: ['Психологія', 'Психология'] },
  { slug: 'diahnostyka', name: ['Діагностика', 'Диагностика'] },
];

export const BLOG_TAGS: readonly { code: string; name: Pair }[] = [
  { code: 'serce', name: ['серце', 'сердце'] },
  { code: 'tysk', name: ['тиск', 'давление'] },
  { code: 'dity', name: ['діти', 'дети'] },
  { code: 'vakcynatsiia', name: ['вакцинація', 'вакцинация'] },
  { code: 'dieta', name: ['дієта', 'диета'] },
  { code: 'son', name: ['сон', 'сон'] },
  { code: 'stres', name: ['стрес', 'стресс'] },
  { code: 'zuby', name: ['зуби', 'зубы'] },
  { code: 'analizy', name: ['аналізи', 'анализы'] },
  { code: 'uzd', name: ['УЗД', 'УЗИ'] },
  { code: 'alerhiia', name: ['алергія', 'аллергия'] },
  { code: 'imunitet', name: ['імунітет', 'иммунитет'] },
  { code: 'vahitnist', name: ['вагітність', 'беременность'] },
  { code: 'sport', name: ['спорт', 'спорт'] },
  { code: 'zir', name: ['зір', 'зрение'] },
  { code: 'shkira', name: ['шкіра', 'кожа'] },
];

/** Article subjects: title, the category slug, tag codes, and the specialization of the doctor who checks it. */
export const BLOG_SUBJECTS: readonly { title: Pair; category: string; tags: readonly string[]; specialization: string }[] = [
  {
    title: ['Як правильно вимірювати артеріальний тиск удома', 'Как правильно измерять артериальное давление дома'],
    category: 'zdorovia-sertsia',
    tags: ['serce', 'tysk'],
    specialization: 'cardiology',
  },
  {
    title: ['Сім ознак, що час перевірити серце', 'Семь признаков, что пора проверить сердце'],
    category: 'zdorovia-sertsia',
    tags: ['serce'],
    specialization: 'cardiology',
  },
  {
    title: ['Календар щеплень для дітей в Україні', 'Календарь прививок для детей в Украине'],
    category: 'dytiache-zdorovia',
    tags: ['dity', 'vakcynatsiia'],
    specialization: 'pediatrics',
  },
  {
    title: ['Температура в дитини: коли викликати лікаря', 'Температура у ребенка: когда вызывать врача'],
    category: 'dytiache-zdorovia',
    tags: ['dity', 'imunitet'],
    specialization: 'pediatrics',
  },
  {
    title: ['Середземноморська дієта: що їсти щодня', 'Средиземноморская диета: что есть каждый день'],
    category: 'kharchuvannia',
    tags: ['dieta'],
    specialization: 'dietetics',
  },
  {
    title: ['Скільки води насправді потрібно пити', 'Сколько воды на самом деле нужно пить'],
    category: 'kharchuvannia',
    tags: ['dieta'],
    specialization: 'dietetics',
  },
  {
    title: ['Щорічний чекап: які аналізи здавати після 30', 'Ежегодный чекап: какие анализы сдавать после 30'],
    category: 'profilaktyka',
    tags: ['analizy'],
    specialization: 'general-practice',
  },
  {
    title: ['Як зміцнити імунітет восени без міфів', 'Как укрепить иммунитет осенью без мифов'],
    category: 'profilaktyka',
    tags: ['imunitet'],
    specialization: 'immunology',
  },
  {
    title: ['Підготовка до УЗД черевної порожнини', 'Подготовка к УЗИ брюшной полости'],
    category: 'diahnostyka',
    tags: ['uzd', 'analizy'],
    specialization: 'ultrasound',
  },
  {
    title: ['Загальний аналіз крові: як читати результати', 'Общий анализ крови: как читать результаты'],
    category: 'diahnostyka',
    tags: ['analizy'],
    specialization: 'laboratory-diagnostics',
  },
  {
    title: ['Перший візит до гінеколога: що потрібно знати', 'Первый визит к гинекологу: что нужно знать'],
    category: 'zhinoche-zdorovia',
    tags: [],
    specialization: 'gynecology',
  },
  {
    title: ['Вагітність по тижнях: головні обстеження', 'Беременность по неделям: главные обследования'],
    category: 'zhinoche-zdorovia',
    tags: ['vahitnist', 'analizy'],
    specialization: 'obstetrics',
  },
  {
    title: ['Професійна чистка зубів: навіщо і як часто', 'Профессиональная чистка зубов: зачем и как часто'],
    category: 'stomatolohiia',
    tags: ['zuby'],
    specialization: 'dental-hygiene',
  },
  {
    title: ['Брекети чи елайнери: що обрати дорослому', 'Брекеты или элайнеры: что выбрать взрослому'],
    category: 'stomatolohiia',
    tags: ['zuby'],
    specialization: 'orthodontics',
  },
  { title: ['Як повернути здоровий сон', 'Как вернуть здоровый сон'], category: 'psykholohiia', tags: ['son', 'stres'], specialization: 'somnology' },
  {
    title: ['Тривожність: коли звертатися до психотерапевта', 'Тревожность: когда обращаться к психотерапевту'],
    category: 'psykholohiia',
    tags: ['stres'],
    specialization: 'psychotherapy',
  },
  {
    title: ['Сезонна алергія: як підготуватися до цвітіння', 'Сезонная аллергия: как подготовиться к цветению'],
    category: 'profilaktyka',
    tags: ['alerhiia'],
    specialization: 'allergology',
  },
  {
    title: ['Зір і гаджети: правила для дорослих і дітей', 'Зрение и гаджеты: правила для взрослых и детей'],
    category: 'profilaktyka',
    tags: ['zir', 'dity'],
    specialization: 'ophthalmology',
  },
  { title: ['Догляд за шкірою взимку', 'Уход за кожей зимой'], category: 'profilaktyka', tags: ['shkira'], specialization: 'dermatology' },
  {
    title: ['Біль у спині після тренувань: що робити', 'Боль в спине после тренировок: что делать'],
    category: 'profilaktyka',
    tags: ['sport'],
    specialization: 'vertebrology',
  },
];

export const ARTICLE_PARAGRAPHS: readonly Pair[] = [
  [
    'Більшість проблем зі здоров’ям легше попередити, ніж лікувати. Регулярні огляди допомагають помітити зміни на ранній стадії.',
    'Большинство проблем со здоровьем легче предупредить, чем лечить. Регулярные осмотры помогают заметить изменения на ранней стадии.',
  ],
  [
    'Перед візитом запишіть свої скарги, ліки, які приймаєте, і питання до лікаря — так консультація буде коротшою і кориснішою.',
    'Перед визитом запишите свои жалобы, лекарства, которые принимаете, и вопросы к врачу — так консультация будет короче и полезнее.',
  ],
  [
    'Не варто ставити собі діагноз за інформацією з інтернету: однакові симптоми можуть мати різні причини.',
    'Не стоит ставить себе диагноз по информации из интернета: одинаковые симптомы могут иметь разные причины.',
  ],
  [
    'Якщо стан різко погіршився, не чекайте планового прийому — викликайте швидку за номером 103.',
    'Если состояние резко ухудшилось, не ждите планового приема — вызывайте скорую по номеру 103.',
  ],
  [
    'Збалансоване харчування, рух щодня і достатній сон — три звички, які впливають на все інше.',
    'Сбалансированное питание, ежедневное движение и достаточный сон — три привычки, которые влияют на все остальное.',
  ],
  [
    'Лікар підбирає обстеження індивідуально: вік, спосіб життя і спадковість мають значення.',
    'Врач подбирает обследования индивидуально: возраст, образ жизни и наследственность имеют значение.',
  ],
];

export const COMMENTS: readonly string[] = [
  'Дякую, дуже корисна стаття!',
  'А як часто варто повторювати обстеження?',
  'Спасибо, все понятно и по делу.',
  'Зберегла собі, поділюся з мамою.',
  'Чи можна записатися до автора на консультацію?',
];
