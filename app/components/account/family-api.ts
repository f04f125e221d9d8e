import { queryOptions } from '@tanstack/react-query';
import type { TFamilyMember, TFamilyMemberRequest } from '../../../contracts/family.ts';
import { browserApi } from '../../api/browser.ts';

/** The family calls of contracts/family.ts, as the browser makes them (docs/decisions/183). */
export const familyKey = ['cabinet', 'family'] as const;

export const familyQuery = queryOptions({
  queryKey: familyKey,
  queryFn: async () => (await browserApi().get<{ data: TFamilyMember[] }>('account/family')).data,
});

export async function saveFamilyMember(id: number | null, body: TFamilyMemberRequest): Promise<TFamilyMember> {
  const api = browserApi();
  const answer = id === null ? await api.post<{ data: TFamilyMember }>('account/family', body, { expected: [422] }) : await api.put<{ data: TFamilyMember }>(`account/family/${id}`, body, { expected: [404, 422] });
  return answer.data;
}

export const removeFamilyMember = (id: number) => browserApi().delete(`account/family/${id}`, { expected: [404] });
