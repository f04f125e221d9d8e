import { describe, expect, it } from 'vitest';
import { jsonLdMeta, serializeJsonLd, type JsonLd, type SiteInfo } from './json-ld.ts';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd, organizationJsonLd } from './structured-data-content.ts';
import { MEDICAL_SPECIALTY_MEMBERS, schemaOrgErrors } from './structured-data.rules.ts';
import { clinicJsonLd, INSTITUTION_SCHEMA_TYPE, MEDICAL_SPECIALTY, physicianJsonLd, type PhysicianInput } from './structured-data.ts';

const site: SiteInfo = { origin: 'https://vizyt.example', name: 'Vizyt', logo: '/logo.png', locale: 'ua' };
const workplace = {
  name: 'Медик Київ',
  street: 'вул. Хрещатик, 1',
  city: 'Київ',
  region: 'м. Київ',
  latitude: 50.45,
  longitude: 30.52,
  telephone: '380441234567',
};

const doctor: PhysicianInput = {
  url: '/doctor/petrenko-olena',
  name: 'Петренко Олена Іванівна',
  image: '/media/portraits/f-1.svg',
  description: 'Кардіолог вищої категорії',
  specializations: [
    { code: 'cardiology', name: 'Кардіологія' },
    { code: 'somnology', name: 'Сомнологія' },
  ],
  workplace,
  rating: { value: 4.876, count: 80, shown: true },
  services: [
    { name: 'Первинна консультація', cost: 80_000 },
    { name: 'ЕКГ', cost: 45_050 },
  ],
};

const valid = (document: JsonLd | null) => {
  expect(document).not.toBeNull();
  expect(schemaOrgErrors(document!)).toEqual([]);
  return document!;
};

describe('the rules the tests check', () => {
  it('catch broken documents (so a passing check means something)', () => {
    const broken = {
      '@type': 'Physician',
      name: '',
      url: '/doctor/x',
      telephone: '044 123',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 7, reviewCount: 0 },
      makesOffer: [{ '@type': 'Offer', price: '100', priceCurrency: 'USD', itemOffered: { '@type': 'Service', name: 'x' } }],
      medicalSpecialty: 'Cardiology',
      nonsense: 1,
    };
    expect(schemaOrgErrors(broken)).toEqual(
      expect.arrayContaining([
        'top level: @context must be https://schema.org',
        '$.name: empty string',
        '$.url: not an absolute URL: /doctor/x',
        '$.telephone: not an E.164 phone',
        '$.aggregateRating: ratingValue outside 1–5',
        '$.aggregateRating: reviewCount must be a positive whole number',
        '$.makesOffer[0]: price must be a number ≥ 0',
        '$.makesOffer[0]: priceCurrency must be UAH',
        '$.medicalSpecialty: not a MedicalSpecialty member',
        '$ (Physician): nonsense is not a property of Physician',
      ]),
    );
  });

  it('map only to real MedicalSpecialty members and real schema.org types', () => {
    for (const member of Object.values(MEDICAL_SPECIALTY)) expect(MEDICAL_SPECIALTY_MEMBERS.has(member), member).toBe(true);
    for (const type of Object.values(INSTITUTION_SCHEMA_TYPE))
      expect(['MedicalClinic', 'DiagnosticLab', 'Dentist', 'Optician', 'BeautySalon', 'LocalBusiness', 'VeterinaryCare', 'InsuranceAgency']).toContain(type);
  });
});

describe('Physician', () => {
  it('is valid with address, coordinates, rating and priced offers in UAH', () => {
    const document = valid(physicianJsonLd(site, doctor));
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      url: 'https://vizyt.example/doctor/petrenko-olena',
      image: 'https://vizyt.example/media/portraits/f-1.svg',
      medicalSpecialty: ['https://schema.org/Cardiovascular'],
      knowsAbout: ['Кардіологія', 'Сомнологія'],
      address: { '@type': 'PostalAddress', streetAddress: 'вул. Хрещатик, 1', addressLocality: 'Київ', addressCountry: 'UA' },
      geo: { '@type': 'GeoCoordinates', latitude: 50.45, longitude: 30.52 },
      telephone: '+380441234567',
      aggregateRating: { ratingValue: 4.88, reviewCount: 80, bestRating: 5, worstRating: 1 },
    });
    expect(document.makesOffer).toEqual([
      { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Первинна консультація' }, price: 800, priceCurrency: 'UAH' },
      { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'ЕКГ' }, price: 450.5, priceCurrency: 'UAH' },
    ]);
  });

  it('has no rating without reviews or when the doctor hides it, and no empty properties', () => {
    expect(valid(physicianJsonLd(site, { ...doctor, rating: { value: 0, count: 0, shown: true } }))).not.toHaveProperty('aggregateRating');
    expect(valid(physicianJsonLd(site, { ...doctor, rating: { value: 4.9, count: 12, shown: false } }))).not.toHaveProperty('aggregateRating');
    const bare = valid(physicianJsonLd(site, { url: '/doctor/x', name: 'X', specializations: [], image: null, workplace: null, services: [] }));
    expect(Object.keys(bare).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });
});

