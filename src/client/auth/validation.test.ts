import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  createPasswordSchema,
  loginSchema,
  newPasswordSchema,
  resetRequestSchema,
  signUpSchema,
} from '#shared/auth-schema.ts';
import { authMessages, type Toast } from '#shared/messages.ts';
import { ApiError } from '../lib/api.ts';
import { errorToast } from '../lib/error-toast.ts';
import { authFailureToasts, authInvalidToast } from './auth-toasts.ts';

/** The toast a form shows for these values: its first problem's, as the form layer picks it. */
function firstProblem(schema: z.ZodType, values: object, required: Toast): Toast | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return authInvalidToast(required, { title: 'Erro' })(
    String(issue?.path[0]),
    issue?.message ?? '',
  );
}

describe('the sign-in forms’ checks, in the order the member is told', () => {
  const { requiredLogin, requiredAll, resetEmailRequired, passwordsDiffer, passwordTooShort } =
    authMessages;

  it('login needs email and password; a blank email counts as missing', () => {
    expect(firstProblem(loginSchema, { email: '   ', password: 'x' }, requiredLogin)).toBe(
      requiredLogin,
    );
    expect(firstProblem(loginSchema, { email: 'a@b.com', password: '' }, requiredLogin)).toBe(
      requiredLogin,
    );
    expect(loginSchema.parse({ email: ' a@b.com ', password: ' x ' })).toEqual({
      email: 'a@b.com',
      password: ' x ',
    });
  });

  it('sign-up needs every field, then 6 characters of password', () => {
    const signUp = (name: string, email: string, password: string) =>
      firstProblem(signUpSchema, { name, email, password }, requiredAll);
    expect(signUp('', 'a@b.com', '123456')).toBe(requiredAll);
    expect(signUp('Ana', '', '12')).toBe(requiredAll);
    expect(signUp('Ana', 'a@b.com', '12345')).toBe(passwordTooShort);
    expect(signUp('Ana', 'a@b.com', '123456')).toBeNull();
  });

  it('the reset request needs an email', () => {
    expect(firstProblem(resetRequestSchema, { email: ' ' }, resetEmailRequired)).toBe(
      resetEmailRequired,
    );
  });

  it('checks a new password: both filled, then equal, then long enough', () => {
    const pair = (password: string, confirmation: string) =>
      firstProblem(newPasswordSchema, { password, confirmation }, requiredAll);
    expect(pair('', '')).toBe(requiredAll);
    expect(pair('', '123')).toBe(requiredAll);
    expect(pair('123', '124')).toBe(passwordsDiffer);
    expect(pair('123', '123')).toBe(passwordTooShort);
    expect(pair('123456', '123456')).toBeNull();
  });

  it('the access link’s page wants the name first, then the new password’s checks', () => {
    const create = (name: string, password: string, confirmation: string) =>
      firstProblem(createPasswordSchema, { name, password, confirmation }, requiredAll);
    expect(create(' ', '1', '2')).toBe(requiredAll);
    expect(create('Ana', '1', '2')).toBe(passwordsDiffer);
    expect(create('Ana', '123456', '123456')).toBeNull();
  });

  it('the account page wants the current password, then the new password’s checks', () => {
    const change = (currentPassword: string, password: string, confirmation: string) =>
      firstProblem(changePasswordSchema, { currentPassword, password, confirmation }, requiredAll);
    expect(change('', '123456', '123456')).toBe(requiredAll);
    expect(change('old', '12345', '12345')).toBe(passwordTooShort);
  });
});

describe('the sign-in screens’ toasts for a failed call', () => {
  const apiError = (status: number, code: string, message = 'x') =>
    new ApiError(status, { error: { code, message } });
  const login = authFailureToasts(authMessages.loginError);

  it('words the refusals the product names its own way', () => {
    expect(errorToast(apiError(403, 'MEMBERSHIP_INACTIVE'), login)).toBe(
      authMessages.notAuthorized,
    );
    expect(errorToast(apiError(401, 'INVALID_EMAIL_OR_PASSWORD'), login)).toBe(
      authMessages.invalidCredentials,
    );
    expect(
      errorToast(apiError(422, 'USER_ALREADY_EXISTS'), authFailureToasts(authMessages.signUpError)),
    ).toBe(authMessages.emailTaken);
  });

  it("shows another refusal's message under the screen's title", () => {
    expect(errorToast(apiError(400, 'INVALID_EMAIL', 'Email inválido.'), login)).toEqual({
      title: 'Erro no login',
      description: 'Email inválido.',
    });
  });

  it("says 'Tente novamente…' when the server could not answer or failed", () => {
    const tryAgain = { title: 'Erro no cadastro', description: authMessages.tryAgain };
    const signUp = authFailureToasts(authMessages.signUpError);
    expect(errorToast(new ApiError(0, undefined), signUp)).toEqual(tryAgain);
    expect(errorToast(apiError(500, 'INTERNAL_ERROR', 'Algo deu errado'), signUp)).toEqual(
      tryAgain,
    );
  });
});
