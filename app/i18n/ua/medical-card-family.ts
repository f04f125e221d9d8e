/** Family members' medical cards (docs/decisions/276): the switch between cards and whose card it is. */
export const medicalCardFamily = {
  'medcard.person.label': 'Чия карта',
  'medcard.person.me': 'Я',
  'medcard.person.member': '{{name}} · {{relation}}',
  'medcard.person.add': 'Додати дитину чи родича',
  'medcard.member.title': 'Медична карта: {{name}}',
  'medcard.member.note': 'Тут висновки візитів, на які ви записували цього члена родини. Ваші власні візити — у вашій карті («Я»).',
  'medcard.member.missing': 'Такого члена родини немає у вашому кабінеті.',
  'medcard.view.member': '{{relation}} власника кабінету',
  'medcard.view.holder': 'Кабінет пацієнта: {{name}}',
};
