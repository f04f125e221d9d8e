import type { Locale } from '../../contracts/locale.ts';

/**
 * E-mail and SMS texts in both languages, filled with `{{name}}` parameters. They live here, not in the
 * page catalogs: only the server sends them, and the browser never needs them.
 */
const UA = {
  'messages.sms.password.restore.code': 'Vizyt: код для відновлення пароля {{code}}. Дійсний {{minutes}} хв. Нікому його не повідомляйте.',
  'messages.sms.sign.in.code': 'Vizyt: код для входу {{code}}. Дійсний {{minutes}} хв. Якщо ви не входили, змініть пароль.',
  'messages.email.welcome.subject': 'Ласкаво просимо до Vizyt',
  'messages.email.welcome.body':
    'Вітаємо, {{first_name}}!\n\nВи зареєструвалися у Vizyt. Тепер ви можете записуватися до лікарів, зберігати обране та керувати своїми записами в особистому кабінеті: {{cabinet_url}}\n\nЯкщо ви не реєструвалися, просто проігноруйте цей лист.\n\nКоманда Vizyt',
  'messages.email.review.received.subject': 'Ваш відгук отримано',
  'messages.email.review.received.body':
    'Вітаємо, {{name}}!\n\nДякуємо за відгук про «{{target}}». Модератор перевірить його, і після цього він зʼявиться на сайті.\n\nЯкщо ви не залишали відгук, просто проігноруйте цей лист.\n\nКоманда Vizyt',
  'messages.email.question.received.subject': 'Ваше запитання отримано',
  'messages.email.question.received.body':
    'Вітаємо, {{name}}!\n\nМи отримали ваше запитання і надішлемо відповідь на цю адресу.\n\nВаше запитання:\n{{question}}\n\nЯкщо ви нічого не запитували, просто проігноруйте цей лист.\n\nКоманда Vizyt',
  'messages.email.question.answered.subject': 'Відповідь на ваше запитання',
  'messages.email.question.answered.body': 'Вітаємо, {{name}}!\n\nВаше запитання:\n{{question}}\n\nВідповідь:\n{{answer}}\n\nКоманда Vizyt',
  'messages.email.support.received.subject': 'Звернення №{{id}} отримано',
  'messages.email.support.received.body':
    'Вітаємо, {{name}}!\n\nМи отримали ваше звернення №{{id}} і відповімо якнайшвидше.\n\nВаше повідомлення:\n{{message}}\n\nКоманда Vizyt',
  'messages.email.support.answered.subject': 'Відповідь на звернення №{{id}}',
  'messages.email.support.answered.body': 'Вітаємо, {{name}}!\n\nВаше повідомлення:\n{{message}}\n\nВідповідь:\n{{answer}}\n\nКоманда Vizyt',
  'messages.email.doctor.cabinet.invitation.subject': 'Ваш кабінет лікаря у Vizyt',
  'messages.email.doctor.cabinet.invitation.body':
    'Вітаємо, {{name}}!\n\nДля вас відкрито кабінет лікаря у Vizyt: відеоконсультації з пацієнтами та їх історія. Щоб увійти, задайте пароль за посиланням (діє {{hours}} год):\n{{url}}{{code}}\n\nДля входу використовуйте цю адресу електронної пошти. Якщо посилання застаріло, відновіть пароль за номером телефону або зверніться до команди Vizyt.\n\nКоманда Vizyt',
  // The waitlist (docs/decisions/303). The SMS fits one Cyrillic segment (70 characters) with a short link, and
  // names no doctor or service: it may be read on a locked screen.
  'messages.sms.waitlist.offer': 'Vizyt: вільний час {{date}} {{time}}, до {{until}} {{url}}',
  'messages.waitlist.offer.title': 'Звільнився раніший час: {{date}} о {{time}}',
  'messages.waitlist.offer.text': '{{doctor}}, {{date}} о {{time}}, {{place}}. Ми тримаємо цей час для вас до {{until}}: прийміть його або відмовтеся.',
  'messages.waitlist.offer.move': 'Якщо приймете, ваш запис на {{visit}} буде перенесено на цей час.',
  'messages.email.waitlist.offer.subject': '{{title}}',
  'messages.email.waitlist.offer.body':
    'Вітаємо, {{name}}!\n\n{{text}}\n\nПрийняти або відмовитися: {{offer_url}}\n\nЯкщо нічого не робити, після {{until}} час буде запропоновано наступному пацієнтові, а ваш запит залишиться в листі очікування.\n\nКоманда Vizyt',
  // A clinic's move of a visit (docs/decisions/309): one SMS per visit, within one Cyrillic segment, no medical detail.
  'messages.sms.visit.move': 'Vizyt: візит {{date}} {{time}} переноситься {{url}}',
  'messages.visit.move.title': 'Клініка переносить ваш запис {{date}} о {{time}}',
  'messages.visit.move.text':
    '{{doctor}}, {{place}}: клініка не зможе прийняти вас {{date}} о {{time}}.{{note}} Ми тримаємо для вас найближчий вільний час цього лікаря: прийміть його, оберіть інший час чи іншого лікаря або скасуйте запис із поверненням усіх коштів.',
  'messages.visit.move.note': ' Клініка повідомляє: «{{note}}».',
  'messages.visit.move.offer.title': 'Новий час для вашого запису: {{date}} о {{time}}',
  'messages.visit.move.offer.text':
    '{{doctor}}, {{date}} о {{time}}, {{place}}. Ми тримаємо цей час для вас до {{until}}: прийміть його, оберіть інший або скасуйте запис із поверненням коштів.',
  'messages.email.visit.move.subject': '{{title}}',
  'messages.email.visit.move.body': 'Вітаємо, {{name}}!\n\n{{text}}\n\nОбрати новий час або скасувати: {{move_url}}\n\nКоманда Vizyt',
  'messages.sms.partner.password': 'Vizyt: ваш пароль до кабінету партнера {{code}}. Вхід: {{login}}. Змініть його після входу.',
  'messages.email.partner.password.subject': 'Пароль до кабінету партнера Vizyt',
  'messages.email.partner.password.body':
    'Вітаємо, {{name}}!\n\nДля вас створено новий пароль до кабінету партнера Vizyt.\n\nЛогін: {{login}}\nПароль: {{code}}\n\nУвійдіть на {{site_url}} і змініть пароль у профілі. Попередній пароль більше не діє, а всі сеанси завершено.\n\nЯкщо ви не чекали цього листа, звʼяжіться з підтримкою Vizyt.\n\nКоманда Vizyt',
  'messages.sms.appointment.notice': 'Vizyt: {{text}}',
  'messages.email.appointment.notice.subject': '{{title}}',
  'messages.email.appointment.notice.body': 'Вітаємо, {{name}}!\n\n{{text}}\n\nУсі ваші записи: {{cabinet_url}}\n\nКоманда Vizyt',
  'messages.appointment.booked.title': 'Запис {{number}} створено',
  'messages.appointment.booked.text': '{{doctor}}, {{date}} о {{time}}, {{place}}. Клініка підтвердить запис найближчим часом.',
  'messages.appointment.approved.title': 'Запис {{number}} підтверджено',
  'messages.appointment.approved.text': 'Клініка підтвердила ваш запис: {{doctor}}, {{date}} о {{time}}, {{place}}.',
  'messages.appointment.rejected.title': 'Запис {{number}} відхилено',
  'messages.appointment.rejected.text': 'Клініка не може прийняти вас {{date}} о {{time}} ({{doctor}}). {{reason}} Оберіть, будь ласка, інший час.',
  'messages.appointment.reject_reason.doctor_unavailable': 'Лікар не зможе прийняти вас у цей час.',
  'messages.appointment.reject_reason.clinic_closed': 'Клініка в цей час не працює.',
  'messages.appointment.reject_reason.service_unavailable': 'Ця послуга зараз недоступна.',
  'messages.appointment.reject_reason.duplicate': 'У вас уже є запис на цей час.',
  'messages.appointment.reject_reason.patient_request': 'Запис скасовано на ваше прохання.',
  'messages.appointment.cancelled.title': 'Запис {{number}} скасовано',
  'messages.appointment.cancelled.text': 'Ваш запис до {{doctor}} на {{date}} о {{time}} скасовано.',
  'messages.appointment.rescheduled.title': 'Запис {{number}} перенесено',
  'messages.appointment.rescheduled.text': 'Новий час: {{date}} о {{time}}, {{doctor}}, {{place}}. Клініка підтвердить його найближчим часом.',
  'messages.appointment.paid.title': 'Запис {{number}} оплачено',
  'messages.appointment.paid.text': 'Оплату {{amount}} отримано: {{doctor}}, {{date}} о {{time}}.',
  'messages.appointment.payment_failed.title': 'Оплата запису {{number}} не пройшла',
  'messages.appointment.payment_failed.text': 'Оплата не вдалася. Спробуйте ще раз у кабінеті або оплатіть у клініці.',
  'messages.appointment.refunded.title': 'Кошти за запис {{number}} повернено',
  'messages.appointment.refunded.text': 'Оплату {{amount}} повернено на картку, якою ви платили. Банк зазвичай зараховує кошти протягом 1–3 банківських днів.',
  'messages.appointment.reminder.title': 'Нагадування про прийом {{date}} о {{time}}',
  'messages.appointment.reminder.text': '{{doctor}}, {{date}} о {{time}}, {{place}}. Якщо плани змінилися, скасуйте запис у кабінеті.',
  'messages.appointment.online': 'онлайн-консультація',
  'messages.appointment.room': 'Вхід до відеоконсультації: {{url}} (кімната відкривається за {{minutes}} хв до початку).',
  'messages.appointment.feed.visit': 'Прийом',
  'messages.appointment.patient': 'Пацієнт: {{patient}}.',
  'messages.promotion.started.title': 'Акція: {{name}}',
  'messages.promotion.started.text': 'У лікаря чи клініки з вашого обраного почалася акція «{{name}}». Подивіться умови та запишіться зі знижкою.',
  'messages.email.staff.password.link.subject': 'Доступ до адмін-панелі Vizyt',
  'messages.email.staff.password.link.body':
    'Вітаємо, {{name}}!\n\nДля вас створено обліковий запис співробітника Vizyt. Щоб увійти, встановіть пароль за посиланням (воно діє {{hours}} год і лише один раз):\n{{link}}\n\nЯкщо ви не очікували цього листа, просто проігноруйте його.\n\nКоманда Vizyt',
  'messages.email.referral.rewarded.subject': 'Бонус за запрошеного друга',
  'messages.email.referral.rewarded.body':
    'Вітаємо, {{name}}!\n\nПерший прийом запрошеного вами друга ({{friend}}) відбувся, тож вам нараховано бонус {{amount}}.\n\nУсі ваші бонуси: {{cabinet_url}}\n\nКоманда Vizyt',
} as const;

