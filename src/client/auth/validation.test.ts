import { describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages.ts';
import { ApiError } from '../lib/api.ts';
import { authErrorToast } from './error-toasts.ts';
import { checkLogin, checkNewPassword, checkResetRequest, checkSignUp } from './validation.ts';

describe('the auth forms’ checks (SPEC §5)', () => {
  it('login needs email and password; a blank email counts as missing', () => {
    expect(checkLogin('   ', 'x')).toBe(authMessages.requiredLogin);
    expect(checkLogin('a@b.com', '')).toBe(authMessages.requiredLogin);
    expect(checkLogin(' a@b.com ', 'x')).toBeNull();
  });

  it('sign-up needs every field, then 6 characters of password', () => {
    expect(checkSignUp('', 'a@b.com', '123456')).toBe(authMessages.requiredAll);
    expect(checkSignUp('Ana', 'a@b.com', '12345')).toBe(authMessages.passwordTooShort);
    expect(checkSignUp('Ana', 'a@b.com', '123456')).toBeNull();
  });

  it('the reset request needs an email', () => {
    expect(checkResetRequest(' ')).toBe(authMessages.resetEmailRequired);
  });

  it('checks a new password in the spec’s order: required, equal, long enough', () => {
    expect(checkNewPassword('', '')).toBe(authMessages.requiredAll);
    expect(checkNewPassword('123', '124')).toBe(authMessages.passwordsDiffer);
    expect(checkNewPassword('123', '123')).toBe(authMessages.passwordTooShort);
    expect(checkNewPassword('123456', '123456')).toBeNull();
  });
});

describe('auth error toasts', () => {
  const apiError = (status: number, code: string, message = 'x') =>
    new ApiError(status, { error: { code, message } });

  it('uses the spec’s toast for the errors it names', () => {
    expect(authErrorToast(apiError(403, 'MEMBERSHIP_INACTIVE'), authMessages.loginError)).toBe(
      authMessages.notAuthorized,
    );
    expect(
      authErrorToast(apiError(401, 'INVALID_EMAIL_OR_PASSWORD'), authMessages.loginError),
    ).toBe(authMessages.invalidCredentials);
    expect(authErrorToast(apiError(422, 'USER_ALREADY_EXISTS'), authMessages.signUpError)).toBe(
      authMessages.emailTaken,
    );
  });

  it("falls back to the screen's title with the server message, or 'Tente novamente…' offline", () => {
    expect(
      authErrorToast(apiError(500, 'INTERNAL_ERROR', 'Algo deu errado'), authMessages.loginError),
    ).toEqual({
      title: 'Erro no login',
      description: 'Algo deu errado',
    });
    expect(authErrorToast(new ApiError(0, undefined), authMessages.signUpError)).toEqual({
      title: 'Erro no cadastro',
      description: 'Tente novamente em alguns instantes.',
    });
  });
});
