import type { ApiErrorCode } from '#shared/api-error.ts';
import { authErrorCodes, authIssues } from '#shared/auth.ts';
import { authMessages, type Toast } from '#shared/messages.ts';
import type { ErrorToasts } from '../lib/error-toast.ts';

/** The refusals every sign-in screen words the product's way instead of the server's. */
const codes: Partial<Record<ApiErrorCode, Toast>> = {
  [authErrorCodes.membershipInactive]: authMessages.notAuthorized,
  [authErrorCodes.notMember]: authMessages.notPurchaseEmail,
  [authErrorCodes.invalidCredentials]: authMessages.invalidCredentials,
  [authErrorCodes.emailTaken]: authMessages.emailTaken,
  [authErrorCodes.passwordTooShort]: authMessages.passwordTooShort,
  [authErrorCodes.rateLimited]: authMessages.tooManyAttempts,
};

/**
 * A sign-in screen's table for errorToast: the codes above, else its title over the server's
 * words, or over 'Tente novamente…' when the server could not answer.
 */
export function authFailureToasts(failure: { title: string }): ErrorToasts {
  return { fallback: { title: failure.title, description: authMessages.tryAgain }, codes };
}

const ruleToasts: Partial<Record<string, Toast>> = {
  [authIssues.passwordsDiffer]: authMessages.passwordsDiffer,
  [authIssues.passwordTooShort]: authMessages.passwordTooShort,
};

/** The toast for a form's first problem; a blank field gets the form's own 'required' toast. */
export const authInvalidToast =
  (required: Toast, failure: { title: string }) =>
  (_field: string, message: string): Toast =>
    message === authIssues.required
      ? required
      : (ruleToasts[message] ?? { title: failure.title, description: message });
