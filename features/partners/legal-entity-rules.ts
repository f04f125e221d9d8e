import { registrationCodeKindProblem } from '../../contracts/edrpou.ts';
import { ValidationError } from '../errors.ts';
import type { ResourceHooks } from '../records/hooks.ts';

/**
 * The rule of a legal entity a field alone cannot judge (docs/decisions/200): a sole proprietor (has-FOP) files
 * its 10-digit tax number, a company its 8-digit ЄДРПОУ code. The code's own check digit is the field's rule.
 */
export const legalEntityHooks: ResourceHooks = {
  async beforeWrite(_executor, { merged }) {
    if (typeof merged.edrpou !== 'string') return;
    const problem = registrationCodeKindProblem(merged.edrpou, merged.has_fop === true);
    if (problem) throw new ValidationError({ edrpou: [problem] });
  },
};
