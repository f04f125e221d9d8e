/**
 * Air-raid alerts by region (docs/decisions/308): Ukrainian texts. `alert.banner.*` stand on the pages of a region's
 * clinics and doctors and on the booking page while its alert is on; `alert.feed.*` and `alert.already_*` are the
 * API's refusals; the rest are the back office's regions, history and buttons.
 */
export const alerts = {
  'alert.banner.title': 'Повітряна тривога: {{region}}',
  'alert.banner.since': 'Триває з {{time}}.',
  'alert.banner.text':
    'Клініки регіону можуть призупинити прийом і перейти в укриття. Перед візитом перевірте статус клініки, а якщо тривога застала вас у дорозі — прямуйте до найближчого укриття.',

  'alert.feed.off': 'Прийом тривог від зовнішнього джерела на цьому сервері не налаштовано.',
  'alert.feed.unsigned': 'Виклик не підписано: потрібні заголовки X-Alert-Timestamp, X-Alert-Nonce і X-Alert-Signature.',
  'alert.feed.stale': 'Час підпису відрізняється від часу сервера більш ніж на 5 хвилин.',
  'alert.feed.bad_signature': 'Підпис виклику не збігається.',
  'alert.feed.replayed': 'Цей виклик уже отримано: nonce використано.',
  'alert.feed.region.unknown': 'Невідомий регіон.',
  'alert.already_on': 'У цьому регіоні тривога вже триває.',
  'alert.already_off': 'У цьому регіоні зараз немає тривоги.',

  'resources.alert-regions.plural': 'Повітряні тривоги за регіонами',
  'resources.alert-regions.singular': 'Регіон',
  'resources.region-alerts.plural': 'Історія тривог',
  'resources.region-alerts.singular': 'Тривога',
  'field.alert_region': 'Регіон',
  'field.feed_uid': 'Ідентифікатор у джерелі тривог',
  'field.alert_state': 'Тривога',
  'field.alert_started_at': 'Початок тривоги',
  'field.alert_ended_at': 'Відбій',
  'field.alert_source': 'Хто оголосив',
  'admin.alerts.state.on': 'Триває',
  'admin.alerts.state.off': 'Немає',
  'admin.alerts.source.feed': 'Джерело тривог',
  'admin.alerts.source.staff': 'Співробітник',
  'admin.alerts.start': 'Оголосити тривогу',
  'admin.alerts.start.confirm': 'Оголосити повітряну тривогу в цьому регіоні зараз? Сторінки його клінік і лікарів покажуть попередження.',
  'admin.alerts.start.done': 'Тривогу оголошено',
  'admin.alerts.end': 'Оголосити відбій',
  'admin.alerts.end.confirm':
    'Оголосити відбій тривоги в цьому регіоні? Попередження зникне, а клініки, що під час неї перейшли в укриття без часу завершення, знову працюватимуть.',
  'admin.alerts.end.done': 'Відбій оголошено',
  'action-log.action.alert-start': 'Оголошення тривоги',
  'action-log.action.alert-end': 'Відбій тривоги',
};
