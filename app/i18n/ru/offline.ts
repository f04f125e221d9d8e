import type { offline as ua } from '../ua/offline.ts';

export const offline: Record<keyof typeof ua, string> = {
  'offline.title': 'Нет соединения с интернетом',
  'offline.lead': 'Страницу не удалось загрузить. Проверьте соединение и попробуйте ещё раз.',
  'offline.retry': 'Попробовать ещё раз',
  'offline.appointments': 'Ваши ближайшие записи',
  'offline.appointments.saved': 'Сохранено {{time}}. Данные могли измениться.',
  'offline.appointment.number': 'Номер заявки',
  'offline.appointment.clinic': 'Клиника',
  'offline.appointment.address': 'Адрес',
  'offline.appointment.online': 'Онлайн-консультация',
};
