/**
 * A clinic's status right now (docs/decisions/306): Ukrainian texts. `clinic.status.*` stand on public pages (the
 * clinic page, doctors' cards and profiles, the booking page, a visit's card); `partner.clinic_status.*` are the
 * partner cabinet's panel that sets it.
 */
export const clinicStatus = {
  'clinic.status.working': 'Працює',
  'clinic.status.generator': 'Працює від генератора',
  'clinic.status.paused': 'Прийом призупинено — укриття',
  'clinic.status.closed': 'Сьогодні зачинено',
  'clinic.status.label': 'Статус клініки',
  'clinic.status.set_at': 'оновлено {{time}}',
  'clinic.status.until': 'до {{time}}',
  // The server's refusals of an end (contracts/clinic-status.ts).
  'clinic.status.until.past': 'Цей час уже минув: оберіть пізніший.',
  'clinic.status.until.far': 'Статус можна задати не більше ніж на 48 годин наперед.',

  'partner.clinic_status.title': 'Статус зараз',
  'partner.clinic_status.lead': 'Пацієнти бачать його на сторінці закладу, у картках лікарів, на сторінці запису та у своїх записах.',
  'partner.clinic_status.none': 'Статус не вказано.',
  'partner.clinic_status.current': 'Зараз:',
  'partner.clinic_status.choice': 'Як працює заклад',
  'partner.clinic_status.hint.working': 'Звичайний режим',
  'partner.clinic_status.hint.generator': 'Світла немає, але приймаємо',
  'partner.clinic_status.hint.paused': 'Тривога: персонал і пацієнти в укритті',
  'partner.clinic_status.hint.closed': 'Сьогодні прийому не буде',
  'partner.clinic_status.note': 'Примітка для пацієнтів',
  'partner.clinic_status.note.hint': 'Необов’язково, до {{max}} символів. Наприклад: «Вхід з двору».',
  'partner.clinic_status.until': 'Діє',
  'partner.clinic_status.until.none': 'Поки не зміню',
  'partner.clinic_status.until.today': 'Сьогодні до',
  'partner.clinic_status.until.tomorrow': 'Завтра до',
  'partner.clinic_status.until.time': 'Час завершення',
  'partner.clinic_status.until.hint': 'Після цього часу статус зникне сам.',
  'partner.clinic_status.until.hint.alert':
    'Без часу завершення статус «Прийом призупинено — укриття», поставлений під час повітряної тривоги, зникне сам, коли тривогу в регіоні клініки скасують.',
  'partner.clinic_status.until.time.required': 'Вкажіть час завершення.',
  'partner.clinic_status.save': 'Зберегти статус',
  'partner.clinic_status.clear': 'Зняти статус',
  'partner.clinic_status.saved': 'Статус збережено',
  'partner.clinic_status.cleared': 'Статус знято',
};
