import { type RefundFailureCode, refundFailureCodes } from '@paydeck/contract/payin-types';
import type { TFunction } from 'i18next';
import type { RefundRow } from '../api/get-refunds.ts';

const isKnown = (code: string | null): code is RefundFailureCode =>
  (refundFailureCodes as readonly string[]).includes(code ?? '');

/** Why a refund failed in the interface language for the codes the contract knows, else the gateway's words. */
export const failureText = (refund: Pick<RefundRow, 'failureCode' | 'failureMessage'>, t: TFunction<'refunds'>) =>
  isKnown(refund.failureCode) ? t(`failure.${refund.failureCode}`) : (refund.failureMessage ?? refund.failureCode);
