import { HtmlValidate } from 'html-validate';
import { htmlValidateConfig } from '../html-validate';
import { expect } from './fixtures';

const validator = new HtmlValidate(htmlValidateConfig);

/**
 * The page as the server sent it passes html-validate, with e2e/html-validate.ts's exceptions
 * (the same check as html-valid.spec.ts, for pages a story reaches in a state of its own).
 */
export async function expectValidHtml(html: string, where: string) {
  const report = await validator.validateString(html, where);
  const problems = report.results.flatMap((result) =>
    result.messages.map((m) => {
      const snippet = html.slice(m.offset, m.offset + Math.max(m.size, 120)).replace(/\s+/g, ' ');
      return `  ${m.ruleId} at ${m.line}:${m.column}: ${m.message}\n    ${snippet}`;
    }),
  );
  expect(problems, `html-validate messages on ${where}:\n${problems.join('\n')}`).toEqual([]);
}
