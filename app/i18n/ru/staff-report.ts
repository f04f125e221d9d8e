import type { staffReport as ua } from '../ua/staff-report.ts';

export const staffReport: Record<keyof typeof ua, string> = {
  'admin.report.title': 'Отчёт о записях по всем партнёрам',
  'admin.report.lead': 'Подтверждённые и отклонённые записи в учреждениях всех партнёров за период; партнёр — один из фильтров.',
  'admin.report.filter.partner': 'Партнёр',
  'admin.report.waitlist.title': 'Отчёт о листе ожидания по всем партнёрам',
  'admin.report.waitlist.lead':
    'Кто ждёт более раннего времени у врачей всех партнёров и на какие дни, и что стало с освободившимся временем; партнёр — один из фильтров.',
};
