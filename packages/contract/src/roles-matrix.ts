import { accessChecks } from './access.ts';
import { disabledAccountForcedOff, rolePermissions } from './permissions.ts';
import { builtInRoles } from './roles.ts';

/** docs/roles.md, generated from the role table so the document can't drift (a test compares them). */
export const rolesMatrixMarkdown = (): string => {
  const header = `| Access check | Permission | ${builtInRoles.join(' | ')} |`;
  const rule = `|---|---|${builtInRoles.map(() => ':-:').join('|')}|`;
  const rows = Object.entries(accessChecks).flatMap(([check, names]) =>
    names.map(
      (name) =>
        `| ${check} | \`${name}\`${disabledAccountForcedOff.includes(name) ? ' ¹' : ''} | ${builtInRoles
          .map((role) => (rolePermissions[role].includes(name) ? '✓' : ''))
          .join(' | ')} |`,
    ),
  );
  return [
    '# Roles and permissions',
    '',
    'Generated from `packages/contract/src/permissions.ts` and `access.ts`; a test fails when this file is out of date',
    '(regenerate with `npx tsx scripts/roles-doc.ts`).',
    '',
    'A member may hold several roles: the union of their permissions applies. The owner also holds the',
    'merchant (merchant profile, new accounts). The server answers `GET /v1/accounts/{id}/permissions` with',
    'the list of names, or `all permissions` for an owner; the web maps each name by spec §6 (add/delete/',
    'cancel/invite → `can_<name>`, edit → `can_update`, others → `can_read`) into the named access check of',
    'its row.',
    '',
    header,
    rule,
    ...rows,
    '',
    '¹ Forced off while the account is disabled (spec §6), whatever the role.',
    '',
  ].join('\n');
};
