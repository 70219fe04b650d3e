import {
  customerCreateBody,
  customerDetailEnvelope,
  customerEnvelope,
  customerListEnvelope,
  customerListQuery,
  customerParams,
  customerUpdateBody,
} from '@paydeck/contract/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import {
  type CustomerRelated,
  createCustomer,
  customerDetail,
  customerPage,
  updateCustomerFields,
} from './customers.service.ts';

/** Spec §2 customers: list, detail, create and edit. The detail's payments and mandates come from `related`. */
export const customerRoutes =
  (ctx: AppContext, related: CustomerRelated): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'customers');
    api.post(
      '/api/customers',
      {
        permission: 'add_customer',
        summary: 'Create a customer',
        description: 'First and last name are required; phone in E.164; document types of spec §3.',
        body: customerCreateBody,
        response: customerEnvelope,
      },
      (scope, request) => createCustomer(ctx, scope, request.locale, request.body),
    );
    api.get(
      '/api/customers',
      {
        permission: 'list_customers',
        summary: 'Customers, newest first',
        querystring: customerListQuery,
        response: customerListEnvelope,
      },
      (scope, request) => customerPage(ctx, scope, request.query),
    );
    api.get(
      '/api/customers/:id',
      {
        permission: 'list_customers',
        summary: 'One customer with its latest payments and its mandates',
        params: customerParams,
        response: customerDetailEnvelope,
      },
      (scope, request) => customerDetail(ctx, scope, request.params.id, related),
    );
    api.put(
      '/api/customers/:id',
      {
        permission: 'edit_customer',
        summary: 'Change any of a customer’s fields (null clears an optional one)',
        params: customerParams,
        body: customerUpdateBody,
        response: customerEnvelope,
      },
      (scope, request) => updateCustomerFields(ctx, scope, request.locale, request.params.id, request.body),
    );
  };
