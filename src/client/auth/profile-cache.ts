// SPEC §3: the profile is cached per user in session storage. Every read of /api/me and every
// name change refreshes it; logout clears it with the rest of sessionStorage.
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

/** SPEC §3: display_name, else email, else 'Usuário'. */
export function displayedUserName(
  me: { displayName?: string; email?: string } | null | undefined,
): string {
  return me?.displayName?.trim() || me?.email || 'Usuário';
}
