// @ts-check
// The options the load and crash proofs share (docs/decisions/0026-load-and-crash-proof.md): how
// many customers, the shop's port and the PostgreSQL server, besides each tool's own.
import { parseArgs } from 'node:util';
import { ownPort } from './own-port.mjs';

/** @typedef {Record<string, string | boolean | undefined>} Values the options as parseArgs read them */

/**
 * Reads the command line: `--customers` (at least 1), `--port` (else `<ENV>_PORT`, else a port of
 * this run's own, lib/own-port.mjs, so two runs side by side never meet) and the tool's own
 * `options`; the PostgreSQL server from `<ENV>_DATABASE_URL`. Exits 2 with `usage` when a number
 * is wrong, or when `valid` refuses the tool's own.
 * @param {{ env: string, customers: string,
 *   options: Record<string, { type: 'string' | 'boolean', default?: string | boolean }>, usage: string,
 *   valid: (args: Values) => boolean }} tool
 */
export async function proofOptions(tool) {
  const values = /** @type {Values} */ (
    parseArgs({
      options: {
        customers: { type: 'string', default: tool.customers },
        port: { type: 'string', default: process.env[`${tool.env}_PORT`] },
        ...tool.options,
      },
    }).values
  );
  const customers = Number(values.customers);
  const port = values.port === undefined ? await ownPort() : Number(values.port);
  if (!(customers >= 1 && port > 0 && tool.valid(values))) {
    console.error(`usage: ${tool.usage}`);
    process.exit(2);
  }
  return {
    /** The tool's own options, as parseArgs read them. */
    args: values,
    customers,
    port,
    base: `http://127.0.0.1:${port}`,
    adminUrl:
      process.env[`${tool.env}_DATABASE_URL`] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}
