import { common, optionsOf } from './fields.ts';
import { resource } from './resource.ts';

// The values of db/schema/messages.ts, repeated because this module is loaded by the browser (a test keeps them equal).
export const OUTBOX_CHANNEL_VALUES = ['email', 'sms'] as const;
export const OUTBOX_STATUS_VALUES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * E-mails and SMS the platform sent or is sending (features/messaging). Read-only: the delivery worker is
 * the only writer; the record's page shows the fields disabled. In sandbox mode this is where the messages
 * end up, so testers and support read one-time codes here; a message that really left has its code
 * replaced by `******`. Recipients are personal data: the list needs the `outbox-messages.read`
 * permission like every staff resource.
 */
export const outboxMessages = resource({
  name: 'outbox-messages',
  table: 'outbox_messages',
  section: 'notifications',
  screen: { path: 'notifications/outbox' },
  trash: false,
  defaultSort: 'created_at:desc,id:desc',
  fields: {
    id: common.id,
    channel: {
      input: 'select',
      options: optionsOf(OUTBOX_CHANNEL_VALUES, 'handbook.outbox_channels'),
      filter: true,
      column: true,
    },
    status: {
      input: 'select',
      options: optionsOf(OUTBOX_STATUS_VALUES, 'handbook.statuses'),
      filter: true,
      column: 'status',
    },
    recipient: { input: 'text', filter: true, searchable: true, column: true },
    subject: { input: 'text', searchable: true },
    body: { input: 'textarea' },
    template: { input: 'text', filterable: true, searchable: true, column: true },
    transport: { input: 'text', filterable: true },
    provider_message_id: { input: 'text' },
    attempts: { input: 'number', filterable: true, sortable: true, column: true },
    last_error: { input: 'text' },
    created_at: { input: 'datetime', filterable: true, sortable: true, column: 'date' },
    send_after: { input: 'datetime', filterable: true, sortable: true },
    sent_at: { input: 'datetime', filterable: true, sortable: true, column: 'date' },
  },
  columnOrder: ['id', 'channel', 'recipient', 'template', 'status', 'attempts', 'created_at', 'sent_at'],
});
