/** The keys Paydeck keeps in local storage (spec §9), plus the session's expiry time. */
export const storageKeys = [
  'token',
  'expiresAt',
  'accountId',
  'timezone',
  'livemode',
  'enableReferenceUnique',
  'isOwner',
  'locale',
] as const;
export type StorageKey = (typeof storageKeys)[number];

export const storage = {
  get: (key: StorageKey): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: StorageKey, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Private mode or a full quota: the app still works, it just won't remember.
    }
  },
  remove: (key: StorageKey) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See set().
    }
  },
  /** Sign-out: forget the session and account context, keep the chosen language. */
  clearSession: () => {
    for (const key of storageKeys) if (key !== 'locale') storage.remove(key);
  },
};
