import type { patientSupport as ua } from '../ua/patient-support.ts';

/** Support and the ambulance call in the patient cabinet, and the header's 103 link: Russian texts (docs/decisions/232–233). */
export const patientSupport: Record<keyof typeof ua, string> = {
  'ambulance.header.call': 'Вызвать скорую: позвонить 103',
  'patient-support.nav': 'Поддержка',
  'patient-support.title': 'Поддержка',
  'patient-support.lead': 'Ваши обращения в службу поддержки, их состояние и наши ответы.',
  'patient-support.list.title': 'Мои обращения',
  'patient-support.empty': 'Вы ещё не писали в поддержку. Задайте вопрос в форме ниже — ответ появится здесь.',
  'patient-support.request.number': 'Обращение №{{id}}',
  'patient-support.sent.at': 'Отправлено {{date}}',
  'patient-support.status': 'Состояние',
  'patient-support.topic': 'Тема',
  'patient-support.answer': 'Ответ поддержки',
  'patient-support.answered.at': 'Ответ от {{date}}',
  'patient-support.awaiting': 'Ответ появится здесь, как только мы обработаем обращение.',
  'patient-support.form.title': 'Новое обращение',
  'patient-support.form.lead': 'Контакты взяты из вашего профиля — измените их, если ответить удобнее иначе.',
  'patient-support.ambulance.nav': 'Вызов скорой',
  'patient-support.ambulance.title': 'Вызов скорой помощи',
  'patient-support.ambulance.bar': 'Угроза жизни? Звоните 103.',
  'patient-support.ambulance.call': 'Позвонить 103',
  'patient-support.ambulance.request': 'Заявка на скорую',
  'patient-support.ambulance.region': 'Скорая помощь',
};
