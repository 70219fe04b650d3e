import type { Currency } from '@paydeck/contract/currencies';
import { formatMoney } from '../../../lib/format.ts';
import { uiLocale } from '../../../lib/locale.ts';

/** Minor units as money text; the wire's currency is one of the contract's (its schema allows no other). */
export const moneyText = (minor: number, currency: string) => formatMoney(minor, currency as Currency);

/** Basis points as a percentage in the interface locale: 220 → "2.20%". */
export const percentText = (bps: number) =>
  new Intl.NumberFormat(uiLocale(), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
