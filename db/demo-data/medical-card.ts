/**
 * The demo patient's medical card (docs/decisions/226): what she wrote about her health, in Ukrainian, her
 * language, and one document, so `/patients/medical-card`, the doctor's read and the back office show a filled card.
 */
export const DEMO_MEDICAL_CARD = {
  blood_type: 'A+',
  allergies: ['Пеніцилін', 'Пилок берези'],
  chronic_conditions: [] as string[],
  medications: ['Препарат заліза, 1 таблетка вранці'],
  /** `yearsAgo` counts back from the seed's day. */
  vaccinations: [
    { name: 'Кір, паротит, краснуха (ревакцинація)', yearsAgo: 12 },
    { name: 'Дифтерія, правець (АДП-М)', yearsAgo: 3 },
  ],
} as const;

/** The demo patient's 5-year-old son's card (docs/decisions/276), so the doctor of his visit reads his, not hers. */
export const DEMO_CHILD_MEDICAL_CARD = {
  blood_type: 'O+',
  allergies: ['Арахіс'],
  chronic_conditions: ['Атопічний дерматит'],
  medications: [] as string[],
  vaccinations: [
    { name: 'Кір, паротит, краснуха', yearsAgo: 4 },
    { name: 'Поліомієліт (ІПВ)', yearsAgo: 4.5 },
  ],
} as const;

export const DEMO_CHILD_DOCUMENT_NAME = 'Виписка педіатра.pdf';
export const DEMO_CHILD_DOCUMENT_LINES = ['Vizyt demo document', 'Paediatrician note', 'Atopic dermatitis, mild', 'Not a real medical record'];

export const DEMO_DOCUMENT_NAME = 'Загальний аналіз крові.pdf';
const DEMO_DOCUMENT_LINES = ['Vizyt demo document', 'Complete blood count', 'Haemoglobin 118 g/L, ferritin 9 ng/mL', 'Not a real medical record'];

/** A one-page PDF of a few ASCII lines, with a correct cross-reference table, so any viewer opens it. */
export function demoPdf(lines: readonly string[] = DEMO_DOCUMENT_LINES): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = ['BT', '/F1 14 Tf', '72 760 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
