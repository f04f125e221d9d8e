import type { medicalCardFamily as ua } from '../ua/medical-card-family.ts';

export const medicalCardFamily: Record<keyof typeof ua, string> = {
  'medcard.person.label': 'Чья карта',
  'medcard.person.me': 'Я',
  'medcard.person.member': '{{name}} · {{relation}}',
  'medcard.person.add': 'Добавить ребёнка или родственника',
  'medcard.member.title': 'Медицинская карта: {{name}}',
  'medcard.member.note': 'Здесь заключения визитов, на которые вы записывали этого члена семьи. Ваши собственные визиты — в вашей карте («Я»).',
  'medcard.member.missing': 'Такого члена семьи нет в вашем кабинете.',
  'medcard.view.member': '{{relation}} владельца кабинета',
  'medcard.view.holder': 'Кабинет пациента: {{name}}',
};
