// Where the claim flow's answers live in the query cache.
export const claimQueryKeys = {
  all: ['claim'] as const,
  /** Whether an invite (claim token) can still be used. */
  invite: (token: string) => ['claim', 'invite', token] as const,
};
