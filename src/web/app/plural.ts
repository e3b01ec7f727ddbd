// Owns counted words: "1 result", "3 results", chosen by the language's plural rules (Intl.PluralRules),
// never by comparing a count with one by hand.

const rules = new Intl.PluralRules('en');

/** `n` followed by the word's form for that count: count(1, 'move', 'moves') is "1 move". */
export function count(n: number, one: string, other: string): string {
  return `${n} ${rules.select(n) === 'one' ? one : other}`;
}
