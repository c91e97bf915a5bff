// The member's display name, kept per user in sessionStorage. Each read of /api/me and each
// name change writes it; sign-out clears it with the rest of sessionStorage.
const key = (userId: string) => `profile:${userId}`;

export function cacheProfile(userId: string, displayName: string): void {
  sessionStorage.setItem(key(userId), JSON.stringify({ displayName }));
}

export function cachedDisplayName(userId: string): string | undefined {
  try {
    return (
      JSON.parse(sessionStorage.getItem(key(userId)) ?? 'null') as { displayName?: string } | null
    )?.displayName;
  } catch {
    return undefined;
  }
}

/** The name the header greets: the display name, else the email, else 'Usuário'. */
export function displayedUserName(
  me: { displayName?: string; email?: string } | null | undefined,
): string {
  return me?.displayName?.trim() || me?.email || 'Usuário';
}
