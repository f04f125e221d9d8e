/**
 * The offline page the service worker answers with when the network fails (docs/decisions/250). Only the
 * worker reads these words: they are not in the page catalogs.
 */
export const offline = {
  'offline.title': 'Немає зʼєднання з інтернетом',
  'offline.lead': 'Сторінку не вдалося завантажити. Перевірте зʼєднання і спробуйте ще раз.',
  'offline.retry': 'Спробувати ще раз',
  'offline.appointments': 'Ваші найближчі записи',
  'offline.appointments.saved': 'Збережено {{time}}. Дані могли змінитися.',
  'offline.appointment.number': 'Номер заявки',
  'offline.appointment.clinic': 'Клініка',
  'offline.appointment.address': 'Адреса',
  'offline.appointment.online': 'Онлайн-консультація',
};
