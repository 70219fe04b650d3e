import { describe, expect, it } from 'vitest';
import { userRolesBody } from './team.ts';
import { isValidMemberRoles } from './team-rules.ts';

describe('member roles rule', () => {
  it.each([
    [['developer'], true],
    [['developer', 'finance'], true],
    [['administrator', 'developer', 'finance', 'support', 'analyst'], true],
    [[], false],
    [['owner'], false],
    [['developer', 'cashier'], false],
  ])('%j → %s, the same on the server schema', (roles, valid) => {
    expect(isValidMemberRoles(roles)).toBe(valid);
    expect(userRolesBody.safeParse({ user_id: 'usr_1', roles }).success).toBe(valid);
  });
});
