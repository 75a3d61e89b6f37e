// A function of a post's text that keeps its last few answers: the rules ask the same question of
// the same text once per venue, capital or line in it, and the answer does not change.

export function rememberingLast<T>(size: number, compute: (text: string) => T): (text: string) => T {
  const recent: Array<{ text: string; value: T }> = [];
  return (text) => {
    const found = recent.find((entry) => entry.text === text);
    if (found) return found.value;
    const value = compute(text);
    recent.unshift({ text, value });
    recent.length = Math.min(recent.length, size);
    return value;
  };
}
