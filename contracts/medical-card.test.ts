import { describe, expect, it } from 'vitest';
import { MEDICAL_DOCUMENT_MAX_BYTES, ZMedicalCardRequest, medicalDocumentProblem } from './medical-card.ts';

describe('medical card rules', () => {
  it('tells a wrong, empty or too large document before it is sent', () => {
    expect(medicalDocumentProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(medicalDocumentProblem({ name: 'scan.JPG', type: '', size: 10 })).toBeNull();
    expect(medicalDocumentProblem({ name: 'a.heic', type: 'image/heic', size: 10 })).toBe('type');
    expect(medicalDocumentProblem({ name: 'a.exe', type: '', size: 10 })).toBe('type');
    expect(medicalDocumentProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('empty');
    expect(medicalDocumentProblem({ name: 'a.pdf', type: 'application/pdf', size: MEDICAL_DOCUMENT_MAX_BYTES + 1 })).toBe('too_large');
  });

  it('trims items, fills absent lists, and refuses blank items, unknown blood types and future vaccinations', () => {
    expect(ZMedicalCardRequest.parse({ blood_type: '', allergies: ['  Пилок  '] })).toEqual({
      blood_type: null,
      allergies: ['Пилок'],
      chronic_conditions: [],
      medications: [],
      vaccinations: [],
    });
    const refused = ZMedicalCardRequest.safeParse({ blood_type: 'C', allergies: [' '], vaccinations: [{ name: 'Кір', date: '2999-01-01' }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['allergies.0', 'blood_type', 'vaccinations.0.date']);
  });
});
