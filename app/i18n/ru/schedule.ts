import type { schedule as ua } from '../ua/schedule.ts';

/** Schedule: Russian texts (keys as in ua/schedule.ts). */
export const schedule: Record<keyof typeof ua, string> = {
  'timesheet.create.error': 'Не удалось создать расписание: проверьте интервалы',
  'timesheet.update.error': 'Не удалось сохранить расписание: проверьте интервалы',
  'timesheet.day.off.error': 'Не удалось сохранить выходной: проверьте интервалы',
  'timesheet.absence.error': 'Не удалось сохранить отсутствие: проверьте интервалы',
  'timesheet.interval.overlap': 'Интервал пересекается с другим ({{other}})',
  'timesheet.interval.overlap.short': 'Интервал пересекается с другим',
  'timesheet.day.taken': 'На эти дни уже есть другое правило: выходной не совмещается с другими интервалами',
  'timesheet.end.after.start': 'Конец должен быть позже начала',
  'timesheet.date.end.before.start': 'Конечная дата не может быть раньше начальной',
  'timesheet.date.range.too.long': 'Один период — не дольше года',
  'timesheet.calendar.too.long': 'Не больше 62 дней за один запрос',
  'timesheet.time.invalid': 'Время в формате ЧЧ:ММ',
  'timesheet.date.invalid': 'Неправильная дата',
  'timesheet.weekly.or.dated': 'Правило действует либо еженедельно, либо в определённые даты',
  'timesheet.weekday.or.dates.required': 'Выберите день недели или даты',
  'timesheet.day.off.no.times': 'У выходного нет времени начала и конца',
  'timesheet.doctor.not.attached': 'Врач не работает в этом учреждении',
  'timesheet.specialization.not.doctor': 'У врача нет такой специализации',
  'timesheet.duplicate': 'Расписание врача в этом учреждении с этой специализацией уже есть',

  'service.promotion.locked': 'Услуга участвует в действующей акции',
  'service.promotion.price.locked': 'Цену услуги в действующей акции менять нельзя',
  'service.promotion.delete.locked': 'Услугу в действующей акции удалить нельзя',
  'service.default.required': 'У врача должна быть одна услуга по умолчанию: выберите другую вместо этой',
  'service.default.delete': 'Сначала сделайте услугой по умолчанию другую услугу врача',
  'service.doctor.fixed': 'Услугу нельзя перенести к другому врачу',
  'schedule.service.format.offline': 'В клинике',
  'schedule.service.format.online': 'Онлайн',
};
