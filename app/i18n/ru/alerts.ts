import type { alerts as ua } from '../ua/alerts.ts';

/**
 * Air-raid alerts by region (docs/decisions/308): Russian texts. `alert.banner.*` stand on the pages of a region's
 * clinics and doctors and on the booking page while its alert is on; `alert.feed.*` and `alert.already_*` are the
 * API's refusals; the rest are the back office's regions, history and buttons.
 */
export const alerts: Record<keyof typeof ua, string> = {
  'alert.banner.title': 'Воздушная тревога: {{region}}',
  'alert.banner.since': 'Длится с {{time}}.',
  'alert.banner.text':
    'Клиники региона могут приостановить приём и перейти в укрытие. Перед визитом проверьте статус клиники, а если тревога застала вас в дороге — идите в ближайшее укрытие.',

  'alert.feed.off': 'Приём тревог от внешнего источника на этом сервере не настроен.',
  'alert.feed.unsigned': 'Вызов не подписан: нужны заголовки X-Alert-Timestamp, X-Alert-Nonce и X-Alert-Signature.',
  'alert.feed.stale': 'Время подписи отличается от времени сервера больше чем на 5 минут.',
  'alert.feed.bad_signature': 'Подпись вызова не совпадает.',
  'alert.feed.replayed': 'Этот вызов уже получен: nonce использован.',
  'alert.feed.region.unknown': 'Неизвестный регион.',
  'alert.already_on': 'В этом регионе тревога уже идёт.',
  'alert.already_off': 'В этом регионе сейчас нет тревоги.',

  'resources.alert-regions.plural': 'Воздушные тревоги по регионам',
  'resources.alert-regions.singular': 'Регион',
  'resources.region-alerts.plural': 'История тревог',
  'resources.region-alerts.singular': 'Тревога',
  'field.alert_region': 'Регион',
  'field.feed_uid': 'Идентификатор в источнике тревог',
  'field.alert_state': 'Тревога',
  'field.alert_started_at': 'Начало тревоги',
  'field.alert_ended_at': 'Отбой',
  'field.alert_source': 'Кто объявил',
  'admin.alerts.state.on': 'Идёт',
  'admin.alerts.state.off': 'Нет',
  'admin.alerts.source.feed': 'Источник тревог',
  'admin.alerts.source.staff': 'Сотрудник',
  'admin.alerts.start': 'Объявить тревогу',
  'admin.alerts.start.confirm': 'Объявить воздушную тревогу в этом регионе сейчас? Страницы его клиник и врачей покажут предупреждение.',
  'admin.alerts.start.done': 'Тревога объявлена',
  'admin.alerts.end': 'Объявить отбой',
  'admin.alerts.end.confirm':
    'Объявить отбой тревоги в этом регионе? Предупреждение исчезнет, а клиники, которые во время неё перешли в укрытие без времени окончания, снова будут работать.',
  'admin.alerts.end.done': 'Отбой объявлен',
  'action-log.action.alert-start': 'Объявление тревоги',
  'action-log.action.alert-end': 'Отбой тревоги',
};
