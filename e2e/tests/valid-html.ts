import { HtmlValidate } from 'html-validate';
import { htmlValidateConfig } from '../html-validate';
import { expect } from './fixtures';

const validator = new HtmlValidate(htmlValidateConfig);

/**
 * html-validate's messages on a page as the server sent it (before any script runs), with
 * e2e/html-validate.ts's exceptions for what React itself writes: one line per message with the
 * rule, the place and the offending markup.
 */
export async function htmlProblems(html: string, where: string): Promise<string[]> {
  const report = await validator.validateString(html, where);
  return report.results.flatMap((result) =>
    result.messages.map((m) => {
      const snippet = html.slice(m.offset, m.offset + Math.max(m.size, 120)).replace(/\s+/g, ' ');
      return `${where}\n  ${m.ruleId} at ${m.line}:${m.column}: ${m.message}\n    ${snippet}`;
    }),
  );
}

/** The page passes html-validate (for pages a story reaches in a state of its own). */
export async function expectValidHtml(html: string, where: string) {
  const problems = await htmlProblems(html, where);
  expect(problems, `html-validate messages:\n${problems.join('\n')}`).toEqual([]);
}
