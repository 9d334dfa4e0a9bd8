import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Says in the output how many API tests were skipped and why: the proofs that need the
 * PostgreSQL server (TEST_DATABASE_URL) or Redis (TEST_REDIS_URL) are skipped on PGlite alone,
 * and a silent skip reads like a pass. CI's second pass (.ci/run) runs them.
 */
export default class SkippedProofsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const skipped = new Map<string, number>();
    for (const module of modules) {
      if (module.project.name !== 'api') continue;
      const count = [...module.children.allTests('skipped')].length;
      if (count > 0) skipped.set(path.relative(process.cwd(), module.moduleId), count);
    }
    if (skipped.size === 0) return;
    const total = [...skipped.values()].reduce((a, b) => a + b, 0);
    const missing = [
      !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL (the PostgreSQL server)',
      !process.env.TEST_REDIS_URL && 'TEST_REDIS_URL (Redis)',
    ].filter(Boolean);
    console.log(
      `\nAPI: ${total} tests skipped${missing.length ? `: they need ${missing.join(' or ')}` : ''}` +
        `; .ci/run's second pass runs them:`,
    );
    for (const [file, count] of skipped) console.log(`  ${count} in ${file}`);
  }
}
