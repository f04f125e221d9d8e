/** Editorial demo content: blog, disease reference, promotions, content pages. Each text as [ua, ru]. */
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

/** Diseases of the reference, with the specialization that treats them. */
export const DISEASES: readonly { name: Pair; specialization: string }[] = [
  { name: ['Гіпертонічна хвороба', 'Гипертоническая болезнь'], specialization: 'cardiology' },
  { name: ['Ішемічна хвороба серця', 'Ишемическая болезнь сердца'], specialization: 'cardiology' },
  { name: ['Аритмія', 'Аритмия'], specialization: 'cardiology' },
  { name: ['Мігрень', 'Мигрень'], specialization: 'neurology' },
  { name: ['Остеохондроз', 'Остеохондроз'], specialization: 'neurology' },
  { name: ['Безсоння', 'Бессонница'], specialization: 'somnology' },
  { name: ['Цукровий діабет 2 типу', 'Сахарный диабет 2 типа'], specialization: 'endocrinology' },
  { name: ['Гіпотиреоз', 'Гипотиреоз'], specialization: 'endocrinology' },
  { name: ['Гастрит', 'Гастрит'], specialization: 'gastroenterology' },
  { name: ['Панкреатит', 'Панкреатит'], specialization: 'gastroenterology' },
  { name: ['Жовчнокам’яна хвороба', 'Желчнокаменная болезнь'], specialization: 'gastroenterology' },
  { name: ['Бронхіальна астма', 'Бронхиальная астма'], specialization: 'pulmonology' },
  { name: ['Пневмонія', 'Пневмония'], specialization: 'pulmonology' },
  { name: ['Бронхіт', 'Бронхит'], specialization: 'pulmonology' },
  { name: ['Гайморит', 'Гайморит'], specialization: 'otolaryngology' },
  { name: ['Отит', 'Отит'], specialization: 'otolaryngology' },
  { name: ['Тонзиліт', 'Тонзиллит'], specialization: 'otolaryngology' },
  { name: ['Кон’юнктивіт', 'Конъюнктивит'], specialization: 'ophthalmology' },
  { name: ['Катаракта', 'Катаракта'], specialization: 'ophthalmology' },
  { name: ['Глаукома', 'Глаукома'], specialization: 'ophthalmology' },
  { name: ['Міопія', 'Миопия'], specialization: 'ophthalmology' },
  { name: ['Псоріаз', 'Псориаз'], specialization: 'dermatology' },
  { name: ['Акне', 'Акне'], specialization: 'dermatology' },
  { name: ['Атопічний дерматит', 'Атопический дерматит'], specialization: 'dermatology' },
  { name: ['Оніхомікоз', 'Онихомикоз'], specialization: 'mycology' },
  { name: ['Алопеція', 'Алопеция'], specialization: 'trichology' },
  { name: ['Артрит', 'Артрит'], specialization: 'rheumatology' },
  { name: ['Подагра', 'Подагра'], specialization: 'rheumatology' },
  { name: ['Сколіоз', 'Сколиоз'], specialization: 'orthopedics' },
  { name: ['Плоскостопість', 'Плоскостопие'], specialization: 'orthopedics' },
  { name: ['Грижа міжхребцевого диска', 'Грыжа межпозвоночного диска'], specialization: 'vertebrology' },
  { name: ['Варикозне розширення вен', 'Варикозное расширение вен'], specialization: 'phlebology' },
  { name: ['Пієлонефрит', 'Пиелонефрит'], specialization: 'nephrology' },
  { name: ['Цистит', 'Цистит'], specialization: 'urology' },
  { name: ['Простатит', 'Простатит'], specialization: 'urology' },
  { name: ['Ендометріоз', 'Эндометриоз'], specialization: 'gynecology' },
  { name: ['Міома матки', 'Миома матки'], specialization: 'gynecology' },
  { name: ['Мастопатія', 'Мастопатия'], specialization: 'mammology' },
  { name: ['Залізодефіцитна анемія', 'Железодефицитная анемия'], specialization: 'hematology' },
  { name: ['Алергічний риніт', 'Аллергический ринит'], specialization: 'allergology' },
  { name: ['Карієс', 'Кариес'], specialization: 'dental-therapy' },
  { name: ['Пародонтит', 'Пародонтит'], specialization: 'periodontology' },
  { name: ['Депресія', 'Депрессия'], specialization: 'psychotherapy' },
  { name: ['Вітряна віспа', 'Ветряная оспа'], specialization: 'infectious-diseases' },
  { name: ['Геморой', 'Геморрой'], specialization: 'proctology' },
  { name: ['Вірусний гепатит C', 'Вирусный гепатит C'], specialization: 'hepatology' },
];

