/**
 * The demo's past video consultation (docs/decisions/221): what the demo patient and the demo doctor said in
 * its chat, and the doctor's conclusion, so both history screens have a visit to open. In Ukrainian, the
 * demo patient's language. `minute` counts from the start of the call.
 */
export const DEMO_VIDEO_CHAT: readonly { author: 'patient' | 'doctor'; minute: number; text: string }[] = [
  { author: 'patient', minute: -3, text: 'Добрий день! Я вже в залі очікування.' },
  { author: 'doctor', minute: -1, text: 'Добрий день! Підключаюся за хвилину.' },
  { author: 'patient', minute: 6, text: 'Результати аналізу крові з минулого тижня: гемоглобін 118, феритин 9.' },
  { author: 'doctor', minute: 8, text: 'Дякую, бачу. Феритин справді низький — про це поговоримо зараз.' },
  { author: 'doctor', minute: 17, text: 'Рекомендації напишу у висновку після консультації, він буде на сторінці візиту.' },
  { author: 'patient', minute: 18, text: 'Дякую, все зрозуміло!' },
];

/** How long the call lasted, in minutes. */
export const DEMO_VIDEO_CALL_MINUTES = 19;

export const DEMO_VIDEO_CONCLUSION = {
  conclusion:
    'Скарги на втому, сонливість і задишку під час підйому сходами впродовж двох місяців. За аналізами: гемоглобін 118 г/л, феритин 9 нг/мл. Залізодефіцитний стан без ознак гострого захворювання.',
  recommendations:
    'Препарат заліза за схемою, яку обговорили, щодня вранці натщесерце впродовж трьох місяців.\nБільше продуктів, багатих на залізо (червоне мʼясо, печінка, бобові), разом із продуктами з вітаміном C.\nКонтроль загального аналізу крові та феритину через 6 тижнів, потім повторна онлайн-консультація.\nЯкщо зʼявляться запаморочення, серцебиття або непритомність — звернутися до лікаря очно.',
} as const;
