import { roleTexts } from '@paydeck/contract/role-texts';
import type { BuiltInRole } from '@paydeck/contract/roles';
import { useLocaleState } from '../../../lib/locale.ts';

/**
 * Role names and descriptions in the interface language, from the contract's texts (the ones the
 * roles page's `GET /v1/roles` serves), so tables and forms need no extra request.
 */
export const useRoleTexts = () => {
  const { catalog } = useLocaleState();
  const texts = roleTexts[catalog].roles;
  return {
    nameOf: (role: BuiltInRole) => texts[role].name,
    descriptionOf: (role: BuiltInRole) => texts[role].description,
  };
};
