import type { CustomerAddress } from '@paydeck/contract/customers';
import type { Locale } from '@paydeck/contract/locales';
import {
  identityDocumentFileTypes,
  identityDocumentMaxBytes,
  identityDocumentMaxCount,
  identityDocumentThresholdHkd,
} from '@paydeck/contract/payout-rules';
import type { IdentityDocument, Payer, PayerInput, PayerListQuery } from '@paydeck/contract/payouts';
import type { AppContext } from '../../context.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { storeFile } from '../files/files.service.ts';
import type { FilePart } from '../files/uploads.service.ts';
import { checkCountries, personName, textOrNull } from './party-fields.ts';
import {
  countIdentityDocuments,
  deleteIdentityDocument,
  findIdentityDocumentFile,
  findPayer,
  identityDocumentsOf,
  insertIdentityDocument,
  insertPayer,
  listPayers,
  type PayerFields,
  type PayerRow,
  remittancesOf,
  updatePayer,
} from './payers.repository.ts';

type DocumentRow = Awaited<ReturnType<typeof identityDocumentsOf>>[number];

const payerOf = (row: PayerRow, documents: DocumentRow[], remittance: number): Payer => ({
  id: row.id,
  object: 'payer',
  account_id: row.accountId,
  livemode: row.livemode,
  reference: row.reference,
  entity_type: row.entityType,
  first_name: row.firstName,
  last_name: row.lastName,
  nationality: row.nationality,
  email: row.email,
  phone: row.phone,
  legal_name: row.legalName,
  tax_id: row.taxId,
  registration_country: row.registrationCountry,
  description: row.description,
  addresses: row.addresses,
  identity_documents: documents.map(
    (document): IdentityDocument => ({
      id: document.id,
      filename: document.filename,
      content_type: document.contentType,
      size: document.sizeBytes,
      time_created: unixSeconds(document.timeCreated),
    }),
  ),
  remittance_hkd: remittance,
  identity_documents_required: remittance >= identityDocumentThresholdHkd,
  time_created: unixSeconds(row.timeCreated),
});

/** The payers as the API shows them: each with its documents and its remittance. */
const payersOf = async (db: Executor, rows: PayerRow[]) => {
  const ids = rows.map((row) => row.id);
  const [documents, remittances] = await Promise.all([identityDocumentsOf(db, ids), remittancesOf(db, ids)]);
  return rows.map((row) =>
    payerOf(
      row,
      documents.filter((document) => document.payerId === row.id),
      remittances.get(row.id) ?? 0,
    ),
  );
};

const payerView = async (db: Executor, row: PayerRow) => {
  const [payer] = await payersOf(db, [row]);
  if (!payer) throw new Error('payer view lost its row');
  return payer;
};

/**
 * The payer `id` of the scope's account and mode (another account's or mode's is the same 404 as
 * a missing one); `lock` holds its row until the transaction ends.
 */
export const payerOfScope = async (db: Executor, scope: Scope, id: string, lock = false) => {
  const row = await findPayer(db, scope.account.id, scope.livemode, id, lock);
  if (!row) throw new AppError('payer_not_found');
  return row;
};

/** Spec §9: whether the payer has any identity document (a payout over the threshold needs one). */
export const payerHasIdentityDocuments = async (db: Executor, payerId: string) =>
  (await countIdentityDocuments(db, payerId)) > 0;

