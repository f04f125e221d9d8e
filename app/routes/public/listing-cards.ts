/** The keys under which the listings' cards are kept on the server for their documents (docs/decisions/279). */
export const DOCTOR_CARDS = 'doctor-cards';
export const CLINIC_CARDS = 'clinic-cards';
/** The listings' filter choices, likewise (docs/decisions/280). */
export const DOCTOR_FILTERS = 'doctor-filters';
export const CLINIC_FILTERS = 'clinic-filters';
