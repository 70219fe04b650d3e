/** Public pages reached by a link: its token names what they show. */
export const linkKeys = {
  checkout: (id: string, token: string) => ['checkout', id, token] as const,
  invitation: (token: string) => ['invitation', token] as const,
  mandateSigning: (id: string, token: string) => ['mandate-signing', id, token] as const,
};
