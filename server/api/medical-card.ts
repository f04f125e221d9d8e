import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDICAL_DOCUMENT_MAX_BYTES } from '../../contracts/medical-card.ts';
import * as routes from '../../contracts/routes/medical-card.ts';
import { ValidationError } from '../../features/errors.ts';
import type { SentDocument } from '../../features/medical-card/service.ts';
import type { Services } from '../../features/services.ts';
import { requestLocale } from './locale.ts';
import { register } from './register-route.ts';

/** Reads the multipart form of a document (the platform's own parser; the body was read as bytes). */
async function readDocumentForm(body: unknown, contentType: string | undefined): Promise<SentDocument> {
  const missing = () => new ValidationError({ file: ['validation.required'] });
  if (!Buffer.isBuffer(body) || !contentType) throw missing();
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(body)]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw missing();
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw missing();
  return { name: file.name, data: Buffer.from(await file.arrayBuffer()) };
}

/** A document as a download: never rendered by the browser on our origin, never cached. */
function sendDocument(reply: FastifyReply, file: { name: string; type: string; data: Buffer }): FastifyReply {
  const plain = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'no-store')
    .send(file.data);
}

/** The medical card (docs/decisions/226–228): the patient's own, the doctor's and the staff's logged reads. */
export async function medicalCardRoutes(api: FastifyInstance, { services }: { services: Services }): Promise<void> {
  const { medicalCard } = services;
  // Read as bytes up to twice the limit, so a file a little too large is told so in our words (413).
  api.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MEDICAL_DOCUMENT_MAX_BYTES * 2 + 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  register(api, routes.myMedicalCard, async ({ user, request, query }) => ({ data: await medicalCard.own(user, requestLocale(request), query.member) }));
  register(api, routes.saveMyMedicalCard, async ({ user, body, query }) => ({ data: await medicalCard.save(user, body, query.member) }));
  register(api, routes.uploadMedicalDocument, async ({ user, request, query }) => ({
    data: await medicalCard.upload(user, () => readDocumentForm(request.body, request.headers['content-type']), query.member),
  }));
  register(api, routes.myMedicalDocument, async ({ user, params, reply }) => sendDocument(reply, await medicalCard.ownDocument(user, params.id)));
  register(api, routes.removeMedicalDocument, async ({ user, params }) => medicalCard.removeDocument(user, params.id));

  register(api, routes.doctorPatientMedicalCard, async ({ user, params, request }) => ({
    data: await medicalCard.forDoctor(user, params.id, requestLocale(request)),
  }));
  register(api, routes.doctorPatientMedicalDocument, async ({ user, params, reply }) =>
    sendDocument(reply, await medicalCard.documentForDoctor(user, params.id, params.documentId)),
  );
  register(api, routes.staffPatientMedicalCard, async ({ user, params, request, query }) => ({
    data: await medicalCard.forStaff(user, params.id, requestLocale(request), query.member),
  }));
  register(api, routes.staffPatientMedicalDocument, async ({ user, params, reply }) =>
    sendDocument(reply, await medicalCard.documentForStaff(user, params.id, params.documentId)),
  );
}
