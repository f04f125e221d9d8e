/** Support and the ambulance call in the patient cabinet, and the header's 103 link: Ukrainian texts (docs/decisions/232–233). */
export const patientSupport = {
  // The site header on phones (every page).
  'ambulance.header.call': 'Викликати швидку: зателефонувати 103',
  // Support page
  'patient-support.nav': 'Підтримка',
  'patient-support.title': 'Підтримка',
  'patient-support.lead': 'Ваші звернення до служби підтримки, їхній стан і наші відповіді.',
  'patient-support.list.title': 'Мої звернення',
  'patient-support.empty': 'Ви ще не писали в підтримку. Поставте запитання у формі нижче — відповідь зʼявиться тут.',
  'patient-support.request.number': 'Звернення №{{id}}',
  'patient-support.sent.at': 'Надіслано {{date}}',
  'patient-support.status': 'Стан',
  'patient-support.topic': 'Тема',
  'patient-support.answer': 'Відповідь підтримки',
  'patient-support.answered.at': 'Відповідь від {{date}}',
  'patient-support.awaiting': 'Відповідь зʼявиться тут, щойно ми опрацюємо звернення.',
  'patient-support.form.title': 'Нове звернення',
  'patient-support.form.lead': 'Контакти взято з вашого профілю — змініть їх, якщо відповісти краще інакше.',
  // Ambulance
  'patient-support.ambulance.nav': 'Виклик швидкої',
  'patient-support.ambulance.title': 'Виклик швидкої допомоги',
  'patient-support.ambulance.bar': 'Загроза життю? Телефонуйте 103.',
  'patient-support.ambulance.call': 'Зателефонувати 103',
  'patient-support.ambulance.request': 'Заявка на швидку',
  'patient-support.ambulance.region': 'Швидка допомога',
  'patient-support.ambulance.list.title': 'Мої заявки на швидку',
  'patient-support.ambulance.list.empty': 'Ви ще не надсилали заявок на швидку.',
  'patient-support.ambulance.list.number': 'Заявка №{{id}}',
  'patient-support.ambulance.list.for': 'Для кого: {{name}}, {{phone}}',
  'patient-support.ambulance.list.city': 'Місто: {{city}}',
  'patient-support.ambulance.list.note': 'Оператор телефонує за вказаним номером. Якщо стан погіршився, не чекайте: телефонуйте 103.',
} as const;
