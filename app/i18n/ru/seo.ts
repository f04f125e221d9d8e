import type { seo as ua } from '../ua/seo.ts';

export const seo: Record<keyof typeof ua, string> = {
  'seo.place.country': 'в Украине',
  'seo.place.city': 'в городе {{city}}',
  'seo.listing.h1': '{{subject}} {{place}}',
  'seo.listing.h1.qualified': '{{heading}}: {{qualifiers}}',
  'seo.doctors.subject': 'Врачи',
  'seo.doctors.title': '{{h1}} — отзывы, цены, запись онлайн | Vizyt',
  'seo.doctors.description': '{{h1}} — рейтинг, отзывы пациентов и цены на прием. Запишитесь к врачу онлайн на Vizyt.',
  'seo.doctors.keywords': '{{heading}}, запись к врачу, отзывы, цены',
  'seo.clinics.subject': 'Медицинские учреждения',
  'seo.clinics.title': '{{h1}} — адреса, отзывы, цены | Vizyt',
  'seo.clinics.description': '{{h1}} — адреса, график работы, отзывы пациентов и цены. Запись на прием онлайн на Vizyt.',
  'seo.clinics.keywords': '{{heading}}, медицинский центр, отзывы, запись онлайн',
  'seo.home.h1': 'Врачи и клиники {{place}}',
  'seo.home.title': 'Vizyt: запись к врачу онлайн, врачи и клиники {{place}}',
  'seo.home.description': 'Найдите врача или клинику рядом, сравните цены и отзывы и запишитесь на прием онлайн.',
  'seo.home.keywords': 'запись к врачу онлайн, врачи, клиники, отзывы',
  'seo.home.city.h1': 'Врачи и клиники {{place}}',
  'seo.home.city.title': 'Врачи и клиники {{place}}: запись онлайн | Vizyt',
  'seo.home.city.description': 'Врачи и клиники {{place}}: рейтинги, отзывы пациентов и цены. Запись на прием онлайн на Vizyt.',
  'seo.home.city.keywords': 'врачи {{place}}, клиники {{place}}, запись к врачу онлайн',
};
