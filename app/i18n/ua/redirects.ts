/** Staff-managed redirects in the back office (docs/decisions/245). */
export const redirects = {
  'resources.seo/redirects.plural': 'Переадресації',
  'resources.seo/redirects.singular': 'Переадресація',
  'field.source_path': 'Стара адреса',
  'field.target': 'Нова адреса',
  'field.http_status': 'Тип переадресації',
  'redirects.status.301': 'Постійна (301)',
  'redirects.status.302': 'Тимчасова (302)',
  'redirects.source.path': 'Вкажіть шлях сторінки сайту, що починається з «/», без пробілів, «?» і «#», наприклад /stara-storinka',
  'redirects.source.reserved': 'Цю адресу не можна переадресувати: головна сторінка, API, файли, кабінети та бек-офіс завжди відкриваються самі',
  'redirects.target.invalid': 'Вкажіть шлях сторінки сайту, що починається з «/», або повну адресу з http:// чи https://',
  'redirects.loop': 'Переадресації утворять коло: {{chain}}. Вкажіть іншу нову адресу.',
};
