import type { FieldMeta, ResourceDefinition } from './define.ts';
import { col } from './read-only.ts';

// The values of db/schema/messages.ts, repeated because this module is loaded by the browser (a test keeps them equal).
export const OUTBOX_CHANNEL_VALUES = ['email', 'sms'] as const;
export const OUTBOX_STATUS_VALUES = ['pending', 'sending', 'sent', 'failed'] as const;

const channel: FieldMeta = {
  name: 'channel',
  input: 'select',
  label: 'field.channel',
  options: OUTBOX_CHANNEL_VALUES.map((value) => ({ value, label: `handbook.outbox_channels.${value}` })),
};
const status: FieldMeta = {
  name: 'status',
  input: 'select',
  label: 'field.status',
  options: OUTBOX_STATUS_VALUES.map((value) => ({ value, label: `handbook.statuses.${value}` })),
};
const show = (name: string, input: FieldMeta['input'] = 'text'): FieldMeta => ({ name, input, label: `field.${name}` });

/**
 * E-mails and SMS the platform sent or is sending (features/messaging). Read-only: the delivery worker is
 * the only writer. In sandbox mode this is where the messages end up, so testers and support read one-time
 * codes here; a message that really left has its code replaced by `******`. Recipients are personal data:
 * the list needs the `outbox-messages.read` permission like every staff resource.
 */
export const outboxMessages: ResourceDefinition = {
  name: 'outbox-messages',
  table: 'outbox_messages',
  section: 'notifications',
  labels: { plural: 'resources.outbox-messages.plural', singular: 'resources.outbox-messages.singular' },
  filterable: ['id', 'channel', 'status', 'recipient', 'template', 'transport', 'attempts', 'created_at', 'send_after', 'sent_at'],
  sortable: ['id', 'created_at', 'send_after', 'sent_at', 'attempts'],
  searchable: ['recipient', 'subject', 'template'],
  defaultSort: 'created_at:desc,id:desc',
  trash: false,
  read: 'staff',
  admin: {
    columns: [
      col('id', { sortable: true }),
      col('channel'),
      col('recipient'),
      col('template'),
      col('status', { render: 'status' }),
      col('attempts', { sortable: true }),
      col('created_at', { sortable: true, render: 'date' }),
      col('sent_at', { sortable: true, render: 'date' }),
    ],
    // Shown disabled on the record's page: there is no create or update schema.
    form: [
      channel,
      status,
      show('recipient'),
      show('subject'),
      show('body', 'textarea'),
      show('template'),
      show('transport'),
      show('provider_message_id'),
      show('attempts', 'number'),
      show('last_error'),
      show('created_at', 'datetime'),
      show('send_after', 'datetime'),
      show('sent_at', 'datetime'),
    ],
    filters: [channel, status, show('recipient')],
  },
};
