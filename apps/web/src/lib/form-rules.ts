import type { FormRule } from 'antd';

/**
 * An antd form rule from one of the contract's checks (isValidEmail, isValidPassword…), so a
 * form applies exactly the rule the server applies. Empty values are left to `required`.
 */
export const contractRule = (isValid: (value: string) => boolean, message: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (typeof value === 'string' && value !== '' && !isValid(value)) throw new Error(message);
  },
});
