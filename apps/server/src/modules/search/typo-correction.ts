// One typo in a word of five or more letters is forgiven: a search word the member's saves never
// contain is read as well as the closest word they do contain, one edit away (a letter added,
// dropped, changed, or two swapped). Candidates come from the member's word list by trigram
// similarity (search.repo); this picks among them.

/** Edits between two words, adjacent swaps counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)));
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(table[row - 1]![column]! + 1, table[row]![column - 1]! + 1, table[row - 1]![column - 1]! + cost);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) best = Math.min(best, table[row - 2]![column - 2]! + 1);
      table[row]![column] = best;
    }
  }
  return table[a.length]![b.length]!;
}

/** The shortest word a typo may be forgiven in (either the word typed or the word meant). */
export const TYPO_MIN_LENGTH = 5;

/** The candidate one edit from `word`, most similar first; null when none is. */
export function correctionFor(word: string, candidates: ReadonlyArray<{ word: string; similarity: number }>): string | null {
  const fitting = candidates
    .filter((candidate) => candidate.word !== word && Math.max(candidate.word.length, word.length) >= TYPO_MIN_LENGTH)
    .filter((candidate) => editDistance(word, candidate.word) === 1)
    .sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word));
  return fitting[0]?.word ?? null;
}
