import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessChecks, buildAccess, parentAccessChecks } from './access.ts';
import {
  accessFlagOf,
  allPermissions,
  disabledAccountForcedOff,
  grantOf,
  permissionNames,
  rolePermissions,
} from './permissions.ts';
import { builtInRoles } from './roles.ts';
import { rolesMatrixMarkdown } from './roles-matrix.ts';

describe('spec §6 name mapping', () => {
  it('keeps add/delete/cancel/invite names, maps edit to can_update and the rest to can_read', () => {
    expect(accessFlagOf('add_refund')).toBe('can_add_refund');
    expect(accessFlagOf('delete_member')).toBe('can_delete_member');
    expect(accessFlagOf('cancel_subscription')).toBe('can_cancel_subscription');
    expect(accessFlagOf('invite_member')).toBe('can_invite_member');
    expect(accessFlagOf('edit_account')).toBe('can_update');
    expect(accessFlagOf('list_payments')).toBe('can_read');
    expect(accessFlagOf('export_payments')).toBe('can_read');
  });
});

describe('roles', () => {
  it('grant only known permission names, and every name belongs to one access check', () => {
    for (const role of builtInRoles) for (const name of rolePermissions[role]) expect(permissionNames).toContain(name);
    const checked = Object.values(accessChecks).flat();
    expect([...checked].sort()).toEqual([...permissionNames].sort());
  });

  it('gives an owner everything, and the union of several roles otherwise', () => {
    expect(grantOf(['owner'], false)).toBe(allPermissions);
    const both = grantOf(['developer', 'finance'], false);
    expect(both).toEqual(expect.arrayContaining(['add_api_key', 'add_settlement']));
    expect(both).not.toContain('invite_member');
    const analyst = grantOf(['analyst'], false);
    expect(analyst !== allPermissions && analyst.every((name) => /^(list|read)_/.test(name))).toBe(true);
  });

  it('forces off the spec list on a disabled account, even for the owner', () => {
    const owner = grantOf(['owner'], true);
    expect(owner).not.toBe(allPermissions);
    for (const name of disabledAccountForcedOff) expect(owner).not.toContain(name);
    expect(owner).toContain('list_payments');
  });
});

describe('buildAccess', () => {
  it('derives flags per check and grants a parent when any child is granted', () => {
    const access = buildAccess(['list_refunds', 'add_refund', 'edit_account']);
    expect(access.refund).toEqual({ granted: true, flags: { can_read: true, can_add_refund: true } });
    expect(access.account).toEqual({ granted: true, flags: { can_update: true } });
    expect(access.transaction.granted).toBe(true);
    expect(access.payment.granted).toBe(false);
    expect(access.team.granted).toBe(false);
    const all = buildAccess(allPermissions);
    for (const parent of Object.keys(parentAccessChecks) as (keyof typeof parentAccessChecks)[]) {
      expect(all[parent].granted).toBe(true);
    }
  });
});

describe('docs/roles.md', () => {
  it('is the generated permission matrix', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../../docs/roles.md'), 'utf8');
    expect(file).toBe(rolesMatrixMarkdown());
  });
});
