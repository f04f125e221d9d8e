import type { partnersAdmin as uaPartnersAdmin } from '../ua/partners-admin.ts';

export const partnersAdmin: Record<keyof typeof uaPartnersAdmin, string> = {
  'field.legal_entity': 'Юридическое лицо',
  'field.has_fop': 'ФЛП (физическое лицо-предприниматель)',
  'field.country': 'Страна',
  'field.organization_phone': 'Телефон организации',
  'field.organization_email': 'Почта организации',
  'field.head_position': 'Должность руководителя',
  'field.head_last_name': 'Фамилия руководителя',
  'field.head_first_name': 'Имя руководителя',
  'field.head_middle_name': 'Отчество руководителя',

  'validation.edrpou.format': 'Код ЕГРПОУ состоит из 8 цифр, РНУКПН ФЛП — из 10 цифр',
  'validation.edrpou.checksum': 'Контрольная цифра кода ЕГРПОУ не совпадает: проверьте код',
  'validation.tax_number.checksum': 'Контрольная цифра РНУКПН не совпадает: проверьте номер',
  'validation.edrpou.fop': 'Для ФЛП укажите 10-значный РНУКПН (налоговый номер)',
  'validation.edrpou.company': 'Для юридического лица укажите 8-значный код ЕГРПОУ',

  'admin.partners.field.login_email': 'Электронная почта для входа',
  'admin.partners.field.login_phone': 'Телефон для входа',
  'admin.partners.field.locale': 'Язык сообщений',
  'admin.partners.locale.ua': 'Украинский',
  'admin.partners.locale.ru': 'Русский',
  'admin.partners.field.password_created_at': 'Пароль создан',
  'admin.partners.field.api_client_id': 'Client ID',
  'admin.partners.field.api_client_secret': 'Client secret',
  'admin.partners.field.api_key_created_at': 'API-ключ создан',
  'admin.partners.field.api_access': 'Доступ к API',

  'admin.partners.action.api-key-generate': 'Создать API-ключ',
  'admin.partners.action.api-key-generate.confirm': 'Создать API-ключ для {{name}}? Секрет будет показан только один раз.',
  'admin.partners.action.api-key-generate.done': 'API-ключ создан',
  'admin.partners.action.api-key-regenerate': 'Перевыпустить API-ключ',
  'admin.partners.action.api-key-regenerate.confirm': 'Перевыпустить API-ключ для {{name}}? Старый секрет сразу перестанет работать.',
  'admin.partners.action.api-key-regenerate.done': 'API-ключ перевыпущен',
  'admin.partners.action.api-key-delete': 'Удалить API-ключ',
  'admin.partners.action.api-key-delete.confirm': 'Удалить API-ключ {{name}}? Интеграции партнёра сразу потеряют доступ.',
  'admin.partners.action.api-key-delete.done': 'API-ключ удалён',
  'admin.partners.action.password-sms': 'Отправить пароль SMS',
  'admin.partners.action.password-sms.confirm':
    'Создать новый пароль для {{name}} и отправить его SMS? Старый пароль перестанет действовать, все сеансы партнёра завершатся.',
  'admin.partners.action.password-sms.done': 'Пароль отправлен SMS',
  'admin.partners.action.password-email': 'Отправить пароль почтой',
  'admin.partners.action.password-email.confirm':
    'Создать новый пароль для {{name}} и отправить его по электронной почте? Старый пароль перестанет действовать, все сеансы партнёра завершатся.',
  'admin.partners.action.password-email.done': 'Пароль отправлен по электронной почте',

  'admin.partners.credentials.title': 'API-ключ партнёра',
  'admin.partners.credentials.note':
    'Скопируйте секрет сейчас и передайте партнёру по защищённому каналу. Вы больше его не увидите: мы храним только его отпечаток. Если секрет потеряется, перевыпустите ключ.',
  'admin.actions.menu': 'Другие действия',
  'admin.reveal.copy': 'Копировать',
  'admin.reveal.copied': 'Скопировано',
  'admin.partners.credentials.close': 'Секрет сохранён, закрыть',

  'admin.partners.api.key.exists': 'У представителя уже есть API-ключ: перевыпустите его',
  'admin.partners.api.key.missing': 'У представителя нет API-ключа',
  'admin.partners.password.no.recipient': 'Не указано, куда отправить пароль',
};
