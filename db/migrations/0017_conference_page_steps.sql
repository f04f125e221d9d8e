-- The /conference page promised a "start consultation" button in the cabinet and a history that did not exist
-- (issue 13). Databases seeded before keep that text; it becomes what db/seed/data/pages.ts now says, but only
-- where staff left the seeded text as it was: an edited block is theirs.

update content_blocks b set
  title_ua = 'Отримайте посилання',
  title_ru = 'Получите ссылку',
  text_ua = 'Посилання на кімнату консультації прийде в листі та SMS і буде у вашому кабінеті, у розділі відеоконсультацій.',
  text_ru = 'Ссылка на комнату консультации придёт в письме и SMS и будет в вашем кабинете, в разделе видеоконсультаций.',
  updated_at = now()
from content_pages p
where p.id = b.page_id and p.slug = 'conference'
  and b.text_ua = 'За кілька хвилин до початку кнопка «Почати консультацію» стане активною.'
  and b.text_ru = 'За несколько минут до начала кнопка «Начать консультацию» станет активной.';

update content_blocks b set
  text_ua = 'У каталозі є фільтр «Онлайн-консультація»: так видно лікарів, які консультують по відео.',
  text_ru = 'В каталоге есть фильтр «Онлайн-консультация»: так видно врачей, которые консультируют по видео.',
  updated_at = now()
from content_pages p
where p.id = b.page_id and p.slug = 'conference'
  and b.text_ua = 'У каталозі позначено лікарів, які консультують онлайн.'
  and b.text_ru = 'В каталоге отмечены врачи, которые консультируют онлайн.';

update content_blocks b set
  text_ua = 'Оберіть послугу «Онлайн-консультація» і вільний час; оплатити можна одразу.',
  text_ru = 'Выберите услугу «Онлайн-консультация» и свободное время; оплатить можно сразу.',
  updated_at = now()
from content_pages p
where p.id = b.page_id and p.slug = 'conference'
  and b.text_ua = 'Оберіть вільний слот і формат «онлайн»; оплатити можна одразу.'
  and b.text_ru = 'Выберите свободный слот и формат «онлайн»; оплатить можно сразу.';

update content_blocks b set
  text_ua = 'Висновок і рекомендації лікаря зберігаються на сторінці консультації у вашому кабінеті.',
  text_ru = 'Заключение и рекомендации врача сохраняются на странице консультации в вашем кабинете.',
  updated_at = now()
from content_pages p
where p.id = b.page_id and p.slug = 'conference'
  and b.text_ua = 'Висновки лікаря зберігаються у вашому кабінеті.'
  and b.text_ru = 'Заключения врача сохраняются в вашем кабинете.';
