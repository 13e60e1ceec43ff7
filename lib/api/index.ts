// The public surface of the service client. Import from here, not from the files behind it.
export { CANCELLED_REASON, type ClientConfig, createSiwarClient, type SiwarClient } from './client';
export { type ApiError, type ApiErrorKind, type ApiResult, LIMIT_MESSAGE } from './errors';
export {
  type ElementOf,
  LOOKUP_OPERATIONS,
  type LookupOperation,
  OPERATION_NAMES,
  OPERATIONS,
  type OperationName,
  type Scope,
  supportsScope,
} from './operations';
export {
  type Lexicon,
  lexiconId,
  lexiconSchema,
  type Structure,
  type WordForm,
} from './schemas';
export { buildRequestUrl, type CallParams, type PreparedRequest, prepareRequest } from './url';