export const payerPage = async (ctx: AppContext, scope: Scope, query: PayerListQuery) => {
  const { rows, total } = await listPayers(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(await payersOf(ctx.db, rows), total, query);
};

export const payerDetail = async (ctx: AppContext, scope: Scope, id: string) =>
  payerView(ctx.db, await payerOfScope(ctx.db, scope, id));

type AddressInput = Partial<CustomerAddress> | null | undefined;

/** A given address with every key; an absent or empty one is null. */
const addressOf = (address: AddressInput): CustomerAddress | null => {
  if (!address) return null;
  const full = {
    country: address.country ?? null,
    state: textOrNull(address.state),
    city: textOrNull(address.city),
    line1: textOrNull(address.line1),
    line2: textOrNull(address.line2),
    postal_code: textOrNull(address.postal_code),
  };
  return Object.values(full).every((value) => value === null) ? null : full;
};

/** The whole record from the body (create and edit alike); countries checked against the list. */
const fieldsOf = (locale: Locale, input: PayerInput): PayerFields => {
  checkCountries(locale, {
    nationality: input.nationality,
    registration_country: input.registration_country,
    'addresses.residential.country': input.addresses?.residential?.country,
    'addresses.registered.country': input.addresses?.registered?.country,
    'addresses.business.country': input.addresses?.business?.country,
  });
  return {
    reference: textOrNull(input.reference),
    entityType: input.entity_type,
    firstName: textOrNull(input.first_name),
    lastName: textOrNull(input.last_name),
    nationality: textOrNull(input.nationality),
    email: textOrNull(input.email),
    phone: textOrNull(input.phone),
    legalName: textOrNull(input.legal_name),
    taxId: textOrNull(input.tax_id),
    registrationCountry: textOrNull(input.registration_country),
    description: textOrNull(input.description),
    addresses: {
      residential: addressOf(input.addresses?.residential),
      registered: addressOf(input.addresses?.registered),
      business: addressOf(input.addresses?.business),
    },
  };
};

/**
 * A payer change's activity line, for a dashboard user's act (an API key's has no user to name:
 * the payer's own record is its trail). Language-neutral: the payer's name and what changed.
 */
const logChange = async (
  tx: Transaction,
  operator: Operator | null,
  scope: Scope,
  action: 'created' | 'updated',
  row: PayerRow,
  what = '',
) => {
  if (!operator) return;
  const name = row.entityType === 'company' ? row.legalName : personName(row);
  await recordOperation(tx, operator, scope.account, {
    action,
    sourceType: 'payer',
    sourceId: row.id,
    description: `${name} (${row.entityType}) [${scope.livemode ? 'live' : 'test'}]${what}`,
  });
};

export const createPayer = (
  ctx: AppContext,
  scope: Scope,
  locale: Locale,
  input: PayerInput,
  operator: Operator | null,
) => {
  const fields = fieldsOf(locale, input);
  return ctx.db.transaction(async (tx) => {
    const row = await insertPayer(tx, {
      ...fields,
      accountId: scope.account.id,
      id: newId('pyr'),
      livemode: scope.livemode,
    });
    await logChange(tx, operator, scope, 'created', row);
    return payerView(tx, row);
  });
};

export const editPayer = (
  ctx: AppContext,
  scope: Scope,
  locale: Locale,
  id: string,
  input: PayerInput,
  operator: Operator | null,
) => {
  const fields = fieldsOf(locale, input);
  return ctx.db.transaction(async (tx) => {
    const row = await updatePayer(tx, scope.account.id, scope.livemode, id, fields);
    if (!row) throw new AppError('payer_not_found');
    await logChange(tx, operator, scope, 'updated', row);
    return payerView(tx, row);
  });
};

/**
 * Spec §9: a picture (its type checked from the bytes) under 5 MB, at most 3 per payer. The count
 * is taken under the payer row's lock, so two uploads at once can't both be the third.
 */
export const addIdentityDocument = (
  ctx: AppContext,
  scope: Scope,
  id: string,
  file: FilePart,
  operator: Operator | null,
) =>
  ctx.db.transaction(async (tx) => {
    const payer = await payerOfScope(tx, scope, id, true);
    if ((await countIdentityDocuments(tx, payer.id)) >= identityDocumentMaxCount) {
      throw new AppError('identity_documents_limit');
    }
    const stored = await storeFile(tx, {
      accountId: scope.account.id,
      purpose: 'payer_identity',
      filename: file.filename,
      data: file.data,
      allowedKinds: identityDocumentFileTypes,
      maxBytes: identityDocumentMaxBytes,
    });
    await insertIdentityDocument(tx, payer.id, stored.id);
    await logChange(tx, operator, scope, 'updated', payer, `: identity_documents + ${stored.id}`);
    return payerView(tx, payer);
  });

/** The document's file with its bytes, for a download; not one of this payer's is 404. */
export const identityDocumentFile = async (ctx: AppContext, scope: Scope, id: string, fileId: string) => {
  const payer = await payerOfScope(ctx.db, scope, id);
  const file = await findIdentityDocumentFile(ctx.db, payer.id, fileId);
  if (!file) throw new AppError('file_not_found');
  return file;
};

/** Unlinks a document from the payer (under its lock, as an upload counts). */
export const removeIdentityDocument = (
  ctx: AppContext,
  scope: Scope,
  id: string,
  fileId: string,
  operator: Operator | null,
) =>
  ctx.db.transaction(async (tx) => {
    const payer = await payerOfScope(tx, scope, id, true);
    if (!(await deleteIdentityDocument(tx, payer.id, fileId))) throw new AppError('file_not_found');
    await logChange(tx, operator, scope, 'updated', payer, `: identity_documents - ${fileId}`);
    return payerView(tx, payer);
  });
