import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

/** Source files (tests and stories aside) that may import the toast store itself. */
const ALLOWED = new Set([
  'shared/lib/notify/notify.ts', // the one toast path
  'app/layouts/deferred-parts.tsx', // mounts the <Toaster/> that shows them, with the first toast
]);

/** Every .ts/.tsx file under `src`, as a slash path relative to it, tests and stories aside. */
function sourceFiles(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
}

/** Imports of the toast store, and `toast.` / `toast(` calls, by file. */
function directToastUses(files: { file: string; text: string }[]): string[] {
  return files
    .filter(
      ({ text }) =>
        /from ['"](@tapetv\/ui\/toast(-store)?|sonner)['"]/.test(text) ||
        /\btoast(\.\w+)?\(/.test(text),
    )
    .map(({ file }) => file);
}

describe('notify is the only way the web shows a toast (spec point 8)', () => {
  it('holds for every source file of apps/web', () => {
    const files = sourceFiles().map((file) => ({
      file,
      text: readFileSync(path.join(src, file), 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(directToastUses(files).filter((file) => !ALLOWED.has(file))).toEqual([]);
  });

  it('catches an import of the toast store and a free-text toast call', () => {
    expect(
      directToastUses([
        { file: 'a.ts', text: "import { toast } from '@tapetv/ui/toast';" },
        { file: 'b.ts', text: "toast.error('Something broke');" },
        { file: 'c.ts', text: "notify('voteFailure', { error });" },
        { file: 'd.ts', text: "import { toast } from '@tapetv/ui/toast-store';" },
      ]),
    ).toEqual(['a.ts', 'b.ts', 'd.ts']);
  });
});
