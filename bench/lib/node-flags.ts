import { spawnSync } from 'node:child_process';
import { API_NODE_FLAGS } from '../../scripts/lib/processes';

/**
 * Runs this script again in a Node started with the API's flags (API_NODE_FLAGS: why there), unless it already
 * has them, and exits with its code. The load generator is a Node process under the same V8 heuristics as the
 * servers: without the flags, about one bench:api run in three had a load generator a sixth slower from start to
 * end (autocannon busy on its CPU all along, bare Fastify at 76-82k req/s instead of 93-99k), and as it parses
 * each answer, the routes with the most bytes lost the most (public projects 0.63-0.72 of the baseline against
 * 0.73-0.80). With them, none in twenty. Call it before anything is started: everything up to here runs twice.
 */
export function relaunchWithApiNodeFlags(): void {
  if (API_NODE_FLAGS.every((f) => process.execArgv.includes(f))) return;
  // execArgv carries tsx's loader; argv[1] is this script.
  const child = spawnSync(process.execPath, [...API_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}
