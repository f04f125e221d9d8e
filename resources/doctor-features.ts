import { defineDictionary } from './dictionary.ts';

/** SPEC §3 doctor features: child_consultation, show_on_main, online_consultation, ... */
export const doctorFeatures = defineDictionary({ name: 'doctor-features', table: 'doctor_features', screen: 'doctor-features' });
