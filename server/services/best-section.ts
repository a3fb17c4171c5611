/**
 * Offline Milo's answer: the section of a note (its heading with every paragraph and list under it)
 * that shares the most words with the question, whole, so a rule is never cut off before its list.
 */
const STOP_WORDS = new Set(
  'the and for are but not you your with what when where which who whom why how does did can could would should must may might will shall have has had was were been being this that these those there their they them from into about over under than then also just only any all some each tell explain please know need want get make like mean'.split(
    ' ',
  ),
);

/** The words of a question that say what it is about (3 letters or more, common words left out). */
export function questionWords(question: string): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)))];
}

export type BestSection = { heading: string; body: string; matched: number; of: number };

/** Word stems good enough for matching "prohibits" with "prohibited", "kickback" with "kickbacks". */
const stem = (word: string) => word.replace(/(ing|ed|es|s)$/u, '');

export function bestSection(content: string, question: string, maxChars = 1800): BestSection {
  const words = questionWords(question);
  const sections = content
    .split(/\n(?=#{2,3} )/)
    .map((section) => section.trim())
    .filter(Boolean);
  let best: BestSection = { heading: '', body: '', matched: -1, of: words.length };
  for (const section of sections) {
    const [first = '', ...rest] = section.split('\n');
    const isHeading = /^#{1,3}\s/.test(first);
    const heading = isHeading ? first.replace(/^#{1,3}\s+/, '').trim() : '';
    const lower = section.toLowerCase();
    const headingLower = heading.toLowerCase();
    const matchedWords = words.filter((word) => lower.includes(stem(word)));
    const score = matchedWords.length + 0.5 * matchedWords.filter((word) => headingLower.includes(stem(word))).length;
    const bestScore = best.matched + 0.5 * words.filter((word) => best.heading.toLowerCase().includes(stem(word))).length;
    if (score > bestScore) {
      best = {
        heading,
        body: (isHeading ? rest : [first, ...rest]).join('\n').trim(),
        matched: matchedWords.length,
        of: words.length,
      };
    }
  }
  return { ...best, matched: Math.max(0, best.matched), body: trimAtBlock(best.body, maxChars) };
}

/** Cut a long section at the last paragraph or list item that fits, never inside one. */
function trimAtBlock(body: string, maxChars: number): string {
  if (body.length <= maxChars) return body;
  const lines = body.split('\n');
  let kept = '';
  for (const line of lines) {
    if ((kept + line).length > maxChars) break;
    kept += `${line}\n`;
  }
  return `${kept.trimEnd()}\n…`;
}
