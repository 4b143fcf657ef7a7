import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/apps';

/** Writes bench/results/<name>.json, stamped with when it was measured, and says so. */
export function writeResults(name: string, figures: Record<string, unknown>): void {
  const file = path.join(ROOT, 'bench/results', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`);
  console.log(`\n${path.relative(ROOT, file)} gravado`);
}
