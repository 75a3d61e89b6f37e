/** An ILIKE pattern for "contains this text", with LIKE's wildcards escaped so "50%" means those characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
