/** The back office's appointment report across partners (docs/decisions/275); the rest of its words are `report.*`. */
export const staffReport = {
  'admin.report.title': 'Звіт про записи по всіх партнерах',
  'admin.report.lead': 'Підтверджені та відхилені записи в закладах усіх партнерів за період; партнер — один із фільтрів.',
  'admin.report.filter.partner': 'Партнер',
};
