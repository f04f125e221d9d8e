import { z } from 'zod';

/**
 * The partner integration API (`/api/partner/v1`, docs/decisions/240-244): what the server, the partner
 * cabinet, the OpenAPI document and the example client all read from one place.
 */

export const PARTNER_API_BASE = '/api/partner/v1';

/** A bearer token lives this long (seconds): short, so a leaked one is worth little. */
export const TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_PREFIX = 'vzt_';

export const PARTNER_SCOPES = ['read', 'write'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** Calls per client in one window; the token endpoint has its own, smaller, budget per client id. */
export const PARTNER_RATE_LIMIT = { limit: 120, windowSeconds: 60 } as const;
export const TOKEN_RATE_LIMIT = { limit: 20, windowSeconds: 60 } as const;

/** RFC 6749 §5.2 error codes the token endpoint answers. */
export const OAUTH_ERRORS = ['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope'] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

export const ZOAuthError = z.object({
  error: z.enum(OAUTH_ERRORS),
  error_description: z.string().optional(),
});

export const ZTokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string().describe('space-separated: read, write'),
});
export type TTokenAnswer = z.infer<typeof ZTokenAnswer>;

/** The form of a token request (client authentication may come by HTTP Basic instead of the two fields). */
export const ZTokenRequest = z.object({
  grant_type: z.string().optional(),
  scope: z.string().max(100).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
});

/** The token request as the document describes it; the server reads the form with `ZTokenRequest` and answers OAuth's errors. */
export const ZTokenForm = z.object({
  grant_type: z.enum(['client_credentials']),
  scope: z.string().describe('space-separated: read, write (default both)').optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

/** `read write`, `write read`, `read` → the set of known scopes, or null when one is unknown or none is named. */
export function parseScopes(text: string | undefined): PartnerScope[] | null {
  const words = (text ?? '').split(' ').filter(Boolean);
  if (!words.length) return null;
  const known = new Set<PartnerScope>();
  for (const word of words) {
    if (!(PARTNER_SCOPES as readonly string[]).includes(word)) return null;
    known.add(word as PartnerScope);
  }
  return PARTNER_SCOPES.filter((scope) => known.has(scope));
}

/** The events a webhook can hear. */
export const WEBHOOK_EVENTS = ['appointment.created', 'appointment.changed', 'appointment.cancelled', 'appointment.paid', 'waitlist.offer.accepted'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Vizyt-Signature';
/** A receiver refuses a delivery signed longer ago than this (a replay). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** Deliveries are retried with growing pauses for this long after the event. */
export const WEBHOOK_RETRY_WINDOW_SECONDS = 24 * 3600;
export const MAX_WEBHOOK_ENDPOINTS = 5;

export const ZWebhookUrl = z.string().trim().max(2000).url('partner.api.webhook.url');

export const ZWebhookEndpointRequest = z.strictObject({
  url: ZWebhookUrl,
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length).optional(),
});
export type TWebhookEndpointRequest = z.input<typeof ZWebhookEndpointRequest>;

export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** A new endpoint's answer: its signing secret, shown this once. */
export const ZCreatedWebhookEndpoint = ZWebhookEndpoint.extend({ signing_secret: z.string() });

/**
 * After a rotation the old signing secret still signs every delivery, beside the new one (two `v1=` in the
 * header), for this long, so a receiver can switch without refusing an event (docs/decisions/272).
 */
export const SECRET_ROTATION_GRACE_SECONDS = 24 * 3600;

/** A rotation's answer: the new signing secret, shown this once, and until when the old one still signs. */
export const ZRotatedWebhookSecret = ZCreatedWebhookEndpoint.extend({ previous_secret_expires_at: z.string() });
export type TRotatedWebhookSecret = z.infer<typeof ZRotatedWebhookSecret>;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  appointment_id: z.number().int().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/** What the partner cabinet's integration page shows. */
export const ZIntegrationOverview = z.object({
  client_id: z.string().nullable(),
  api_key_created_at: z.string().nullable(),
  endpoints: z.array(ZWebhookEndpoint),
  deliveries: z.array(ZWebhookDelivery),
});
export type TIntegrationOverview = z.infer<typeof ZIntegrationOverview>;
