/** Schedule: timesheets (calendar, rules, errors) and doctor services rules. Ukrainian texts. */
export const schedule = {
  // SPEC §8 "timesheet create, update, day-off, absence errors (check intervals)".
  'timesheet.create.error': 'Не вдалося створити розклад: перевірте інтервали',
  'timesheet.update.error': 'Не вдалося зберегти розклад: перевірте інтервали',
  'timesheet.day.off.error': 'Не вдалося зберегти вихідний: перевірте інтервали',
  'timesheet.absence.error': 'Не вдалося зберегти відсутність: перевірте інтервали',
  'timesheet.interval.overlap': 'Інтервал перетинається з іншим ({{other}})',
  'timesheet.interval.overlap.short': 'Інтервал перетинається з іншим',
  'timesheet.day.taken': 'На ці дні вже є інше правило: вихідний не поєднується з іншими інтервалами',
  'timesheet.end.after.start': 'Кінець має бути пізніше за початок',
  'timesheet.date.end.before.start': 'Кінцева дата не може бути раніше за початкову',
  'timesheet.date.range.too.long': 'Один період — не довше року',
  'timesheet.calendar.too.long': 'Не більше 62 днів за один запит',
  'timesheet.time.invalid': 'Час має вигляд ГГ:ХХ',
  'timesheet.date.invalid': 'Неправильна дата',
  'timesheet.weekly.or.dated': 'Правило діє або щотижня, або в певні дати',
  'timesheet.weekday.or.dates.required': 'Оберіть день тижня або дати',
  'timesheet.day.off.no.times': 'Вихідний не має часу початку й кінця',
  'timesheet.doctor.not.attached': 'Лікар не працює в цьому закладі',
  'timesheet.specialization.not.doctor': 'У лікаря немає такої спеціалізації',
  'timesheet.duplicate': 'Розклад лікаря в цьому закладі з цією спеціалізацією вже є',

  // SPEC §5 doctor services.
  'service.promotion.locked': 'Послуга бере участь в акції, що триває',
  'service.promotion.price.locked': 'Ціну послуги в акції, що триває, змінювати не можна',
  'service.promotion.delete.locked': 'Послугу в акції, що триває, видалити не можна',
  'service.default.required': 'Лікар має мати одну послугу за замовчуванням: оберіть іншу замість цієї',
  'service.default.delete': 'Спершу зробіть за замовчуванням іншу послугу лікаря',
  'service.doctor.fixed': 'Послугу не можна перенести до іншого лікаря',
  'schedule.service.format.offline': 'У клініці',
  'schedule.service.format.online': 'Онлайн',
} satisfies Record<string, string>;
