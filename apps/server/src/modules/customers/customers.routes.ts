import {
  customerCreateBody,
  customerDetailEnvelope,
  customerEnvelope,
  customerListEnvelope,
  customerListQuery,
  customerParams,
  customerUpdateBody,
} from '@paydeck/contract/customers';
import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../core/request.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import {
  type CustomerPayments,
  createCustomer,
  customerDetail,
  customerPage,
  updateCustomerFields,
} from './customers.service.ts';

const tags = ['customers'];
const security = merchantApiSecurity.sessionOrSecretKey;

/** Spec §2 customers: list, detail, create and edit. The detail's payments come from `latestPayments`. */
export const customerRoutes =
  (ctx: AppContext, latestPayments: CustomerPayments): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/customers',
      {
        config: { permission: 'add_customer' },
        schema: {
          tags,
          summary: 'Create a customer',
          description: 'First and last name are required; phone in E.164; document types of spec §3.',
          security,
          querystring: merchantApiQuery,
          body: customerCreateBody,
          response: { 200: customerEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createCustomer(ctx, scopeOf(request), request.locale, request.body),
      }),
    );
    app.get(
      '/api/customers',
      {
        config: { permission: 'list_customers' },
        schema: {
          tags,
          summary: 'Customers, newest first',
          security,
          querystring: customerListQuery,
          response: { 200: customerListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await customerPage(ctx, scopeOf(request), request.query),
      }),
    );
    app.get(
      '/api/customers/:id',
      {
        config: { permission: 'list_customers' },
        schema: {
          tags,
          summary: 'One customer with its latest payments and its mandates',
          description: 'Mandates are not offered yet: `mandates` is always an empty list.',
          security,
          params: customerParams,
          querystring: merchantApiQuery,
          response: { 200: customerDetailEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await customerDetail(ctx, scopeOf(request), request.params.id, latestPayments),
      }),
    );
    app.put(
      '/api/customers/:id',
      {
        config: { permission: 'edit_customer' },
        schema: {
          tags,
          summary: 'Change any of a customer’s fields (null clears an optional one)',
          security,
          params: customerParams,
          querystring: merchantApiQuery,
          body: customerUpdateBody,
          response: { 200: customerEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateCustomerFields(ctx, scopeOf(request), request.locale, request.params.id, request.body),
      }),
    );
  };
