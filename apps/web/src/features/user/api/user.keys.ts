/** Query keys of the public sign-in flow. */
export const signInKeys = {
  all: ['signIn'] as const,
  invitation: (token: string) => [...signInKeys.all, 'invitation', token] as const,
};
