import type { entriesAdmin as ua } from '../ua/entries-admin.ts';

/** Back office: visits answered for the clinic, their history, callback requests, period filters (docs/decisions/206, 207). */
export const entriesAdmin: Record<keyof typeof ua, string> = {
  'resources.entry-feedback.plural': 'Заявки на обратный звонок',
  'resources.entry-feedback.singular': 'Заявка на звонок',
  'admin.callbacks.name': 'Имя',
  'admin.callbacks.comment': 'Комментарий посетителя',
  'admin.callbacks.outcome': 'Результат звонка',
  'admin.callbacks.completed_at': 'Завершено',

  'admin.visits.approve': 'Подтвердить',
  'admin.visits.approve.confirm': 'Подтвердить запись {{name}} от имени клиники? Пациент получит уведомление.',
  'admin.visits.approved': 'Запись подтверждена, пациент уведомлён',
  'admin.visits.reject': 'Отклонить',
  'admin.visits.reject.confirm': 'Отклонить запись {{name}} от имени клиники',
  'admin.visits.rejected': 'Запись отклонена, пациент уведомлён',
  'admin.visits.reject.reason': 'Причина',
  'admin.visits.reject.reason.doctor_unavailable': 'Врач не может принять в это время',
  'admin.visits.reject.reason.clinic_closed': 'Клиника в это время не работает',
  'admin.visits.reject.reason.service_unavailable': 'Услуга недоступна',
  'admin.visits.reject.reason.duplicate': 'Повторная запись на это время',
  'admin.visits.reject.reason.patient_request': 'По просьбе пациента',
  'admin.visits.reject.reason.other': 'Другая причина (опишите ниже)',
  'admin.visits.reject.note': 'Пояснение для пациента',
  'admin.visits.history': 'История записи',
  'admin.visits.history.empty': 'Изменений ещё не было',
  'admin.visits.history.load.error': 'Не удалось загрузить историю',
  'admin.visits.history.when': 'Когда',
  'admin.visits.history.who': 'Кто',
  'admin.visits.history.what': 'Что произошло',
  'admin.visits.history.reason': 'Причина',

  'admin.list.period.from': '{{label}}: с',
  'admin.list.period.to': '{{label}}: по',
};
