/** Public forms (reviews, questions, comments, support, callback, ambulance) and their moderation: API messages. */
export const feedback = {
  'feedback.review.received': 'Дякуємо за відгук! Він зʼявиться на сайті після перевірки модератором.',
  'feedback.question.received': 'Дякуємо за запитання! Відповідь надійде на вашу електронну пошту.',
  'feedback.article-comment.received': 'Дякуємо за коментар! Він зʼявиться під статтею після перевірки модератором.',
  'feedback.support.received': 'Звернення №{{id}} прийнято. Ми відповімо якнайшвидше.',
  'feedback.callback.received': 'Заявку прийнято. Ми передзвонимо вам найближчим часом.',
  'feedback.emergency.received': 'Заявку на виклик швидкої прийнято, оператор зателефонує вам. Якщо є загроза життю, телефонуйте 103.',

  'feedback.name.format': 'Лише літери, апостроф, дефіс, крапка і пробіл',
  'feedback.contact.required': 'Вкажіть електронну пошту або телефон',
  'validation.forbidden_characters': 'Текст містить недопустимі символи',
  'review.target.required': 'Оберіть лікаря або медичний заклад',
  'review.target.only_one': 'Відгук стосується або лікаря, або закладу',
  'review.specialization.not_of_doctor': 'Лікар не має такої спеціалізації',
  'question.target.required': 'Оберіть лікаря, заклад або статтю',
  'question.target.only_one': 'Запитання стосується лише одного: лікаря, закладу або статті',

  'status.transition.not_allowed': 'Такий перехід статусу неможливий',
  'answer.publishing.error': 'Помилка публікації відповіді',
  'answer.required': 'Напишіть відповідь',
  'support.answer.required': 'Напишіть відповідь, щоб завершити звернення',
} as const;
