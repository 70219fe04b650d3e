import {
  bankAccountBody,
  bankAccountEnvelope,
  bankAccountListEnvelope,
  bankAccountParams,
} from '@paydeck/contract/bank-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { accountOf, operatorOf } from '../../core/request.ts';
import {
  addBankAccount,
  bankAccountList,
  editBankAccount,
  makeDefaultBankAccount,
  removeBankAccount,
} from './bank-accounts.service.ts';

const tags = ['bank_accounts'];
const sourceId = { param: 'id' } as const;

/** `setting/withdrawal`: the current account's bank accounts (settings: no live/test mode). */
export const bankAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/bank_accounts',
      {
        config: { permission: 'list_bank_accounts' },
        schema: {
          tags,
          summary: "The account's bank accounts, the default first, and the beneficiary name they must carry",
          response: { 200: bankAccountListEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await bankAccountList(ctx, accountOf(request)) }),
    );
    app.post(
      '/v1/bank_accounts',
      {
        config: { permission: 'add_bank_account', operation: { action: 'created', source: 'bankAccount' } },
        schema: {
          tags,
          summary: 'Add a bank account (the first one is the default)',
          description:
            "Spec §5: every listed field is required; the beneficiary name is the account's company name in " +
            'upper case (422 beneficiary_name_mismatch otherwise).',
          body: bankAccountBody,
          response: { 200: bankAccountEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await addBankAccount(ctx, operatorOf(request), accountOf(request), request.body),
      }),
    );
    app.put(
      '/v1/bank_accounts/:id',
      {
        config: { permission: 'edit_bank_account', operation: { action: 'updated', source: 'bankAccount', sourceId } },
        schema: {
          tags,
          summary: 'Change a bank account (the whole record)',
          params: bankAccountParams,
          body: bankAccountBody,
          response: { 200: bankAccountEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await editBankAccount(ctx, operatorOf(request), accountOf(request), request.params.id, request.body),
      }),
    );
    app.post(
      '/v1/bank_accounts/:id/default',
      {
        config: { permission: 'edit_bank_account', operation: { action: 'updated', source: 'bankAccount', sourceId } },
        schema: {
          tags,
          summary: 'Make a bank account the default',
          params: bankAccountParams,
          response: { 200: bankAccountEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await makeDefaultBankAccount(ctx, operatorOf(request), accountOf(request), request.params.id),
      }),
    );
    app.delete(
      '/v1/bank_accounts/:id',
      {
        config: {
          permission: 'delete_bank_account',
          operation: { action: 'deleted', source: 'bankAccount', sourceId },
        },
        schema: {
          tags,
          summary: 'Delete a bank account (the newest other one becomes the default); settlements keep their copy',
          params: bankAccountParams,
          response: { 200: bankAccountEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await removeBankAccount(ctx, operatorOf(request), accountOf(request), request.params.id),
      }),
    );
  };
