/** The back office's appointment and waitlist reports across partners (docs/decisions/275, 305); the rest of their words are `report.*`. */
export const staffReport = {
  'admin.report.title': 'Звіт про записи по всіх партнерах',
  'admin.report.lead': 'Підтверджені та відхилені записи в закладах усіх партнерів за період; партнер — один із фільтрів.',
  'admin.report.filter.partner': 'Партнер',
  'admin.report.waitlist.title': 'Звіт про лист очікування по всіх партнерах',
  'admin.report.waitlist.lead': 'Хто чекає на раніший час до лікарів усіх партнерів і на які дні, і що стало зі звільненим часом; партнер — один із фільтрів.',
};
