import { z } from 'zod';
import { ZPageNumber } from './list-query.ts';
import type { ZNotification } from './routes/booking-answers.ts';
// The values an answer names live with the answer; here for the requests and the importers of this file.
export { NOTIFICATION_TYPE_VALUES } from './routes/booking-answers.ts';

// ---------------------------------------------------------------------------------------------------
// Notifications: GET /patients/notifications?status=&page=, GET /patients/notifications/unread-count,
// POST /patients/notifications/{id}/read, POST /patients/notifications/read-all,
// DELETE /patients/notifications/{id}, DELETE /patients/notifications

export const ZNotificationsQuery = z.strictObject({
  status: z.enum(['unread', 'read']).optional(),
  page: ZPageNumber,
});
export type TNotificationsQuery = z.output<typeof ZNotificationsQuery>;

export type TNotification = z.output<typeof ZNotification>;
