import { z } from 'zod';
import { ZNotificationsQuery } from '../notifications.ts';
import { dataEnvelope, ZNotificationList } from './booking-answers.ts';
import { route } from './define.ts';

/** The patient's notifications (docs/decisions/140). */

const notifications = { tag: 'notifications', access: { accounts: ['patient'] }, noStore: true, errors: { 404: 'not found or not yours' } } as const;
const ZCount = <K extends string>(key: K) => dataEnvelope(z.object({ [key]: z.number().int() } as Record<K, z.ZodNumber>));

export const listNotifications = route({
  ...notifications,
  method: 'GET',
  path: 'patients/notifications',
  query: ZNotificationsQuery,
  invalidQuery: 422,
  answer: { status: 200, schema: ZNotificationList, description: 'list' },
  operationId: 'listPatientNotifications',
  summary: 'Notifications, newest first, with the unread count',
});

export const deleteAllNotifications = route({
  ...notifications,
  method: 'DELETE',
  path: 'patients/notifications',
  answer: { status: 200, schema: ZCount('deleted'), description: 'count' },
  operationId: 'deleteAllPatientNotifications',
  summary: 'Delete all',
});

export const unreadNotifications = route({
  ...notifications,
  method: 'GET',
  path: 'patients/notifications/unread-count',
  answer: { status: 200, schema: ZCount('unread'), description: 'count' },
  operationId: 'patientUnreadNotifications',
  summary: 'Unread count',
});

export const readAllNotifications = route({
  ...notifications,
  method: 'POST',
  path: 'patients/notifications/read-all',
  answer: { status: 200, schema: ZCount('updated'), description: 'count' },
  operationId: 'readAllPatientNotifications',
  summary: 'Mark all read',
});

export const readNotification = route({
  ...notifications,
  method: 'POST',
  path: 'patients/notifications/:id/read',
  answer: { status: 204, description: 'read' },
  operationId: 'readPatientNotification',
  summary: 'Mark one read',
});

export const deleteNotification = route({
  ...notifications,
  method: 'DELETE',
  path: 'patients/notifications/:id',
  answer: { status: 204, description: 'deleted' },
  operationId: 'deletePatientNotification',
  summary: 'Delete one',
});
