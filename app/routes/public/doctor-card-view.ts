/** The key under which a doctor listing's cards are kept on the server for its document (docs/decisions/279). */
export const DOCTOR_CARDS = 'doctor-cards';
