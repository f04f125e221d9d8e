/** The public video consultation page (`/conference`): where to go next and how a visit goes, in plain words. */
export const conference = {
  'conference.actions': 'Почати відеоконсультацію',
  'conference.action.find': 'Знайти лікаря з онлайн-консультаціями',
  'conference.action.room': 'Увійти до своєї зали очікування',
  'conference.action.room.hint': 'Уже записалися? Зала відкривається за {{minutes}} хв до початку. Якщо ви ще не ввійшли в кабінет, спершу попросимо ввійти.',
  'conference.how.title': 'Як проходить відеоконсультація',
  'conference.how.check.title': 'Перевірте техніку',
  'conference.how.check.text':
    'У залі очікування ви бачите себе в камері, рівень мікрофона і можете перевірити звук. Камеру й мікрофон можна змінити до початку.',
  'conference.how.waiting.title': 'Зачекайте на лікаря',
  'conference.how.waiting.text':
    'Зала очікування відкривається за {{minutes}} хв до призначеного часу. Там видно, чи лікар уже на звʼязку, і можна написати йому в чат.',
  'conference.how.start.title': 'Лікар починає розмову',
  'conference.how.start.text': 'Коли лікар готовий, він розпочинає дзвінок — і ви бачите й чуєте одне одного. У чат можна надіслати фото рецепта чи аналізів.',
  'conference.how.conclusion.title': 'Отримайте висновок',
  'conference.how.conclusion.text': 'Після розмови лікар пише висновок і рекомендації. Вони зʼявляться на сторінці консультації у вашому кабінеті.',
} as const;
