/**
 * @deprecated Nothing reads what this writes: delete it with its last call, in start.tsx (which
 * another part of issue 27 rewrites).
 */
export function cacheProfile(userId: string, displayName: string): void {
  sessionStorage.setItem(`profile:${userId}`, JSON.stringify({ displayName }));
}

/** The name the header greets: the display name, else the email, else 'Usuário'. */
export function displayedUserName(
  me: { displayName?: string; email?: string } | null | undefined,
): string {
  return me?.displayName?.trim() || me?.email || 'Usuário';
}
