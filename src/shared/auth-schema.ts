import { z } from 'zod';
import { authIssues, DISPLAY_NAME_MAX, PASSWORD_MIN } from './auth.ts';

/** PATCH /api/me */
export const updateMeSchema = z.object({
  displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
});

// A password is never trimmed: spaces are part of it.
const filled = z.string().min(1, authIssues.required);
const email = z.string().trim().min(1, authIssues.required);
const displayName = z.string().trim().min(1, authIssues.required).max(DISPLAY_NAME_MAX);

export const loginSchema = z.object({ email, password: filled });

/** Every field first, then the password's length: the order the member is told in. */
export const signUpSchema = z.object({
  name: displayName,
  email,
  password: filled.min(PASSWORD_MIN, authIssues.passwordTooShort),
});

export const resetRequestSchema = z.object({ email });

const passwordPair = z.object({ password: filled, confirmation: filled });

/** Both filled (checked above), then equal, then long enough; one problem at a time. */
function checkPair(
  { password, confirmation }: z.infer<typeof passwordPair>,
  ctx: z.RefinementCtx,
): void {
  if (password !== confirmation) {
    ctx.addIssue({ code: 'custom', path: ['confirmation'], message: authIssues.passwordsDiffer });
  } else if (password.length < PASSWORD_MIN) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: authIssues.passwordTooShort });
  }
}

/** 'Nova Senha', from the reset link. */
export const newPasswordSchema = passwordPair.superRefine(checkPair);

/** 'Criar minha senha', from the access link: the name, then the new password's checks. */
export const createPasswordSchema = z
  .object({ name: displayName, ...passwordPair.shape })
  .superRefine(checkPair);

/** 'Alterar senha' on the account page: the current one, then the new password's checks. */
export const changePasswordSchema = z
  .object({ currentPassword: filled, ...passwordPair.shape })
  .superRefine(checkPair);
