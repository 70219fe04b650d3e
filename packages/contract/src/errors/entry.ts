import type { Locale } from '../locales.ts';

/** One API error: its HTTP status, its Stripe-style type, and its message in each interface locale. */
export type ErrorEntry = { status: number; type: string } & Record<Locale, string>;
export type ErrorEntries = Record<string, ErrorEntry>;
