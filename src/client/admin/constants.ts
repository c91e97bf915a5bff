// The console's copies of the API's constants: '#shared/admin.ts' also holds the zod schemas,
// and importing a value from it would ship zod with /admin. labels.test.ts keeps them equal.

export const REASON_MAX = 500;
/** memberAddition's name limit. */
export const NAME_MAX = 80;
export const checkoutPlatformNames = ['hotmart', 'kiwify', 'eduzz', 'generic'] as const;
export const USAGE_DAYS = [7, 30, 90] as const;
