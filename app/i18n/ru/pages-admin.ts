import type { pagesAdmin as ua } from '../ua/pages-admin.ts';

/** The back office's pages screens (issue 28): content pages with their blocks, patients' notifications. */
export const pagesAdmin: Record<keyof typeof ua, string> = {
  'field.page_intro': 'Вступление',
  'field.block_page': 'Страница',
  'field.notice_appointment': 'Запись на прием',
  'field.notice_promotion': 'Акция',
  'field.notice_patient': 'Пациент',
  'admin.content.blocks.title': 'Блоки страницы',
  'admin.content.blocks.legal.title': 'Пункты документа',
  'admin.content.blocks.hint':
    'Измените порядок, перетащив блок мышью, или кнопками «Выше» и «Ниже». С клавиатуры: перейдите на ручку блока и нажимайте стрелки вверх и вниз. Каждое изменение порядка сохраняется сразу.',
  'admin.content.blocks.empty': 'В этой секции еще нет блоков.',
  'admin.content.blocks.add': 'Добавить блок',
  'admin.content.blocks.add.clause': 'Добавить пункт',
  'admin.content.blocks.handle': 'Переместить «{{title}}» (стрелки вверх и вниз)',
  'admin.content.blocks.up': 'Выше: «{{title}}»',
  'admin.content.blocks.down': 'Ниже: «{{title}}»',
  'admin.content.blocks.edit': 'Редактировать «{{title}}»',
  'admin.content.blocks.remove': 'Удалить «{{title}}»',
  'admin.content.blocks.remove.confirm': 'Удалить блок «{{title}}»? Его можно восстановить из корзины.',
  'admin.content.blocks.removed': 'Блок «{{title}}» удален',
  'admin.content.blocks.moved': '«{{title}}»: позиция {{position}} из {{count}}',
  'admin.content.blocks.saved': 'Порядок сохранен: «{{title}}» на позиции {{position}} из {{count}}',
  'admin.content.blocks.changed': 'Пока вы меняли порядок, блоки этой страницы изменил кто-то другой. Показан сохраненный порядок; попробуйте еще раз.',
  'admin.content.blocks.inactive': 'неактивный',
  'admin.content.blocks.load.error': 'Не удалось загрузить блоки страницы',
  'admin.content.preview.title': 'Предварительный просмотр',
  'admin.content.preview.hint': 'Так страница будет выглядеть на сайте с тем, что сейчас в форме; неактивные блоки не показываются.',
  'admin.content.preview.open': 'Открыть страницу на сайте',
  'admin.content.block.page': 'Страница блока: «{{title}}»',
  'admin.content.block.back': 'К странице «{{title}}»',
};
