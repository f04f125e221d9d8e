import type { install as ua } from '../ua/install.ts';

export const install: Record<keyof typeof ua, string> = {
  'install.app.name': 'Vizyt — врачи и клиники',
  'install.app.short_name': 'Vizyt',
  'install.app.description': 'Найдите врача или клинику, запишитесь на приём или видеоконсультацию.',
  'install.shortcut.doctors': 'Найти врача',
  'install.shortcut.appointments': 'Мои записи',
  'install.offer.label': 'Установка приложения',
  'install.offer.title': 'Установите Vizyt',
  'install.offer.text': 'Приложение на главном экране: врачи и ваши записи всегда под рукой.',
  'install.offer.install': 'Установить',
  'install.offer.dismiss': 'Не предлагать',
  'install.ios.title': 'Добавьте Vizyt на главный экран',
  'install.ios.text': 'Нажмите «Поделиться» на панели браузера, затем «На экран „Домой“».',
};
