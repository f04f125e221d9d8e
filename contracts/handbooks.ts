/**
 * Fixed value sets of SPEC §3–4, served by `GET /api/v1/handbooks` next to the dictionaries. Each value's
 * label is the i18n key `handbook.<category>.<key>`. Browser and server share these lists.
 */
export const HANDBOOK_ENUMS = {
  doctor_categories: ['higher', 'first', 'second', 'none'],
  genders: ['male', 'female', 'other'],
  staff_positions: ['B/A', 'admin', 'manager'],
  statuses: ['active', 'inactive'],
  support_topics: ['appointment_question', 'doctor_information', 'emergency_call', 'technical_issue', 'payment_question', 'other'],
  support_statuses: ['new', 'in_process', 'completed'],
  question_answer_statuses: ['new', 'in_process', 'processed', 'published'],
  review_statuses: ['new', 'in_process', 'rejected', 'published'],
  notification_types: ['promotion', 'new_appointment', 'change_appointment', 'reminder_appointment'],
  notification_statuses: ['read', 'unread'],
  appointment_formats: ['clinic', 'online'],
  payment_statuses: ['paid', 'not_paid'],
  service_formats: ['offline', 'online'],
  promotion_discount_types: ['amount', 'percentage'],
  promotion_kinds: ['permanent', 'temporary'],
  author_types: ['doctor', 'not_doctor'],
  institution_type_background_colors: ['#1A4B48', '#E7E7E7', '#1355EA', '#F29EAD'],
  institution_type_text_colors: ['#FFFFFF', '#1C1C1A'],
} as const;

export type HandbookEnumCategory = keyof typeof HANDBOOK_ENUMS;

/** Dictionaries kept in the database, served as `key` = code, `value` = name in the request's language. */
export const HANDBOOK_DICTIONARIES = {
  doctor_features: 'doctor-features',
  languages: 'languages',
  medical_institution_features: 'medical-institution-features',
  medical_institution_types: 'medical-institution-types',
  specializations: 'specializations',
} as const;

export interface HandbookOption {
  key: string;
  value: string;
}
export type Handbooks = Record<string, HandbookOption[]>;

export function handbookLabelKey(category: string, key: string): string {
  return `handbook.${category}.${key}`;
}
