import type { recordConflicts as ua } from '../ua/record-conflicts.ts';

export const recordConflicts: Record<keyof typeof ua, string> = {
  'admin.records.changed': 'Некоторые записи изменил кто-то другой с тех пор, как вы открыли список; ничего не выполнено',
  'admin.list.changed.title': 'Эти записи изменились с тех пор, как вы открыли список',
  'admin.list.changed.text': 'Ничего не удалено. Просмотрите новые данные и выберите ещё раз:',
  'admin.list.changed.text.restore': 'Ничего не восстановлено. Просмотрите новые данные и выберите ещё раз:',
  'admin.list.changed.reload': 'Обновить список',
  'admin.list.changed.close': 'Закрыть',
};
