import type { JsonValue } from './json-ld.ts';

/**
 * The schema.org and Google rich-result rules the JSON-LD tests check (there is no network for the
 * official validators). Per type: the properties it may carry (schema.org, for the types we emit) and
 * the ones it must (Google's structured data documentation). Plus, everywhere: no empty values, absolute
 * http(s) URLs, ISO 8601 dates, numbers in range.
 */

interface TypeRule {
  required: readonly string[];
  allowed: readonly string[];
}

const ORGANIZATION = [
  '@id',
  'name',
  'url',
  'image',
  'logo',
  'description',
  'address',
  'geo',
  'telephone',
  'email',
  'sameAs',
  'aggregateRating',
  'makesOffer',
  'parentOrganization',
  'knowsAbout',
  'openingHoursSpecification',
  'medicalSpecialty',
];

export const TYPE_RULES: Readonly<Record<string, TypeRule>> = {
  Physician: { required: ['name', 'url'], allowed: ORGANIZATION },
  MedicalClinic: { required: ['name', 'address'], allowed: ORGANIZATION },
  DiagnosticLab: { required: ['name', 'address'], allowed: ORGANIZATION },
  Dentist: { required: ['name', 'address'], allowed: ORGANIZATION },
  MedicalOrganization: { required: ['name'], allowed: ORGANIZATION },
  Optician: { required: ['name', 'address'], allowed: ORGANIZATION.filter((name) => name !== 'medicalSpecialty') },
  BeautySalon: { required: ['name', 'address'], allowed: ORGANIZATION.filter((name) => name !== 'medicalSpecialty') },
  LocalBusiness: { required: ['name', 'address'], allowed: ORGANIZATION.filter((name) => name !== 'medicalSpecialty') },
  VeterinaryCare: { required: ['name', 'address'], allowed: ORGANIZATION.filter((name) => name !== 'medicalSpecialty') },
  InsuranceAgency: { required: ['name', 'address'], allowed: ORGANIZATION.filter((name) => name !== 'medicalSpecialty') },
  Organization: { required: ['name', 'url'], allowed: ['@id', 'name', 'url', 'logo', 'telephone', 'sameAs'] },
  PostalAddress: {
    required: ['streetAddress', 'addressLocality', 'addressCountry'],
    allowed: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  },
  GeoCoordinates: { required: ['latitude', 'longitude'], allowed: ['latitude', 'longitude'] },
  AggregateRating: { required: ['ratingValue', 'reviewCount'], allowed: ['ratingValue', 'reviewCount', 'bestRating', 'worstRating'] },
  Offer: { required: ['price', 'priceCurrency', 'itemOffered'], allowed: ['price', 'priceCurrency', 'itemOffered'] },
  Service: { required: ['name'], allowed: ['name'] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'], allowed: ['dayOfWeek', 'opens', 'closes'] },
  BreadcrumbList: { required: ['itemListElement'], allowed: ['itemListElement'] },
  ListItem: { required: ['position', 'name', 'item'], allowed: ['position', 'name', 'item'] },
  Article: {
    required: ['headline', 'author', 'datePublished', 'publisher', 'image'],
    allowed: [
      '@id',
      'headline',
      'description',
      'url',
      'mainEntityOfPage',
      'image',
      'datePublished',
      'dateModified',
      'author',
      'publisher',
      'articleSection',
      'keywords',
      'inLanguage',
    ],
  },
  WebPage: { required: ['@id'], allowed: ['@id', 'reviewedBy'] },
  Person: { required: ['name'], allowed: ['name', 'url', 'jobTitle', 'image'] },
  ImageObject: { required: ['url'], allowed: ['url'] },
  FAQPage: { required: ['mainEntity'], allowed: ['mainEntity'] },
  Question: { required: ['name', 'acceptedAnswer'], allowed: ['name', 'acceptedAnswer'] },
  Answer: { required: ['text'], allowed: ['text'] },
};

/** Members of schema.org's MedicalSpecialty enumeration. */
export const MEDICAL_SPECIALTY_MEMBERS = new Set([
  'Anesthesia',
  'Cardiovascular',
  'CommunityHealth',
  'Dentistry',
  'Dermatologic',
  'Dermatology',
  'DietNutrition',
  'Emergency',
  'Endocrine',
  'Gastroenterologic',
  'Genetic',
  'Geriatric',
  'Gynecologic',
  'Hematologic',
  'Infectious',
  'LaboratoryScience',
  'Midwifery',
  'Musculoskeletal',
  'Neurologic',
  'Nursing',
  'Obstetric',
  'Oncologic',
  'Optometric',
  'Otolaryngologic',
  'Pathology',
  'Pediatric',
  'PharmacySpecialty',
  'Physiotherapy',
  'PlasticSurgery',
  'Podiatric',
  'PrimaryCare',
  'Psychiatric',
  'PublicHealth',
  'Pulmonary',
  'Radiography',
  'Renal',
  'RespiratoryTherapy',
  'Rheumatologic',
  'SpeechPathology',
  'Surgical',
  'Toxicologic',
  'Urologic',
]);

const DAYS = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`));
const URL_PROPERTIES = new Set(['@id', 'url', 'item', 'image', 'logo', 'sameAs']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isAbsoluteUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value);
type JsonObject = { [key: string]: JsonValue };
const isObject = (value: JsonValue): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every rule broken by a JSON-LD document, as readable lines; empty when it is valid. */
export function schemaOrgErrors(document: unknown): string[] {
  const errors: string[] = [];
  // JSON-LD is JSON: the parsed serialisation is exactly what a crawler reads.
  const json = JSON.parse(JSON.stringify(document)) as JsonValue;
  if (!isObject(json) || json['@context'] !== 'https://schema.org') errors.push('top level: @context must be https://schema.org');
  visit(json, '$', errors, true);
  return errors;
}

function visit(value: JsonValue, path: string, errors: string[], top = false): void {
  if (Array.isArray(value)) {
    if (!value.length) errors.push(`${path}: empty array`);
    value.forEach((item, i) => visit(item, `${path}[${i}]`, errors));
    return;
  }
  if (value === null || value === undefined) return void errors.push(`${path}: null`);
  if (typeof value === 'string' && value.trim() === '') return void errors.push(`${path}: empty string`);
  if (typeof value === 'number' && !Number.isFinite(value)) return void errors.push(`${path}: not a finite number`);
  if (!isObject(value)) return;
  if (!top && '@context' in value) errors.push(`${path}: nested @context`);
  const type = value['@type'];
  const rule = typeof type === 'string' ? TYPE_RULES[type] : undefined;
  if (!rule) return void errors.push(`${path}: unknown @type ${JSON.stringify(type)}`);
  for (const name of rule.required) if (!(name in value)) errors.push(`${path} (${type}): missing ${name}`);
  for (const [name, item] of Object.entries(value)) {
    if (name === '@type' || name === '@context') continue;
    if (!rule.allowed.includes(name)) errors.push(`${path} (${type}): ${name} is not a property of ${type}`);
    checkProperty(type as string, name, item, `${path}.${name}`, errors);
    visit(item, `${path}.${name}`, errors);
  }
  checkType(type as string, value, path, errors);
}

function checkProperty(type: string, name: string, value: JsonValue, path: string, errors: string[]): void {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (URL_PROPERTIES.has(name) && typeof item === 'string' && !isAbsoluteUrl(item.replace(/#[\w-]+$/, '')))
      errors.push(`${path}: not an absolute URL: ${item}`);
    if ((name === 'datePublished' || name === 'dateModified') && (typeof item !== 'string' || !ISO_DATE_TIME.test(item)))
      errors.push(`${path}: not an ISO 8601 date-time`);
    if (name === 'medicalSpecialty' && (typeof item !== 'string' || !MEDICAL_SPECIALTY_MEMBERS.has(item.replace('https://schema.org/', ''))))
      errors.push(`${path}: not a MedicalSpecialty member`);
    if (name === 'dayOfWeek' && (typeof item !== 'string' || !DAYS.has(item))) errors.push(`${path}: not a DayOfWeek`);
    if ((name === 'opens' || name === 'closes') && (typeof item !== 'string' || !/^\d{2}:\d{2}(:\d{2})?$/.test(item))) errors.push(`${path}: not a time`);
    if (name === 'telephone' && (typeof item !== 'string' || !/^\+\d{7,15}$/.test(item))) errors.push(`${path}: not an E.164 phone`);
    if (['name', 'headline', 'text', 'streetAddress', 'addressLocality'].includes(name) && typeof item !== 'string') errors.push(`${path}: not text`);
    if (type === 'Article' && name === 'headline' && typeof item === 'string' && item.length > 110) errors.push(`${path}: longer than 110 characters`);
  }
}

function checkType(type: string, value: JsonObject, path: string, errors: string[]): void {
  const number = (name: string) => (typeof value[name] === 'number' ? (value[name] as number) : NaN);
  if (type === 'GeoCoordinates' && !(Math.abs(number('latitude')) <= 90 && Math.abs(number('longitude')) <= 180))
    errors.push(`${path}: coordinates out of range`);
  if (type === 'AggregateRating') {
    const best = Number.isNaN(number('bestRating')) ? 5 : number('bestRating');
    const worst = Number.isNaN(number('worstRating')) ? 1 : number('worstRating');
    if (!(number('ratingValue') >= worst && number('ratingValue') <= best)) errors.push(`${path}: ratingValue outside ${worst}–${best}`);
    if (!(Number.isInteger(number('reviewCount')) && number('reviewCount') > 0)) errors.push(`${path}: reviewCount must be a positive whole number`);
  }
  if (type === 'Offer') {
    if (!(number('price') >= 0)) errors.push(`${path}: price must be a number ≥ 0`);
    if (value.priceCurrency !== 'UAH') errors.push(`${path}: priceCurrency must be UAH`);
  }
  if (type === 'BreadcrumbList' && Array.isArray(value.itemListElement)) {
    value.itemListElement.forEach((item, i) => {
      if (!isObject(item) || item.position !== i + 1) errors.push(`${path}.itemListElement[${i}]: position must be ${i + 1}`);
    });
  }
  if (type === 'Article' && typeof value.datePublished === 'string' && typeof value.dateModified === 'string' && value.dateModified < value.datePublished) {
    errors.push(`${path}: dateModified before datePublished`);
  }
  if (type === 'PostalAddress' && value.addressCountry !== 'UA') errors.push(`${path}: addressCountry must be UA`);
}