export const DISEASE_TEXT: readonly Pair[] = [
  [
    'Захворювання може тривалий час перебігати без виражених симптомів, тому важливо проходити профілактичні огляди.',
    'Заболевание может долгое время протекать без выраженных симптомов, поэтому важно проходить профилактические осмотры.',
  ],
  [
    'Діагноз встановлює лікар після огляду та необхідних обстежень. Самолікування може погіршити стан.',
    'Диагноз устанавливает врач после осмотра и необходимых обследований. Самолечение может ухудшить состояние.',
  ],
  [
    'Лікування підбирають індивідуально з урахуванням віку, супутніх хвороб і результатів аналізів.',
    'Лечение подбирают индивидуально с учетом возраста, сопутствующих болезней и результатов анализов.',
  ],
];

export const CONTENT_BLOCKS: Readonly<Record<'about-us' | 'for-partners', readonly { section: string; title: Pair; text: Pair; icon: string }[]>> = {
  'about-us': [
    {
      section: 'advantages',
      title: ['Перевірені лікарі', 'Проверенные врачи'],
      text: ['Ми перевіряємо дипломи та сертифікати кожного лікаря.', 'Мы проверяем дипломы и сертификаты каждого врача.'],
      icon: 'certificate',
    },
    {
      section: 'advantages',
      title: ['Чесні відгуки', 'Честные отзывы'],
      text: ['Відгуки залишають пацієнти після візиту, модератори перевіряють кожен.', 'Отзывы оставляют пациенты после визита, модераторы проверяют каждый.'],
      icon: 'message-star',
    },
    {
      section: 'advantages',
      title: ['Запис за хвилину', 'Запись за минуту'],
      text: ['Оберіть лікаря, час і формат прийому — без дзвінків.', 'Выберите врача, время и формат приема — без звонков.'],
      icon: 'calendar-check',
    },
    {
      section: 'advantages',
      title: ['Відеоконсультації', 'Видеоконсультации'],
      text: ['Консультація з лікарем онлайн без встановлення програм.', 'Консультация с врачом онлайн без установки программ.'],
      icon: 'video',
    },
  ],
  'for-partners': [
    {
      section: 'opportunities',
      title: ['Нові пацієнти', 'Новые пациенты'],
      text: ['Тисячі людей щодня шукають лікаря у вашому місті.', 'Тысячи людей ежедневно ищут врача в вашем городе.'],
      icon: 'users',
    },
    {
      section: 'opportunities',
      title: ['Онлайн-запис 24/7', 'Онлайн-запись 24/7'],
      text: [
        'Пацієнти записуються в будь-який час, адміністратор лише підтверджує.',
        'Пациенты записываются в любое время, администратор только подтверждает.',
      ],
      icon: 'clock',
    },
    {
      section: 'opportunities',
      title: ['Інтеграція через API', 'Интеграция через API'],
      text: ['Синхронізуйте розклад і записи з вашою МІС.', 'Синхронизируйте расписание и записи с вашей МИС.'],
      icon: 'plug-connected',
    },
    {
      section: 'dashboard_features',
      title: ['Керування розкладом', 'Управление расписанием'],
      text: ['Тижневі шаблони, вихідні та відпустки лікарів в одному календарі.', 'Недельные шаблоны, выходные и отпуска врачей в одном календаре.'],
      icon: 'calendar',
    },
    {
      section: 'dashboard_features',
      title: ['Звіти', 'Отчеты'],
      text: ['Підтверджені та відхилені записи за будь-який період.', 'Подтвержденные и отклоненные записи за любой период.'],
      icon: 'chart-bar',
    },
    {
      section: 'advantages',
      title: ['Без абонплати', 'Без абонплаты'],
      text: ['Оплата лише за пацієнтів, які прийшли на прийом.', 'Оплата только за пациентов, которые пришли на прием.'],
      icon: 'coin',
    },
  ],
};
