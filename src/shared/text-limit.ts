/**
 * The one wording of a text over its maximum length: under the field while the member types,
 * in the toast when saving is refused, and in the server's answer. Kept free of zod so the
 * client shows it without loading the schemas.
 */
export function tooLongMessage(max: number, length: number, label?: string): string {
  const rule = `no máximo ${max} caracteres (você digitou ${length}).`;
  return label ? `${label}: use ${rule}` : `Use ${rule}`;
}
