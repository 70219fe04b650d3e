import type { Locale } from '@paydeck/contract/locales';
import { roleGroups, rolePermissions } from '@paydeck/contract/permissions';
import { roleGroupKeys, roleTexts } from '@paydeck/contract/role-texts';
import { assignableRoles, builtInRoles } from '@paydeck/contract/roles';
import type { RoleCatalogue } from '@paydeck/contract/team';

/** The roles page: built-in roles by group, in the request's language, with what each grants. */
export const roleCatalogueOf = (locale: Locale): RoleCatalogue => {
  const texts = roleTexts[locale];
  return {
    groups: roleGroupKeys.map((key) => ({
      key,
      name: texts.groups[key],
      roles: builtInRoles
        .filter((role) => roleGroups[role] === key)
        .map((role) => ({
          role,
          ...texts.roles[role],
          assignable: (assignableRoles as readonly string[]).includes(role),
          permissions: [...rolePermissions[role]],
        })),
    })),
  };
};
