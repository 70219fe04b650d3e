export const gettingStartedKeys = {
  all: ['gettingStarted'] as const,
  checklist: (accountId: string) => [...gettingStartedKeys.all, accountId] as const,
};
