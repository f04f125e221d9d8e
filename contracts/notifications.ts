import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------
// Notifications: GET /patients/notifications?status=&page=, GET /patients/notifications/unread-count,
// POST /patients/notifications/{id}/read, POST /patients/notifications/read-all,
// DELETE /patients/notifications/{id}, DELETE /patients/notifications

export const NOTIFICATION_TYPE_VALUES = ['promotion', 'new_appointment', 'change_appointment', 'reminder_appointment'] as const;
export const ZNotificationsQuery = z.strictObject({
  status: z.enum(['unread', 'read']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface TNotification {
  id: number;
  type: (typeof NOTIFICATION_TYPE_VALUES)[number];
  status: 'unread' | 'read';
  title: string;
  text: string | null;
  appointment_id: number | null;
  promotion_id: number | null;
  created_at: string;
  read_at: string | null;
}
