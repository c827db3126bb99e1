// After the e2e run (`npm test`): which contracted endpoints the app itself called in the e2e tests,
// read from each test's contract-calls.json (e2e/fixtures.ts), against all the contracts hold.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contractedEndpoints } from '@portal/platform/contracts';

const results = 'test-results';
const called = new Set();
const walk = (folder) => {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (entry === 'contract-calls.json')
      for (const name of JSON.parse(readFileSync(path, 'utf8'))) called.add(name);
  }
};
try {
  walk(results);
} catch {
  console.log('No e2e results to read: run the e2e tests first.');
  process.exit(1);
}
const all = contractedEndpoints();
const missed = all.filter(({ name }) => !called.has(name)).map(({ name }) => name);
console.log(`Contracted endpoints the app called in e2e: ${all.length - missed.length} / ${all.length}`);
if (missed.length > 0)
  console.log(
    `Not called by the app in e2e (each is exercised by the mock backend's unit tests): ${missed.join(', ')}`,
  );
