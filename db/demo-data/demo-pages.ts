/**
 * The demo of the back office's content pages (docs/decisions/288): the blocks about-us and for-partners lack in
 * the content step, so each page has every kind its editor offers, and a patient's notices of each type.
 */
type Pair = readonly [ua: string, ru: string];

export const EXTRA_PAGE_BLOCKS: Readonly<
  Record<
    'about-us' | 'for-partners',
    readonly { section: 'opportunities' | 'dashboard_features' | 'statistics' | 'steps'; title: Pair; text: Pair; icon?: string }[]
  >
> = {
  'about-us': [
    {
      section: 'opportunities',
      title: ['Записи для всієї родини', 'Записи для всей семьи'],
      text: ['Записуйте дітей і батьків з одного кабінету.', 'Записывайте детей и родителей из одного кабинета.'],
      icon: 'users',
    },
    {
      section: 'opportunities',
      title: ['Медична картка онлайн', 'Медицинская карта онлайн'],
      text: ['Висновки лікарів і аналізи завжди під рукою.', 'Заключения врачей и анализы всегда под рукой.'],
      icon: 'file-text',
    },
    {
      section: 'dashboard_features',
      title: ['Нагадування про візит', 'Напоминания о визите'],
      text: ['Повідомлення в кабінеті, листом і SMS напередодні прийому.', 'Уведомления в кабинете, письмом и SMS накануне приема.'],
      icon: 'bell',
    },
    {
      section: 'dashboard_features',
      title: ['Історія записів і оплат', 'История записей и оплат'],
      text: ['Усі візити та платежі в одному місці.', 'Все визиты и платежи в одном месте.'],
      icon: 'history',
    },
    { section: 'statistics', title: ['5 000+ лікарів', '5 000+ врачей'], text: ['У 24 містах України.', 'В 24 городах Украины.'] },
    { section: 'statistics', title: ['40 000+ відгуків', '40 000+ отзывов'], text: ['Від пацієнтів після візиту.', 'От пациентов после визита.'] },
    {
      section: 'steps',
      title: ['Знайдіть лікаря', 'Найдите врача'],
      text: ['За спеціальністю, містом, ціною чи відгуками.', 'По специальности, городу, цене или отзывам.'],
    },
    {
      section: 'steps',
      title: ['Оберіть час', 'Выберите время'],
      text: ['Вільні години видно одразу в профілі лікаря.', 'Свободные часы видны сразу в профиле врача.'],
    },
    {
      section: 'steps',
      title: ['Прийдіть на прийом', 'Придите на прием'],
      text: ['Або підключіться до відеоконсультації.', 'Или подключитесь к видеоконсультации.'],
    },
  ],
  'for-partners': [
    {
      section: 'dashboard_features',
      title: ['Відгуки пацієнтів', 'Отзывы пациентов'],
      text: ['Відповідайте на відгуки про ваших лікарів і клініки.', 'Отвечайте на отзывы о ваших врачах и клиниках.'],
      icon: 'message-star',
    },
    { section: 'statistics', title: ['300+ клінік', '300+ клиник'], text: ['Уже приймають пацієнтів через Vizyt.', 'Уже принимают пациентов через Vizyt.'] },
    {
      section: 'steps',
      title: ['Залиште заявку', 'Оставьте заявку'],
      text: ['Менеджер звʼяжеться з вами протягом робочого дня.', 'Менеджер свяжется с вами в течение рабочего дня.'],
    },
    {
      section: 'steps',
      title: ['Додайте лікарів і розклад', 'Добавьте врачей и расписание'],
      text: ['Вручну, імпортом або через API.', 'Вручную, импортом или через API.'],
    },
    {
      section: 'steps',
      title: ['Приймайте пацієнтів', 'Принимайте пациентов'],
      text: ['Записи приходять у кабінет партнера.', 'Записи приходят в кабинет партнера.'],
    },
  ],
};

type NoticeType = 'promotion' | 'new_appointment' | 'change_appointment' | 'reminder_appointment';

/** The demo patient's notices: two of each type, some read; `days` before the seed's day. */
export const DEMO_NOTICES: readonly { type: NoticeType; title: Pair; text: Pair; days: number; read: boolean }[] = [
  {
    type: 'promotion',
    title: ['Акція у вашого лікаря', 'Акция у вашего врача'],
    text: ['Лікар з вашого списку обраних бере участь в акції зі знижкою.', 'Врач из вашего списка избранных участвует в акции со скидкой.'],
    days: 1,
    read: false,
  },
  {
    type: 'promotion',
    title: ['Знижка в обраній клініці', 'Скидка в избранной клинике'],
    text: ['Клініка з вашого списку обраних проводить акцію.', 'Клиника из вашего списка избранных проводит акцию.'],
    days: 12,
    read: true,
  },
  {
    type: 'new_appointment',
    title: ['Ви записалися на прийом', 'Вы записались на прием'],
    text: ['Запис створено; клініка підтвердить його найближчим часом.', 'Запись создана; клиника подтвердит ее в ближайшее время.'],
    days: 2,
    read: false,
  },
  {
    type: 'new_appointment',
    title: ['Запис на прийом створено', 'Запись на прием создана'],
    text: ['Чекаємо вас у клініці у вибраний час.', 'Ждем вас в клинике в выбранное время.'],
    days: 20,
    read: true,
  },
  {
    type: 'change_appointment',
    title: ['Запис підтверджено', 'Запись подтверждена'],
    text: ['Клініка підтвердила ваш запис.', 'Клиника подтвердила вашу запись.'],
    days: 2,
    read: false,
  },
  {
    type: 'change_appointment',
    title: ['Час прийому змінено', 'Время приема изменено'],
    text: ['Клініка перенесла ваш прийом; новий час — у кабінеті.', 'Клиника перенесла ваш прием; новое время — в кабинете.'],
    days: 9,
    read: true,
  },
  {
    type: 'reminder_appointment',
    title: ['Нагадування про прийом', 'Напоминание о приеме'],
    text: ['Завтра у вас прийом у лікаря.', 'Завтра у вас прием у врача.'],
    days: 0,
    read: false,
  },
  {
    type: 'reminder_appointment',
    title: ['Прийом уже завтра', 'Прием уже завтра'],
    text: ['Не забудьте взяти результати аналізів.', 'Не забудьте взять результаты анализов.'],
    days: 21,
    read: true,
  },
];
