import type { clinicStatus as ua } from '../ua/clinic-status.ts';

/**
 * A clinic's status right now (docs/decisions/306): Russian texts. `clinic.status.*` stand on public pages (the
 * clinic page, doctors' cards and profiles, the booking page, a visit's card); `partner.clinic_status.*` are the
 * partner cabinet's panel that sets it.
 */
export const clinicStatus: Record<keyof typeof ua, string> = {
  'clinic.status.working': 'Работает',
  'clinic.status.generator': 'Работает от генератора',
  'clinic.status.paused': 'Приём приостановлен — укрытие',
  'clinic.status.closed': 'Сегодня закрыто',
  'clinic.status.label': 'Статус клиники',
  'clinic.status.set_at': 'обновлено {{time}}',
  'clinic.status.until': 'до {{time}}',
  'clinic.status.until.past': 'Это время уже прошло: выберите более позднее.',
  'clinic.status.until.far': 'Статус можно задать не больше чем на 48 часов вперёд.',

  'partner.clinic_status.title': 'Статус сейчас',
  'partner.clinic_status.lead': 'Пациенты видят его на странице заведения, в карточках врачей, на странице записи и в своих записях.',
  'partner.clinic_status.none': 'Статус не указан.',
  'partner.clinic_status.current': 'Сейчас:',
  'partner.clinic_status.choice': 'Как работает заведение',
  'partner.clinic_status.hint.working': 'Обычный режим',
  'partner.clinic_status.hint.generator': 'Света нет, но принимаем',
  'partner.clinic_status.hint.paused': 'Тревога: персонал и пациенты в укрытии',
  'partner.clinic_status.hint.closed': 'Сегодня приёма не будет',
  'partner.clinic_status.note': 'Примечание для пациентов',
  'partner.clinic_status.note.hint': 'Необязательно, до {{max}} символов. Например: «Вход со двора».',
  'partner.clinic_status.until': 'Действует',
  'partner.clinic_status.until.none': 'Пока не изменю',
  'partner.clinic_status.until.today': 'Сегодня до',
  'partner.clinic_status.until.tomorrow': 'Завтра до',
  'partner.clinic_status.until.time': 'Время окончания',
  'partner.clinic_status.until.hint': 'После этого времени статус исчезнет сам.',
  'partner.clinic_status.until.hint.alert':
    'Без времени окончания статус «Приём приостановлен — укрытие», поставленный во время воздушной тревоги, исчезнет сам, когда тревогу в регионе клиники отменят.',
  'partner.clinic_status.until.time.required': 'Укажите время окончания.',
  'partner.clinic_status.save': 'Сохранить статус',
  'partner.clinic_status.clear': 'Снять статус',
  'partner.clinic_status.saved': 'Статус сохранён',
  'partner.clinic_status.cleared': 'Статус снят',
};