describe('clinics', () => {
  it('take their schema.org type from the institution type', () => {
    const clinic = {
      url: '/clinic/medyk-kyiv',
      name: 'Медик Київ',
      address: workplace,
      telephone: '380441234567',
      rating: { value: 4.5, count: 3, shown: true },
    };
    const document = valid(
      clinicJsonLd(site, {
        ...clinic,
        typeCode: 'clinic',
        image: 'https://cdn.example/clinic.webp',
        website: 'https://medyk.example',
        specializations: [
          { code: 'cardiology', name: 'Кардіологія' },
          { code: 'neurology', name: 'Неврологія' },
        ],
        openingHours: { mon: { from: '08:00', to: '20:00' }, sat: { from: '09:00', to: '15:00' } },
      }),
    );
    expect(document).toMatchObject({ '@type': 'MedicalClinic', image: 'https://cdn.example/clinic.webp', sameAs: ['https://medyk.example'] });
    expect(document.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '15:00' },
    ]);
    expect(valid(clinicJsonLd(site, { ...clinic, typeCode: 'laboratory' }))['@type']).toBe('DiagnosticLab');
    expect(valid(clinicJsonLd(site, { ...clinic, typeCode: 'dentistry' }))['@type']).toBe('Dentist');
    expect(valid(clinicJsonLd(site, { ...clinic, typeCode: 'something_new' }))['@type']).toBe('MedicalOrganization');
    // A beauty salon has no medical specialty, whatever its doctors practise.
    expect(
      valid(clinicJsonLd(site, { ...clinic, typeCode: 'beauty_salon', specializations: [{ code: 'cosmetology', name: 'Косметологія' }] })),
    ).not.toHaveProperty('medicalSpecialty');
  });
});

describe('content pages', () => {
  it('breadcrumbs count from 1 with absolute URLs', () => {
    const document = valid(
      breadcrumbJsonLd(site, [
        { name: 'Головна', url: '/' },
        { name: 'Лікарі', url: '/doctors' },
        { name: 'Петренко', url: '/doctor/petrenko-olena' },
      ]),
    );
    expect(document.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Головна', item: 'https://vizyt.example/' },
      { '@type': 'ListItem', position: 2, name: 'Лікарі', item: 'https://vizyt.example/doctors' },
      { '@type': 'ListItem', position: 3, name: 'Петренко', item: 'https://vizyt.example/doctor/petrenko-olena' },
    ]);
    expect(breadcrumbJsonLd(site, [])).toBeNull();
  });

  it('an article names its author, publisher, dates and language', () => {
    const article = {
      url: '/blogs/yak-vymiriaty-tysk',
      headline: 'Як правильно вимірювати тиск',
      image: '/images/blog/1.webp',
      description: 'Коротко',
      datePublished: new Date('2030-01-10T09:00:00Z'),
      dateModified: new Date('2030-01-12T10:00:00Z'),
      author: { name: 'Олена Петренко', url: '/doctor/petrenko-olena', jobTitle: 'Кардіолог' },
      reviewedBy: { name: 'Іван Коваль' },
      keywords: ['тиск', 'серце'],
    };
    const document = valid(articleJsonLd({ ...site, locale: 'ru' }, article));
    expect(document).toMatchObject({
      '@type': 'Article',
      datePublished: '2030-01-10T09:00:00.000Z',
      dateModified: '2030-01-12T10:00:00.000Z',
      inLanguage: 'ru',
      author: { '@type': 'Person', name: 'Олена Петренко', url: 'https://vizyt.example/doctor/petrenko-olena' },
      publisher: { '@type': 'Organization', name: 'Vizyt', logo: { '@type': 'ImageObject', url: 'https://vizyt.example/logo.png' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://vizyt.example/blogs/yak-vymiriaty-tysk', reviewedBy: { '@type': 'Person', name: 'Іван Коваль' } },
      keywords: 'тиск, серце',
    });
    const anonymous = valid(articleJsonLd(site, { ...article, author: null, headline: 'Дуже '.repeat(40), dateModified: new Date('2030-01-01T00:00:00Z') }));
    expect(anonymous.author).toMatchObject({ '@type': 'Organization', name: 'Vizyt' });
    expect((anonymous.headline as string).length).toBeLessThanOrEqual(110);
    expect(anonymous.dateModified).toBe(anonymous.datePublished);
  });

  it('FAQ holds only answered questions, and nothing when none is', () => {
    const document = valid(
      faqJsonLd([
        { question: 'Чи приймає дітей?', answer: 'Так, з 3 років.' },
        { question: 'Ціна?', answer: null },
        { question: ' ', answer: 'x' },
      ]),
    );
    expect(document.mainEntity).toEqual([{ '@type': 'Question', name: 'Чи приймає дітей?', acceptedAnswer: { '@type': 'Answer', text: 'Так, з 3 років.' } }]);
    expect(faqJsonLd([{ question: 'Ціна?', answer: '  ' }])).toBeNull();
  });

  it('the site is an organization', () => {
    expect(valid(organizationJsonLd(site, { telephone: '+380800300000' }))).toMatchObject({
      '@id': 'https://vizyt.example/#organization',
      logo: 'https://vizyt.example/logo.png',
    });
  });
});

describe('serialising into a script element', () => {
  it('escapes what could end the element or the script, and stays the same JSON', () => {
    const document = valid(faqJsonLd([{ question: '</script><script>alert(1)</script> & <!--', answer: 'a\u2028b\u2029c' }]));
    const text = serializeJsonLd(document);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(document);
    expect(jsonLdMeta(document)).toEqual({ 'script:ld+json': document });
  });
});
