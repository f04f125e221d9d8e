import { z } from 'zod';
import { ZId } from '../batch.ts';
import { LOCALES } from '../locale.ts';
import { IMPORT_FORMATS, MAX_IMPORT_BYTES, ZImportJob, ZImportKind } from '../imports.ts';
import { dataEnvelope } from './booking-answers.ts';
import { route } from './define.ts';

/**
 * Imports of institutions, doctors and doctor services from CSV or XLSX (docs/decisions/204, 205). The service
 * checks the right itself: staff holding `<kind>.create` (`doctors.create`, …). The file is the raw body;
 * the answer comes at once (202) and the import goes on in the background, its progress read by polling
 * under `imports/jobs/{id}`, apart from the kinds, so no path reads two ways (docs/decisions/225).
 */

const shared = { access: { service: 'staff with <kind>.create' }, noStore: true, tag: 'imports' } as const;
const job = { status: 200, schema: dataEnvelope(ZImportJob), description: 'the import: status, rows checked of the total, counts or errors by row' } as const;

export const ZStartImportQuery = z.strictObject({
  target_id: ZId.describe('the legal entity (institutions) or the clinic (doctors, services) imported into'),
  file_name: z.string().trim().max(255).optional(),
});

export const startImport = route({
  ...shared,
  method: 'POST',
  path: 'imports/:kind',
  params: { kind: ZImportKind },
  query: ZStartImportQuery,
  // Binary: the service reads it, the browser sends the picked file as it is.
  body: z
    .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)
    .describe(`the CSV (UTF-8, comma or semicolon) or XLSX file itself, at most ${MAX_IMPORT_BYTES} bytes`),
  bodyUnchecked: true,
  requestContentType: 'application/octet-stream',
  answer: { ...job, status: 202, description: 'accepted: the import runs on; poll it' },
  errors: {
    404: 'no such legal entity or clinic',
    409: 'refused as a whole (SPEC §5): the target already holds such data, no doctors, doctors already have services',
    413: 'file too large',
  },
  operationId: 'startImport',
  summary: 'Start importing a file of institutions, doctors or doctor services',
});

export const importStatus = route({
  ...shared,
  method: 'GET',
  path: 'imports/jobs/:id',
  formerPath: 'imports/:id',
  answer: job,
  operationId: 'importStatus',
  summary: 'How far an import is; once finished, what it created or the errors by row',
});

export const cancelImport = route({
  ...shared,
  method: 'POST',
  path: 'imports/jobs/:id/cancel',
  formerPath: 'imports/:id/cancel',
  answer: job,
  errors: { 409: 'already writing or finished' },
  operationId: 'cancelImport',
  summary: 'Stop an import before it writes anything',
});

export const ZImportTemplateFile = z
  .string()
  .regex(new RegExp(`^(${ZImportKind.options.join('|')})\\.(${IMPORT_FORMATS.join('|')})$`))
  .describe(`the kind and the format: \`{kind}.{${IMPORT_FORMATS.join('|')}}\`, e.g. \`doctors.xlsx\``);

export const importTemplate = route({
  ...shared,
  method: 'GET',
  path: 'imports/templates/:file',
  params: { file: ZImportTemplateFile },
  query: z.strictObject({ locale: z.enum(LOCALES).optional() }),
  answer: {
    status: 200,
    file: 'application/octet-stream',
    description: 'a CSV or XLSX file with the header row (the XLSX has a second sheet describing each column)',
  },
  operationId: 'importTemplate',
  summary: 'An empty file to fill in for one kind of import',
});
