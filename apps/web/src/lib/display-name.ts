// How a member is named in the interface when their profile may not be filled in yet.

/** The member's chosen name, else the part of their email before the @. */
export function displayName(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email?.split('@')[0]?.trim();
  return local || 'there';
}

/** One upper-case letter for an avatar. */
export function avatarInitial(name: string | null | undefined, email: string | null | undefined): string {
  const source = name?.trim() || email?.trim() || '?';
  return Array.from(source)[0]!.toLocaleUpperCase();
}
