import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_BUILD, ROOT, runZip } from './zips';

/** The release as `npm run zip` makes it, once for both test files. */
export default function setup(): void {
  rmSync(join(ROOT, FIRST_BUILD), { recursive: true, force: true });
  runZip(ROOT, FIRST_BUILD);
}
