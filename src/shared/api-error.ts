/**
 * Every code an /api error answers with. The server's AppError takes only these, and the
 * client's errorToast switches over them, so a code cannot be misspelt on either side.
 */
export type ApiErrorCode =
  // any route
  | 'VALIDATION_ERROR'
  | 'INVALID_JSON'
  | 'INVALID_TEXT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_FOUND'
  | 'FORBIDDEN_ORIGIN'
  | 'INTERNAL_ERROR'
  | 'DATABASE_UNAVAILABLE'
  | 'SERVER_BUSY'
  | 'RATE_LIMITED'
  // sessions and membership (Better Auth's own codes pass through as they are)
  | 'UNAUTHENTICATED'
  | 'MEMBERSHIP_INACTIVE'
  | 'NOT_A_MEMBER'
  | 'USER_ALREADY_EXISTS'
  | 'INVALID_EMAIL_OR_PASSWORD'
  | 'INVALID_EMAIL'
  | 'INVALID_PASSWORD'
  | 'INVALID_ORIGIN'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'INVALID_TOKEN'
  | 'EMAIL_NOT_VERIFIED'
  | 'SIGN_UP_NOT_PROVEN'
  // features
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_LIMIT_REACHED'
  | 'STORAGE_LIMIT_REACHED'
  | 'CUSTOMER_OPTED_OUT'
  | 'STEP_NOT_DUE'
  | 'CAMPAIGN_ON_HOLD'
  | 'PUSH_SUBSCRIPTION_TAKEN'
  | 'DAILY_LIMIT_REACHED'
  | 'INVALID_CSV'
  | 'AI_ERROR'
  | 'SAVE_ERROR'
  | 'FOLLOW_UP_CONFLICT'
  | 'PIX_KEY_MISSING'
  | 'PIX_NO_VALUE'
  // the operator's console
  | 'FORBIDDEN'
  // checkout webhooks
  | 'INVALID_SIGNATURE'
  | 'MISSING_EVENT_ID'
  // the client's own: the server could not be reached
  | 'NETWORK_ERROR'
  // an HTTP error our code did not name (a 404 of an unknown method, Better Auth's others)
  | `HTTP_${number}`;

/** The JSON error shape every /api route answers with (docs/architecture.md, HTTP contract). */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    field?: string;
  };
}
