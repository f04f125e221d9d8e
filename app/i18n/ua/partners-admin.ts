/** Back office, partners: legal entities, representatives, API credentials, generated passwords (docs/decisions/200, 201). */
export const partnersAdmin = {
  'field.legal_entity': 'Юридична особа',
  'field.has_fop': 'ФОП (фізична особа-підприємець)',
  'field.country': 'Країна',
  'field.organization_phone': 'Телефон організації',
  'field.organization_email': 'Пошта організації',
  'field.head_position': 'Посада керівника',
  'field.head_last_name': 'Прізвище керівника',
  'field.head_first_name': 'Імʼя керівника',
  'field.head_middle_name': 'По батькові керівника',

  'validation.edrpou.format': 'Код ЄДРПОУ має 8 цифр, РНОКПП ФОП — 10 цифр',
  'validation.edrpou.checksum': 'Контрольна цифра коду ЄДРПОУ не збігається: перевірте код',
  'validation.tax_number.checksum': 'Контрольна цифра РНОКПП не збігається: перевірте номер',
  'validation.edrpou.fop': 'Для ФОП вкажіть 10-значний РНОКПП (податковий номер)',
  'validation.edrpou.company': 'Для юридичної особи вкажіть 8-значний код ЄДРПОУ',

  'admin.partners.field.login_email': 'Електронна пошта для входу',
  'admin.partners.field.login_phone': 'Телефон для входу',
  'admin.partners.field.locale': 'Мова повідомлень',
  'admin.partners.locale.ua': 'Українська',
  'admin.partners.locale.ru': 'Російська',
  'admin.partners.field.password_created_at': 'Пароль створено',
  'admin.partners.field.api_client_id': 'Client ID',
  'admin.partners.field.api_client_secret': 'Client secret',
  'admin.partners.field.api_key_created_at': 'API-ключ створено',
  'admin.partners.field.api_access': 'Доступ до API',

  'admin.partners.action.api-key-generate': 'Створити API-ключ',
  'admin.partners.action.api-key-generate.confirm': 'Створити API-ключ для {{name}}? Секрет буде показано лише один раз.',
  'admin.partners.action.api-key-generate.done': 'API-ключ створено',
  'admin.partners.action.api-key-regenerate': 'Перевипустити API-ключ',
  'admin.partners.action.api-key-regenerate.confirm': 'Перевипустити API-ключ для {{name}}? Старий секрет одразу перестане працювати.',
  'admin.partners.action.api-key-regenerate.done': 'API-ключ перевипущено',
  'admin.partners.action.api-key-delete': 'Видалити API-ключ',
  'admin.partners.action.api-key-delete.confirm': 'Видалити API-ключ {{name}}? Інтеграції партнера одразу втратять доступ.',
  'admin.partners.action.api-key-delete.done': 'API-ключ видалено',
  'admin.partners.action.password-sms': 'Надіслати пароль SMS',
  'admin.partners.action.password-sms.confirm':
    'Створити новий пароль для {{name}} і надіслати його SMS? Старий пароль перестане діяти, усі сеанси партнера завершаться.',
  'admin.partners.action.password-sms.done': 'Пароль надіслано SMS',
  'admin.partners.action.password-email': 'Надіслати пароль поштою',
  'admin.partners.action.password-email.confirm':
    'Створити новий пароль для {{name}} і надіслати його електронною поштою? Старий пароль перестане діяти, усі сеанси партнера завершаться.',
  'admin.partners.action.password-email.done': 'Пароль надіслано електронною поштою',

  'admin.partners.credentials.title': 'API-ключ партнера',
  'admin.partners.credentials.note':
    'Скопіюйте секрет зараз і передайте партнеру захищеним каналом. Ви більше його не побачите: ми зберігаємо лише його відбиток. Якщо секрет загубиться, перевипустіть ключ.',
  'admin.actions.menu': 'Інші дії',
  'admin.reveal.copy': 'Копіювати',
  'admin.reveal.copied': 'Скопійовано',
  'admin.partners.credentials.close': 'Секрет збережено, закрити',

  'admin.partners.api.key.exists': 'У представника вже є API-ключ: перевипустіть його',
  'admin.partners.api.key.missing': 'У представника немає API-ключа',
  'admin.partners.password.no.recipient': 'Не вказано, куди надіслати пароль',
} as const;
