import { queryOptions } from '@tanstack/react-query';
import type { TFamilyMember, TFamilyMemberRequest } from '../../../contracts/family.ts';
import * as routes from '../../../contracts/routes/account.ts';
import { call } from '../../api/call.ts';

/** The family calls of contracts/family.ts, as the browser makes them (docs/decisions/183). */
export const familyKey = ['cabinet', 'family'] as const;

export const familyQuery = queryOptions({
  queryKey: familyKey,
  queryFn: async () => (await call(routes.familyMembers)).data,
});

export async function saveFamilyMember(id: number | null, body: TFamilyMemberRequest): Promise<TFamilyMember> {
  const answer =
    id === null
      ? await call(routes.addFamilyMember, { body, expected: [422] })
      : await call(routes.updateFamilyMember, { params: { id }, body, expected: [404, 422] });
  return answer.data;
}

export const removeFamilyMember = (id: number) => call(routes.removeFamilyMember, { params: { id }, expected: [404] });
