/**
 * `pnpm reliability [section]` (issue 22): figures of how the product survives, not speed.
 * - durability: SIGKILL under concurrent writes, twenty times; acknowledged writes lost and
 *   half-written rows (durability.ts).
 * Without a section, all of them. Exits non-zero when a check fails.
 */
import { measureDurability } from './durability.ts';

const SECTIONS: Record<string, () => Promise<void>> = {
  durability: measureDurability,
};

const asked = process.argv[2];
if (asked !== undefined && !(asked in SECTIONS)) {
  console.error(`unknown section "${asked}": one of ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(SECTIONS))
  if (asked === undefined || asked === name) await run();
