/** A new version of the site under an open page (docs/decisions/255). */
export const updates = {
  'updates.ready': 'Нова версія сайту готова',
  'updates.reload': 'Оновити',
};
