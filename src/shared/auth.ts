import { authMessages } from './messages.ts';

/** The shortest password accepted: at sign-up, reset, access-link creation and change. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 80;

/**
 * What each sign-in rule says when it fails. The forms turn these into their toasts, so a
 * rule's words are matched here and nowhere else.
 */
export const authIssues = {
  required: authMessages.requiredAll.description,
  passwordsDiffer: authMessages.passwordsDiffer.description,
  passwordTooShort: authMessages.passwordTooShort.description,
} as const;

/** Emails are compared trimmed and lower-cased everywhere (members, users, rate limits). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** GET /api/me */
export interface Me {
  id: string;
  email: string;
  displayName: string;
  membershipActive: boolean;
  /** Sees 'Administração' (the server checks the role on every admin route). */
  isAdmin: boolean;
  /** When this session ends (ISO 8601): the app's offline copy of this answer dies with it. */
  sessionExpiresAt?: string;
  /** When the account was made (ISO 8601): /inicio greets a member of some days as one. */
  memberSince?: string;
}

/** The two kinds of mailed link: 'access' (/criar-senha) and 'reset' (/reset-password). */
export type LinkPurpose = 'access' | 'reset';

/** How long an emailed link works: an access link three days, a reset link one hour. */
export const LINK_VALID_HOURS: Record<LinkPurpose, number> = { access: 72, reset: 1 };
/** '72 horas', '1 hora': in the mails and on a dead link's page. */
export const linkLifetime = (purpose: LinkPurpose) => {
  const hours = LINK_VALID_HOURS[purpose];
  return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
};

/** POST /api/auth/link-state: whether a link still works, asked when its page opens. */
export type LinkState = 'live' | 'used' | 'expired' | 'invalid';

/**
 * A link's state as its page opens; `confirmOnly` when an access link is opened in the browser
 * that made the 'Primeiro Acesso': the name and password it typed are kept.
 */
export interface LinkAnswer {
  state: LinkState;
  confirmOnly?: boolean;
  /** A live access link's: the name the purchase carried, offered in the name field. */
  name?: string;
}

/** Error codes the auth endpoints answer with, beyond the generic ones. */
export const authErrorCodes = {
  notMember: 'NOT_A_MEMBER',
  membershipInactive: 'MEMBERSHIP_INACTIVE',
  emailTaken: 'USER_ALREADY_EXISTS',
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  invalidToken: 'INVALID_TOKEN',
  emailNotConfirmed: 'EMAIL_NOT_VERIFIED',
  rateLimited: 'RATE_LIMITED',
  /** 'Confirmar e entrar' from a browser other than the one that typed the password. */
  signUpNotProven: 'SIGN_UP_NOT_PROVEN',
} as const;
