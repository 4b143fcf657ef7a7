/**
 * Plain text's paragraphs, as the site shows them and as a card's summary takes the first: a blank line
 * starts a new paragraph (Windows line ends too), and empty ones are dropped.
 */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
