import { node, toAbsolute, type JsonLd, type SiteInfo } from './json-ld.ts';

/**
 * schema.org JSON-LD for doctor and clinic pages (docs/decisions/090). Pure functions over plain page
 * data: the page loader passes what it already loaded; nothing here reads the database. Articles,
 * breadcrumbs and Q&A are in structured-data-content.ts.
 */

export interface PlaceInput {
  /** "вул. Хрещатик, 1" */
  street: string;
  /** "Київ" */
  city: string;
  region?: string | null;
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface RatingInput {
  /** 0–5, the mean of published reviews. */
  value: number;
  /** Published reviews. */
  count: number;
  /** The doctor or clinic shows the rating on the site (a hidden rating is never marked up). */
  shown: boolean;
}

export interface SpecializationInput {
  code: string;
  name: string;
}

/**
 * Our specialization codes that have a schema.org `MedicalSpecialty` member. The others are named in
 * `knowsAbout` only: a made-up enumeration value is invalid markup.
 */
export const MEDICAL_SPECIALTY: Readonly<Record<string, string>> = {
  'general-practice': 'PrimaryCare',
  'family-medicine': 'PrimaryCare',
  pediatrics: 'Pediatric',
  neonatology: 'Pediatric',
  'pediatric-neurology': 'Pediatric',
  'pediatric-endocrinology': 'Pediatric',
  'pediatric-surgery': 'Pediatric',
  gynecology: 'Gynecologic',
  obstetrics: 'Obstetric',
  cardiology: 'Cardiovascular',
  'cardiac-surgery': 'Cardiovascular',
  neurology: 'Neurologic',
  otolaryngology: 'Otolaryngologic',
  dermatology: 'Dermatology',
  dermatovenereology: 'Dermatology',
  endocrinology: 'Endocrine',
  gastroenterology: 'Gastroenterologic',
  urology: 'Urologic',
  surgery: 'Surgical',
  'vascular-surgery': 'Surgical',
  orthopedics: 'Musculoskeletal',
  anesthesiology: 'Anesthesia',
  dietetics: 'DietNutrition',
  genetics: 'Genetic',
  geriatrics: 'Geriatric',
  hematology: 'Hematologic',
  'infectious-diseases': 'Infectious',
  nephrology: 'Renal',
  oncology: 'Oncologic',
  oncogynecology: 'Oncologic',
  psychiatry: 'Psychiatric',
  pulmonology: 'Pulmonary',
  rheumatology: 'Rheumatologic',
  'plastic-surgery': 'PlasticSurgery',
  physiotherapy: 'Physiotherapy',
  rehabilitation: 'Physiotherapy',
  'speech-therapy': 'SpeechPathology',
  'emergency-medicine': 'Emergency',
  'laboratory-diagnostics': 'LaboratoryScience',
  radiology: 'Radiography',
  'dental-therapy': 'Dentistry',
  'dental-surgery': 'Dentistry',
  orthodontics: 'Dentistry',
  prosthodontics: 'Dentistry',
  periodontology: 'Dentistry',
  'pediatric-dentistry': 'Dentistry',
  'dental-implantology': 'Dentistry',
  'dental-hygiene': 'Dentistry',
  optometry: 'Optometric',
  podology: 'Podiatric',
};

/** The schema.org type of an institution by its type code; anything unknown is a `MedicalOrganization`. */
export const INSTITUTION_SCHEMA_TYPE: Readonly<Record<string, string>> = {
  clinic: 'MedicalClinic',
  private_office: 'MedicalClinic',
  diagnostic_center: 'DiagnosticLab',
  laboratory: 'DiagnosticLab',
  dentistry: 'Dentist',
  optics: 'Optician',
  beauty_salon: 'BeautySalon',
  grooming_salon: 'LocalBusiness',
  veterinary_clinic: 'VeterinaryCare',
  insurance_company: 'InsuranceAgency',
};

export const institutionSchemaType = (code: string): string => INSTITUTION_SCHEMA_TYPE[code] ?? 'MedicalOrganization';

const postalAddress = (place: PlaceInput) => ({
  '@type': 'PostalAddress',
  streetAddress: place.street,
  addressLocality: place.city,
  addressRegion: place.region,
  postalCode: place.postalCode,
  addressCountry: 'UA',
});

const geo = (place: PlaceInput) =>
  typeof place.latitude === 'number' && typeof place.longitude === 'number'
    ? { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude }
    : null;

/** A rating only when there is something behind it: shown on the site and at least one review. */
const aggregateRating = (rating: RatingInput | null | undefined) =>
  rating && rating.shown && rating.count > 0 && rating.value > 0
    ? { '@type': 'AggregateRating', ratingValue: Math.round(rating.value * 100) / 100, reviewCount: rating.count, bestRating: 5, worstRating: 1 }
    : null;

/** `380501234567` (how phones are stored) → `+380501234567`. */
const telephone = (phone: string | null | undefined) => (phone ? (phone.startsWith('+') ? phone : `+${phone.replace(/\D/g, '')}`) : null);

const specialties = (items: readonly SpecializationInput[] | undefined) => {
  const known = [...new Set((items ?? []).map((item) => MEDICAL_SPECIALTY[item.code]).filter(Boolean))];
  return known.map((name) => `https://schema.org/${name}`);
};

export interface ServiceOfferInput {
  name: string;
  /** Integer kopecks. */
  cost: number;
}

export interface PhysicianInput {
  /** The doctor's page: a path (`/doctor/petrenko-olena`) or an absolute URL. */
  url: string;
  name: string;
  image?: string | null;
  description?: string | null;
  specializations: readonly SpecializationInput[];
  /** The main workplace: where the doctor receives, with its address and coordinates. */
  workplace?: (PlaceInput & { name: string; telephone?: string | null }) | null;
  rating?: RatingInput | null;
  services?: readonly ServiceOfferInput[];
}

const offers = (services: readonly ServiceOfferInput[] | undefined) =>
  (services ?? []).map((service) => ({
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: service.name },
    price: Math.round(service.cost) / 100,
    priceCurrency: 'UAH',
  }));

