export const merchantKeys = {
  all: ['merchant'] as const,
  list: () => [...merchantKeys.all, 'list'] as const,
};
