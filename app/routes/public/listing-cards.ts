/** The keys under which the listings' cards are kept on the server for their documents (docs/decisions/279). */
export const DOCTOR_CARDS = 'doctor-cards';
export const CLINIC_CARDS = 'clinic-cards';
/** The listings' filter choices, likewise (docs/decisions/280). */
export const DOCTOR_FILTERS = 'doctor-filters';
export const CLINIC_FILTERS = 'clinic-filters';

/**
 * What a listing card's markup depends on (docs/decisions/310): its data, and whether it is the list's first,
 * whose profile link keeps the router's route discovery.
 */
export const cardKey = (card: object, index: number) => `${index === 0 ? 'first' : 'next'}\n${JSON.stringify(card)}`;
