/** The fixed dictionaries of SPEC §3, in both languages. */
type Pair = [ua: string, ru: string];

export const INSTITUTION_TYPES: readonly { code: string; name: Pair; background: string; text: string; prefix: Pair }[] = [
  { code: 'clinic', name: ['Клініки', 'Клиники'], background: '#1A4B48', text: '#FFFFFF', prefix: ['Клініка', 'Клиника'] },
  {
    code: 'diagnostic_center',
    name: ['Діагностичні центри', 'Диагностические центры'],
    background: '#1355EA',
    text: '#FFFFFF',
    prefix: ['Діагностичний центр', 'Диагностический центр'],
  },
  {
    code: 'private_office',
    name: ['Приватні кабінети', 'Частные кабинеты'],
    background: '#E7E7E7',
    text: '#1C1C1A',
    prefix: ['Приватний кабінет', 'Частный кабинет'],
  },
  { code: 'laboratory', name: ['Лабораторії', 'Лаборатории'], background: '#1355EA', text: '#FFFFFF', prefix: ['Лабораторія', 'Лаборатория'] },
  { code: 'dentistry', name: ['Стоматології', 'Стоматологии'], background: '#F29EAD', text: '#1C1C1A', prefix: ['Стоматологія', 'Стоматология'] },
  { code: 'beauty_salon', name: ['Салони краси', 'Салоны красоты'], background: '#F29EAD', text: '#1C1C1A', prefix: ['Салон краси', 'Салон красоты'] },
  {
    code: 'insurance_company',
    name: ['Страхові компанії', 'Страховые компании'],
    background: '#E7E7E7',
    text: '#1C1C1A',
    prefix: ['Страхова компанія', 'Страховая компания'],
  },
  { code: 'optics', name: ['Оптики', 'Оптики'], background: '#E7E7E7', text: '#1C1C1A', prefix: ['Оптика', 'Оптика'] },
  {
    code: 'veterinary_clinic',
    name: ['Ветеринарні клініки', 'Ветеринарные клиники'],
    background: '#1A4B48',
    text: '#FFFFFF',
    prefix: ['Ветеринарна клініка', 'Ветеринарная клиника'],
  },
  { code: 'grooming_salon', name: ['Грумінг-салони', 'Груминг-салоны'], background: '#F29EAD', text: '#1C1C1A', prefix: ['Грумінг-салон', 'Груминг-салон'] },
];

export const DOCTOR_FEATURES: readonly { code: string; name: Pair }[] = [
  { code: 'child_consultation', name: ['Приймає дітей', 'Принимает детей'] },
  { code: 'show_on_main', name: ['Показувати на головній', 'Показывать на главной'] },
  { code: 'online_consultation', name: ['Онлайн-консультація', 'Онлайн-консультация'] },
  { code: 'show_rating', name: ['Показувати рейтинг', 'Показывать рейтинг'] },
  { code: 'nszu', name: ['Працює з НСЗУ', 'Работает с НСЗУ'] },
  { code: 'visit_to_home', name: ['Виклик додому', 'Вызов на дом'] },
];

export const LANGUAGES: readonly { code: string; name: Pair }[] = [
  { code: 'uk', name: ['Українська', 'Украинский'] },
  { code: 'ru', name: ['Російська', 'Русский'] },
  { code: 'en', name: ['Англійська', 'Английский'] },
  { code: 'de', name: ['Німецька', 'Немецкий'] },
  { code: 'it', name: ['Італійська', 'Итальянский'] },
  { code: 'fr', name: ['Французька', 'Французский'] },
  { code: 'es', name: ['Іспанська', 'Испанский'] },
  { code: 'pt', name: ['Португальська', 'Португальский'] },
];

export const INSTITUTION_FEATURES: readonly { code: string; name: Pair }[] = [
  { code: 'children_reception', name: ['Прийом дітей', 'Прием детей'] },
  { code: 'parking', name: ['Парковка', 'Парковка'] },
  { code: 'own_hospital', name: ['Власний стаціонар', 'Собственный стационар'] },
  { code: 'reduced_mobility', name: ['Доступно для маломобільних', 'Доступно для маломобильных'] },
  { code: 'children_room', name: ['Дитяча кімната', 'Детская комната'] },
  { code: 'own_laboratory', name: ['Власна лабораторія', 'Собственная лаборатория'] },
  { code: 'card_payment', name: ['Оплата карткою', 'Оплата картой'] },
];
