import { describe, expect, it } from 'vitest';
import { ageOn, isChildOn, ZFamilyMemberRequest } from './family.ts';

describe('family contracts', () => {
  it('counts full years on the day of the visit', () => {
    expect(ageOn('2021-03-14', '2026-03-13')).toBe(4);
    expect(ageOn('2021-03-14', '2026-03-14')).toBe(5);
    expect(ageOn('2020-02-29', '2026-02-28')).toBe(5);
    expect(ageOn('2020-02-29', '2026-03-01')).toBe(6);
  });

  it('is a child until the 18th birthday, that day included as an adult', () => {
    expect(isChildOn('2008-06-10', '2026-06-09')).toBe(true);
    expect(isChildOn('2008-06-10', '2026-06-10')).toBe(false);
  });

  it('takes an empty middle name and sex as none, and refuses digits in names and unknown relations', () => {
    const parsed = ZFamilyMemberRequest.parse({
      last_name: 'Мар’яненко',
      first_name: 'Олена-Марія',
      middle_name: '',
      birthday: '2021-03-14',
      relation: 'daughter',
      gender: '',
    });
    expect(parsed).toMatchObject({ middle_name: null, gender: null });
    const refused = ZFamilyMemberRequest.safeParse({ last_name: 'R2D2', first_name: 'Марк', birthday: '2021-03-14', relation: 'cousin' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['last_name', 'relation']);
  });
});
