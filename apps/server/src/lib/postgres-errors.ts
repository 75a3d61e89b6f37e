/** Whether PostgreSQL refused a write for breaking a unique index (SQLSTATE 23505), directly or as the cause of a driver error. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}
