/** The back office's content screens (docs/decisions/284): their fields and tabs. */
export const contentAdmin = {
  'field.specialization_id': 'Спеціалізація',
  'field.articles': 'Пов’язані статті',
  'field.promotions': 'Пов’язані акції',
  'field.meta_title': 'Meta title',
  'field.meta_description': 'Meta description',
  'admin.form.group.text': 'Текст',
  'admin.form.group.related': 'Пов’язане',
  'admin.form.group.seo': 'SEO',
  'validation.rich.text': 'Текст містить елемент, якого редактор не дозволяє',
  'validation.rich.text.size': 'Текст задовгий: щонайбільше 200 000 символів і 20 000 елементів',
  'validation.rich.text.depth': 'Текст вкладений надто глибоко',
  'validation.image': 'Зображення має бути завантажене на сайт',
  'validation.alt.required': 'Опишіть зображення для тих, хто його не бачить',
  'validation.video.host': 'Відео можна вставити лише з YouTube або Vimeo',
} as const;
