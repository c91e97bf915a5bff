/** The name the header greets: the display name, else the email, else 'Usuário'. */
export function displayedUserName(
  me: { displayName?: string; email?: string } | null | undefined,
): string {
  return me?.displayName?.trim() || me?.email || 'Usuário';
}
