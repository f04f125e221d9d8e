/** Back office: records changed by someone else before a batch delete or restore (docs/decisions/213). */
export const recordConflicts = {
  'admin.records.changed': 'Деякі записи змінив хтось інший, відколи ви відкрили список; нічого не виконано',
  'admin.list.changed.title': 'Ці записи змінилися, відколи ви відкрили список',
  'admin.list.changed.text': 'Нічого не видалено. Перегляньте нові дані й виберіть ще раз:',
  'admin.list.changed.text.restore': 'Нічого не відновлено. Перегляньте нові дані й виберіть ще раз:',
  'admin.list.changed.reload': 'Оновити список',
  'admin.list.changed.close': 'Закрити',
} as const;
