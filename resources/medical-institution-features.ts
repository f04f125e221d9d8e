import { defineDictionary } from './dictionary.ts';

/** SPEC §3 institution feature flags: children reception, parking, own hospital, ... */
export const medicalInstitutionFeatures = defineDictionary({
  name: 'medical-institution-features',
  table: 'institution_features',
  screen: 'medical-institution-features',
});