export function physicianJsonLd(site: SiteInfo, doctor: PhysicianInput): JsonLd {
  const url = toAbsolute(site, doctor.url);
  return node('Physician', {
    '@id': `${url}#physician`,
    name: doctor.name,
    url,
    image: doctor.image ? toAbsolute(site, doctor.image) : null,
    description: doctor.description,
    medicalSpecialty: specialties(doctor.specializations),
    knowsAbout: doctor.specializations.map((item) => item.name),
    address: doctor.workplace ? postalAddress(doctor.workplace) : null,
    geo: doctor.workplace ? geo(doctor.workplace) : null,
    telephone: telephone(doctor.workplace?.telephone),
    parentOrganization: doctor.workplace ? { '@type': 'MedicalOrganization', name: doctor.workplace.name } : null,
    aggregateRating: aggregateRating(doctor.rating),
    makesOffer: offers(doctor.services),
  });
}

const DAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;

export type OpeningHoursInput = Partial<Record<keyof typeof DAY_NAMES, { from: string; to: string }>>;

export interface ClinicInput {
  url: string;
  name: string;
  /** Institution type code (`clinic`, `laboratory`, `dentistry`, ...): picks the schema.org type. */
  typeCode: string;
  image?: string | null;
  logo?: string | null;
  description?: string | null;
  address: PlaceInput;
  telephone?: string | null;
  email?: string | null;
  /** The clinic's own website. */
  website?: string | null;
  rating?: RatingInput | null;
  specializations?: readonly SpecializationInput[];
  openingHours?: OpeningHoursInput;
}

export function clinicJsonLd(site: SiteInfo, clinic: ClinicInput): JsonLd {
  const url = toAbsolute(site, clinic.url);
  const type = institutionSchemaType(clinic.typeCode);
  // medicalSpecialty belongs to medical types only; a beauty salon or an optician does not have one.
  const medical = ['MedicalClinic', 'DiagnosticLab', 'Dentist', 'MedicalOrganization'].includes(type);
  return node(type, {
    '@id': `${url}#organization`,
    name: clinic.name,
    url,
    image: clinic.image ? toAbsolute(site, clinic.image) : null,
    logo: clinic.logo ? toAbsolute(site, clinic.logo) : null,
    description: clinic.description,
    address: postalAddress(clinic.address),
    geo: geo(clinic.address),
    telephone: telephone(clinic.telephone),
    email: clinic.email,
    sameAs: clinic.website && /^https?:\/\//.test(clinic.website) ? [clinic.website] : null,
    medicalSpecialty: medical ? specialties(clinic.specializations) : null,
    aggregateRating: aggregateRating(clinic.rating),
    openingHoursSpecification: Object.entries(clinic.openingHours ?? {}).map(([day, hours]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[day as keyof typeof DAY_NAMES]}`,
      opens: hours?.from,
      closes: hours?.to,
    })),
  });
}
