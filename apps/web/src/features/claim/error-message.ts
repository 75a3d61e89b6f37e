/** The text to show for a failed call: the HTTP layer's message, else the screen's own wording. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
