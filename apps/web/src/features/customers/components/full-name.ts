/** A customer's name as people read it: "Mei Chan". */
export const fullName = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`;
