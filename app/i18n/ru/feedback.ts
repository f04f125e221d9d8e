import type { feedback as ua } from '../ua/feedback.ts';

/** Public forms (reviews, questions, comments, support, callback, ambulance) and their moderation: API messages. */
export const feedback: Record<keyof typeof ua, string> = {
  'feedback.review.received': 'Спасибо за отзыв! Он появится на сайте после проверки модератором.',
  'feedback.question.received': 'Спасибо за вопрос! Ответ придёт на вашу электронную почту.',
  'feedback.article-comment.received': 'Спасибо за комментарий! Он появится под статьёй после проверки модератором.',
  'feedback.support.received': 'Обращение №{{id}} принято. Мы ответим как можно скорее.',
  'feedback.callback.received': 'Заявка принята. Мы перезвоним вам в ближайшее время.',
  'feedback.emergency.received': 'Заявка на вызов скорой принята, оператор позвонит вам. Если есть угроза жизни, звоните 103.',

  'feedback.name.format': 'Только буквы, апостроф, дефис, точка и пробел',
  'feedback.contact.required': 'Укажите электронную почту или телефон',
  'validation.forbidden_characters': 'Текст содержит недопустимые символы',
  'review.target.required': 'Выберите врача или медицинское учреждение',
  'review.target.only_one': 'Отзыв относится либо к врачу, либо к учреждению',
  'review.specialization.not_of_doctor': 'У врача нет такой специализации',
  'question.target.required': 'Выберите врача, учреждение или статью',
  'question.target.only_one': 'Вопрос относится только к одному: врачу, учреждению или статье',

  'status.transition.not_allowed': 'Такой переход статуса невозможен',
  'answer.publishing.error': 'Ошибка публикации ответа',
  'answer.required': 'Напишите ответ',
  'support.answer.required': 'Напишите ответ, чтобы завершить обращение',
};
