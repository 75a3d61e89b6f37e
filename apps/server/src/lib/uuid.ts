// Ids in the path or body are checked before they reach SQL: a malformed one names no row (404),
// where casting it in PostgreSQL would fail the whole statement.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** The id as PostgreSQL prints it (lower case), or null when it cannot name a row. */
export const asUuid = (value: string): string | null => (UUID.test(value) ? value.toLowerCase() : null);
