import { z } from 'zod';
import {
  DepositApplicationSchema,
  DepositApplicationWithQrSchema,
  PaymentTokenSchema,
  depositRequest,
} from '../payments.js';
import {
  DocumentListSchema,
  DocumentUploadResponseSchema,
  MAX_DOCUMENT_BYTES,
  TransactionsResponseSchema,
  WalletMeSchema,
  WithdrawalSchema,
  documentUploadForm,
  withdrawalListQuery,
  withdrawalRequest,
} from '../wallet.js';
import { defineOperation } from './operation.js';
import { THROTTLED, idParam } from './params.js';

/** The wallet, deposits, withdrawals, identity documents and history (document 1, sections 2, 3, 5 and 7). */
export const walletOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/wallet/me/',
    operationId: 'getWallet',
    tag: 'Wallet',
    summary: "The player's balances",
    auth: 'player',
    responses: { 200: { description: 'Cash and bonus balances.', schema: WalletMeSchema } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/transactions',
    operationId: 'getHistory',
    tag: 'Wallet',
    summary: "The player's history",
    description:
      'Deposits, withdrawals and other movements with their totals, and the account activity. The path also answers with a trailing slash.',
    auth: 'player',
    responses: { 200: { description: 'The history.', schema: TransactionsResponseSchema } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/payment/tokens/',
    operationId: 'listPaymentTokens',
    tag: 'Payments',
    summary: 'Deposit methods',
    auth: 'none',
    responses: {
      200: { description: 'The networks and tokens a deposit can use.', schema: z.array(PaymentTokenSchema) },
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/payment/deposit/',
    operationId: 'createDeposit',
    tag: 'Payments',
    summary: 'Open a deposit application',
    description:
      "The player's own address on the network, the token amount to send and a 900-second window. An earlier open application on the same address and token closes.",
    auth: 'player',
    body: { json: depositRequest },
    responses: {
      201: { description: 'The application with its QR code.', schema: DepositApplicationWithQrSchema },
    },
    errors: {
      400: 'Unknown network or token, an amount below the minimum or malformed, or above what the deposit limits leave (with the amount left and when more frees).',
      403: 'The player is in a time-out or self-exclusion.',
      429: THROTTLED,
      503: 'Deposits cannot be taken for this account now.',
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/payment/deposit/{id}/',
    operationId: 'getDeposit',
    tag: 'Payments',
    summary: 'A deposit application',
    auth: 'player',
    params: z.object({ id: z.uuid().describe("The application's id.") }),
    responses: {
      200: { description: 'The application with its QR code.', schema: DepositApplicationWithQrSchema },
    },
    errors: { 404: "No such application of this player's." },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/payment/deposits/',
    operationId: 'listDeposits',
    tag: 'Payments',
    summary: "The player's deposit applications",
    auth: 'player',
    responses: { 200: { description: 'Newest first.', schema: z.array(DepositApplicationSchema) } },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/withdrawals/',
    operationId: 'requestWithdrawal',
    tag: 'Withdrawals',
    summary: 'Request a withdrawal',
    description:
      'Verified players only, to a network they deposited with. The amount is held until an operator pays or rejects it. A repeated Idempotency-Key answers the first request (200).',
    auth: 'player',
    headers: z.object({
      'Idempotency-Key': z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,100}$/)
        .optional()
        .describe('8 to 100 letters, digits, _ or -: a retry with the same key is answered, not repeated.'),
    }),
    body: { json: withdrawalRequest },
    responses: {
      200: {
        description: 'The request an earlier call with this Idempotency-Key made.',
        schema: WithdrawalSchema,
      },
      201: { description: 'The held request.', schema: WithdrawalSchema },
    },
    errors: {
      400: 'A refused field: the amount, the balance, the network or the address.',
      403: 'The player is not verified.',
      429: THROTTLED,
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/withdrawals/',
    operationId: 'listWithdrawals',
    tag: 'Withdrawals',
    summary: "The player's withdrawals",
    auth: 'player',
    query: withdrawalListQuery,
    responses: { 200: { description: 'Newest first.', schema: z.array(WithdrawalSchema) } },
    errors: { 400: 'Unknown status.' },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/withdrawals/{id}/',
    operationId: 'getWithdrawal',
    tag: 'Withdrawals',
    summary: 'A withdrawal',
    auth: 'player',
    params: idParam("The withdrawal's id."),
    responses: { 200: { description: 'The withdrawal.', schema: WithdrawalSchema } },
    errors: { 404: "No such withdrawal of this player's." },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/documents/',
    operationId: 'listDocuments',
    tag: 'Documents',
    summary: "The player's identity documents",
    auth: 'player',
    responses: {
      200: { description: 'The documents and the verification state.', schema: DocumentListSchema },
    },
    errors: { 404: 'The account no longer exists.' },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/documents/upload/',
    operationId: 'uploadDocument',
    tag: 'Documents',
    summary: 'Upload an identity document',
    description: `One file (field \`file\`) of at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB and an optional \`document_type\`. The file's bytes must be a JPEG, PNG, WebP, HEIC/HEIF or PDF.`,
    auth: 'player',
    body: { multipart: documentUploadForm },
    responses: {
      201: {
        description: "The stored document and the player's new state.",
        schema: DocumentUploadResponseSchema,
      },
    },
    errors: {
      400: 'No file, several files, an unknown type or format, or a malformed upload.',
      404: 'The account no longer exists.',
      413: 'The file is larger than the limit.',
      415: 'Not multipart/form-data.',
      429: THROTTLED,
    },
  }),
];
