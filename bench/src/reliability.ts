/**
 * `pnpm reliability [section]` (issue 22): figures of how the product survives, not speed.
 * - durability: SIGKILL under concurrent writes, twenty times; acknowledged writes lost and
 *   half-written rows (durability.ts).
 * - soak: ten minutes at half of the measured peak with real-time clients connected and a broker
 *   restart half-way; errors, latency and memory every 10 s, messages lost or duplicated
 *   (soak/soak.ts).
 * Without a section, all of them. Exits non-zero when a check fails.
 */
import { measureDurability } from './durability.ts';
import { measureSoak } from './soak/soak.ts';

const SECTIONS: Record<string, () => Promise<void>> = {
  durability: measureDurability,
  soak: measureSoak,
};

const asked = process.argv[2];
if (asked !== undefined && !(asked in SECTIONS)) {
  console.error(`unknown section "${asked}": one of ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(SECTIONS))
  if (asked === undefined || asked === name) await run();
