import { PASSWORD_MIN } from '#shared/auth.ts';
import { authMessages, type Toast } from '#shared/messages.ts';

// The spec's client-side checks (SPEC §5), each answering the toast to show, or null.

export function checkLogin(email: string, password: string): Toast | null {
  return !email.trim() || !password ? authMessages.requiredLogin : null;
}

export function checkSignUp(name: string, email: string, password: string): Toast | null {
  if (!name.trim() || !email.trim() || !password) return authMessages.requiredAll;
  if (password.length < PASSWORD_MIN) return authMessages.passwordTooShort;
  return null;
}

export function checkResetRequest(email: string): Toast | null {
  return email.trim() ? null : authMessages.resetEmailRequired;
}

/** In the spec's order: both required, then equal, then long enough. */
export function checkNewPassword(password: string, confirmation: string): Toast | null {
  if (!password || !confirmation) return authMessages.requiredAll;
  if (password !== confirmation) return authMessages.passwordsDiffer;
  if (password.length < PASSWORD_MIN) return authMessages.passwordTooShort;
  return null;
}

/** The access link's page: every field required, then the new password's checks. */
export function checkCreatePassword(
  name: string,
  password: string,
  confirmation: string,
): Toast | null {
  if (!name.trim()) return authMessages.requiredAll;
  return checkNewPassword(password, confirmation);
}