export type MessageKey = keyof typeof UA;

const RU: Record<MessageKey, string> = {
  'messages.sms.password.restore.code': 'Vizyt: код для восстановления пароля {{code}}. Действует {{minutes}} мин. Никому его не сообщайте.',
  'messages.sms.sign.in.code': 'Vizyt: код для входа {{code}}. Действует {{minutes}} мин. Если вы не входили, смените пароль.',
  'messages.email.welcome.subject': 'Добро пожаловать в Vizyt',
  'messages.email.welcome.body':
    'Здравствуйте, {{first_name}}!\n\nВы зарегистрировались в Vizyt. Теперь вы можете записываться к врачам, сохранять избранное и управлять своими записями в личном кабинете: {{cabinet_url}}\n\nЕсли вы не регистрировались, просто проигнорируйте это письмо.\n\nКоманда Vizyt',
  'messages.email.review.received.subject': 'Ваш отзыв получен',
  'messages.email.review.received.body':
    'Здравствуйте, {{name}}!\n\nСпасибо за отзыв о «{{target}}». Модератор проверит его, и после этого он появится на сайте.\n\nЕсли вы не оставляли отзыв, просто проигнорируйте это письмо.\n\nКоманда Vizyt',
  'messages.email.question.received.subject': 'Ваш вопрос получен',
  'messages.email.question.received.body':
    'Здравствуйте, {{name}}!\n\nМы получили ваш вопрос и пришлём ответ на этот адрес.\n\nВаш вопрос:\n{{question}}\n\nЕсли вы ничего не спрашивали, просто проигнорируйте это письмо.\n\nКоманда Vizyt',
  'messages.email.question.answered.subject': 'Ответ на ваш вопрос',
  'messages.email.question.answered.body': 'Здравствуйте, {{name}}!\n\nВаш вопрос:\n{{question}}\n\nОтвет:\n{{answer}}\n\nКоманда Vizyt',
  'messages.email.support.received.subject': 'Обращение №{{id}} получено',
  'messages.email.support.received.body':
    'Здравствуйте, {{name}}!\n\nМы получили ваше обращение №{{id}} и ответим как можно скорее.\n\nВаше сообщение:\n{{message}}\n\nКоманда Vizyt',
  'messages.email.support.answered.subject': 'Ответ на обращение №{{id}}',
  'messages.email.support.answered.body': 'Здравствуйте, {{name}}!\n\nВаше сообщение:\n{{message}}\n\nОтвет:\n{{answer}}\n\nКоманда Vizyt',
  'messages.email.doctor.cabinet.invitation.subject': 'Ваш кабинет врача в Vizyt',
  'messages.email.doctor.cabinet.invitation.body':
    'Здравствуйте, {{name}}!\n\nДля вас открыт кабинет врача в Vizyt: видеоконсультации с пациентами и их история. Чтобы войти, задайте пароль по ссылке (действует {{hours}} ч):\n{{url}}{{code}}\n\nДля входа используйте этот адрес электронной почты. Если ссылка устарела, восстановите пароль по номеру телефона или обратитесь к команде Vizyt.\n\nКоманда Vizyt',
  'messages.sms.partner.password': 'Vizyt: ваш пароль к кабинету партнёра {{code}}. Вход: {{login}}. Смените его после входа.',
  'messages.email.partner.password.subject': 'Пароль к кабинету партнёра Vizyt',
  'messages.email.partner.password.body':
    'Здравствуйте, {{name}}!\n\nДля вас создан новый пароль к кабинету партнёра Vizyt.\n\nЛогин: {{login}}\nПароль: {{code}}\n\nВойдите на {{site_url}} и смените пароль в профиле. Прежний пароль больше не действует, а все сеансы завершены.\n\nЕсли вы не ждали этого письма, свяжитесь с поддержкой Vizyt.\n\nКоманда Vizyt',
  'messages.sms.appointment.notice': 'Vizyt: {{text}}',
  'messages.email.appointment.notice.subject': '{{title}}',
  'messages.email.appointment.notice.body': 'Здравствуйте, {{name}}!\n\n{{text}}\n\nВсе ваши записи: {{cabinet_url}}\n\nКоманда Vizyt',
  'messages.appointment.booked.title': 'Запись {{number}} создана',
  'messages.appointment.booked.text': '{{doctor}}, {{date}} в {{time}}, {{place}}. Клиника подтвердит запись в ближайшее время.',
  'messages.appointment.approved.title': 'Запись {{number}} подтверждена',
  'messages.appointment.approved.text': 'Клиника подтвердила вашу запись: {{doctor}}, {{date}} в {{time}}, {{place}}.',
  'messages.appointment.rejected.title': 'Запись {{number}} отклонена',
  'messages.appointment.rejected.text': 'Клиника не может принять вас {{date}} в {{time}} ({{doctor}}). {{reason}} Выберите, пожалуйста, другое время.',
  'messages.appointment.reject_reason.doctor_unavailable': 'Врач не сможет принять вас в это время.',
  'messages.appointment.reject_reason.clinic_closed': 'Клиника в это время не работает.',
  'messages.appointment.reject_reason.service_unavailable': 'Эта услуга сейчас недоступна.',
  'messages.appointment.reject_reason.duplicate': 'У вас уже есть запись на это время.',
  'messages.appointment.reject_reason.patient_request': 'Запись отменена по вашей просьбе.',
  'messages.appointment.cancelled.title': 'Запись {{number}} отменена',
  'messages.appointment.cancelled.text': 'Ваша запись к {{doctor}} на {{date}} в {{time}} отменена.',
  'messages.appointment.rescheduled.title': 'Запись {{number}} перенесена',
  'messages.appointment.rescheduled.text': 'Новое время: {{date}} в {{time}}, {{doctor}}, {{place}}. Клиника подтвердит его в ближайшее время.',
  'messages.appointment.paid.title': 'Запись {{number}} оплачена',
  'messages.appointment.paid.text': 'Оплата {{amount}} получена: {{doctor}}, {{date}} в {{time}}.',
  'messages.appointment.payment_failed.title': 'Оплата записи {{number}} не прошла',
  'messages.appointment.payment_failed.text': 'Оплата не удалась. Попробуйте ещё раз в кабинете или оплатите в клинике.',
  'messages.appointment.refunded.title': 'Средства за запись {{number}} возвращены',
  'messages.appointment.refunded.text':
    'Оплата {{amount}} возвращена на карту, которой вы платили. Банк обычно зачисляет средства в течение 1–3 банковских дней.',
  'messages.appointment.reminder.title': 'Напоминание о приёме {{date}} в {{time}}',
  'messages.appointment.reminder.text': '{{doctor}}, {{date}} в {{time}}, {{place}}. Если планы изменились, отмените запись в кабинете.',
  'messages.appointment.online': 'онлайн-консультация',
  'messages.appointment.room': 'Вход в видеоконсультацию: {{url}} (комната открывается за {{minutes}} мин до начала).',
  'messages.sms.waitlist.offer': 'Vizyt: есть время {{date}} {{time}}, до {{until}} {{url}}',
  'messages.waitlist.offer.title': 'Освободилось более раннее время: {{date}} в {{time}}',
  'messages.waitlist.offer.text': '{{doctor}}, {{date}} в {{time}}, {{place}}. Мы держим это время для вас до {{until}}: примите его или откажитесь.',
  'messages.waitlist.offer.move': 'Если примете, ваша запись на {{visit}} будет перенесена на это время.',
  'messages.email.waitlist.offer.subject': '{{title}}',
  'messages.email.waitlist.offer.body':
    'Здравствуйте, {{name}}!\n\n{{text}}\n\nПринять или отказаться: {{offer_url}}\n\nЕсли ничего не делать, после {{until}} время будет предложено следующему пациенту, а ваш запрос останется в листе ожидания.\n\nКоманда Vizyt',
  'messages.sms.visit.move': 'Vizyt: визит {{date}} {{time}} переносится {{url}}',
  'messages.visit.move.title': 'Клиника переносит вашу запись {{date}} в {{time}}',
  'messages.visit.move.text':
    '{{doctor}}, {{place}}: клиника не сможет принять вас {{date}} в {{time}}.{{note}} Мы держим для вас ближайшее свободное время этого врача: примите его, выберите другое время или другого врача либо отмените запись с возвратом всех средств.',
  'messages.visit.move.note': ' Клиника сообщает: «{{note}}».',
  'messages.visit.move.offer.title': 'Новое время для вашей записи: {{date}} в {{time}}',
  'messages.visit.move.offer.text':
    '{{doctor}}, {{date}} в {{time}}, {{place}}. Мы держим это время для вас до {{until}}: примите его, выберите другое или отмените запись с возвратом средств.',
  'messages.email.visit.move.subject': '{{title}}',
  'messages.email.visit.move.body': 'Здравствуйте, {{name}}!\n\n{{text}}\n\nВыбрать новое время или отменить: {{move_url}}\n\nКоманда Vizyt',
  'messages.appointment.feed.visit': 'Приём',
  'messages.appointment.patient': 'Пациент: {{patient}}.',
  'messages.promotion.started.title': 'Акция: {{name}}',
  'messages.promotion.started.text': 'У врача или клиники из вашего избранного началась акция «{{name}}». Посмотрите условия и запишитесь со скидкой.',
  'messages.email.staff.password.link.subject': 'Доступ к админ-панели Vizyt',
  'messages.email.staff.password.link.body':
    'Здравствуйте, {{name}}!\n\nДля вас создана учётная запись сотрудника Vizyt. Чтобы войти, установите пароль по ссылке (она действует {{hours}} ч и только один раз):\n{{link}}\n\nЕсли вы не ожидали этого письма, просто проигнорируйте его.\n\nКоманда Vizyt',
  'messages.email.referral.rewarded.subject': 'Бонус за приглашённого друга',
  'messages.email.referral.rewarded.body':
    'Здравствуйте, {{name}}!\n\nПервый приём приглашённого вами друга ({{friend}}) состоялся, поэтому вам начислен бонус {{amount}}.\n\nВсе ваши бонусы: {{cabinet_url}}\n\nКоманда Vizyt',
};

const TEXTS: Record<Locale, Record<MessageKey, string>> = { ua: UA, ru: RU };

export function renderMessage(locale: Locale, key: MessageKey, params: Record<string, string | number>): string {
  return TEXTS[locale][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
