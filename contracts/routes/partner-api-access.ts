/** What the routes of the partner API (contracts/routes/partner-api.ts) share: their tag, access and common failures. */

export const PARTNER_TAG = 'partner-api';

/** What every call of a bearer token shares; a path parameter that names no record of the partner's is 404. */
export const notOwn = {
  description: "no such record of the partner's legal entity (another partner's ids are 404 too)",
  example: { message: 'Дані не знайдено' },
};
export const invalid = (description = 'per-field errors') => ({ description, example: { message: 'Перевірте правильність введених даних' } });
export const partnerRead = { access: { partnerToken: 'read' }, tag: PARTNER_TAG } as const;
export const partnerWrite = { access: { partnerToken: 'write' }, tag: PARTNER_TAG } as const;
