/** "HK" → 🇭🇰: the two regional-indicator symbols for a two-letter region code ('' for anything else). */
export const flagEmoji = (alpha2: string): string =>
  /^[A-Za-z]{2}$/.test(alpha2)
    ? String.fromCodePoint(...[...alpha2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
    : '';
