import { authErrorCodes } from '#shared/auth.ts';
import { authMessages, type Toast } from '#shared/messages.ts';
import { ApiError } from '../lib/api.ts';

const byCode: Record<string, Toast> = {
  [authErrorCodes.membershipInactive]: authMessages.notAuthorized,
  [authErrorCodes.notMember]: authMessages.notPurchaseEmail,
  [authErrorCodes.invalidCredentials]: authMessages.invalidCredentials,
  [authErrorCodes.emailTaken]: authMessages.emailTaken,
  [authErrorCodes.passwordTooShort]: authMessages.passwordTooShort,
  [authErrorCodes.rateLimited]: authMessages.tooManyAttempts,
};

/**
 * The toast for a failed auth call: the spec's own toast for the errors it names, otherwise
 * the screen's generic title with the server's message, or 'Tente novamente…' when the
 * server could not be reached.
 */
export function authErrorToast(err: unknown, fallback: { title: string }): Toast {
  if (err instanceof ApiError && err.status !== 0) {
    return byCode[err.code] ?? { title: fallback.title, description: err.message };
  }
  return { title: fallback.title, description: authMessages.tryAgain };
}
