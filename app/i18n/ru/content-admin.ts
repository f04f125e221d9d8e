import type { contentAdmin as ua } from '../ua/content-admin.ts';

/** The back office's content screens (docs/decisions/284): their fields and tabs. */
export const contentAdmin: Record<keyof typeof ua, string> = {
  'field.specialization_id': 'Специализация',
  'field.articles': 'Связанные статьи',
  'field.promotions': 'Связанные акции',
  'field.meta_title': 'Meta title',
  'field.meta_description': 'Meta description',
  'admin.form.group.text': 'Текст',
  'admin.form.group.related': 'Связанное',
  'admin.form.group.seo': 'SEO',
  'validation.rich.text': 'Текст содержит элемент, который редактор не допускает',
  'validation.rich.text.size': 'Текст слишком длинный: не больше 200 000 символов и 20 000 элементов',
  'validation.rich.text.depth': 'Текст вложен слишком глубоко',
  'validation.image': 'Изображение должно быть загружено на сайт',
  'validation.alt.required': 'Опишите изображение для тех, кто его не видит',
  'validation.video.host': 'Видео можно вставить только с YouTube или Vimeo',
} as const;
