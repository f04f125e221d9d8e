/** The site as an installable app: its manifest and the install offer (docs/decisions/247–249). */
export const install = {
  'install.app.name': 'Vizyt — лікарі та клініки',
  'install.app.short_name': 'Vizyt',
  'install.app.description': 'Знайдіть лікаря чи клініку, запишіться на прийом або відеоконсультацію.',
  'install.shortcut.doctors': 'Знайти лікаря',
  'install.shortcut.appointments': 'Мої записи',
  'install.offer.label': 'Встановлення застосунку',
  'install.offer.title': 'Встановіть Vizyt',
  'install.offer.text': 'Застосунок на головному екрані: лікарі й ваші записи завжди під рукою.',
  'install.offer.install': 'Встановити',
  'install.offer.dismiss': 'Не пропонувати',
  'install.ios.title': 'Додайте Vizyt на головний екран',
  'install.ios.text': 'Натисніть «Поширити» на панелі браузера, потім «На початковий екран».',
};
