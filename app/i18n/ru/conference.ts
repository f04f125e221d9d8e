import type { conference as ua } from '../ua/conference.ts';

/** The public video consultation page (`/conference`): where to go next and how a visit goes, in plain words. */
export const conference: Record<keyof typeof ua, string> = {
  'conference.actions': 'Начать видеоконсультацию',
  'conference.action.find': 'Найти врача с онлайн-консультациями',
  'conference.action.room': 'Войти в свой зал ожидания',
  'conference.action.room.hint': 'Уже записались? Зал открывается за {{minutes}} мин до начала. Если вы ещё не вошли в кабинет, сначала попросим войти.',
  'conference.how.title': 'Как проходит видеоконсультация',
  'conference.how.check.title': 'Проверьте технику',
  'conference.how.check.text': 'В зале ожидания вы видите себя в камере, уровень микрофона и можете проверить звук. Камеру и микрофон можно сменить до начала.',
  'conference.how.waiting.title': 'Подождите врача',
  'conference.how.waiting.text':
    'Зал ожидания открывается за {{minutes}} мин до назначенного времени. Там видно, на связи ли уже врач, и можно написать ему в чат.',
  'conference.how.start.title': 'Врач начинает разговор',
  'conference.how.start.text': 'Когда врач готов, он начинает звонок — и вы видите и слышите друг друга. В чат можно отправить фото рецепта или анализов.',
  'conference.how.conclusion.title': 'Получите заключение',
  'conference.how.conclusion.text': 'После разговора врач пишет заключение и рекомендации. Они появятся на странице консультации в вашем кабинете.',
};
