/** What a payer or payee is called: a company by its legal name, a person by first and last name. */
export const partyName = (party: {
  entityType: string;
  firstName: string | null;
  lastName: string | null;
  legalName?: string | null;
}) => {
  if (party.entityType === 'company' && party.legalName) return party.legalName;
  return [party.firstName, party.lastName].filter(Boolean).join(' ');
};
