import type { redirects as ua } from '../ua/redirects.ts';

export const redirects: Record<keyof typeof ua, string> = {
  'resources.seo/redirects.plural': 'Переадресации',
  'resources.seo/redirects.singular': 'Переадресация',
  'field.source_path': 'Старый адрес',
  'field.target': 'Новый адрес',
  'field.http_status': 'Тип переадресации',
  'redirects.status.301': 'Постоянная (301)',
  'redirects.status.302': 'Временная (302)',
  'redirects.source.path': 'Укажите путь страницы сайта, начинающийся с «/», без пробелов, «?» и «#», например /staraya-stranica',
  'redirects.source.reserved': 'Этот адрес нельзя переадресовать: главная страница, API, файлы, кабинеты и бэк-офис всегда открываются сами',
  'redirects.target.invalid': 'Укажите путь страницы сайта, начинающийся с «/», или полный адрес с http:// или https://',
  'redirects.loop': 'Переадресации образуют круг: {{chain}}. Укажите другой новый адрес.',
};
