import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findServerRoot, SERVER_ROOT } from '../../src/lib/server-root.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

describe('the server package folder', () => {
  it('is apps/server from the sources (tsx, tests)', () => {
    expect(SERVER_ROOT).toBe(serverDir);
  });

  it('is apps/server from the bundle in dist/ and from any folder below it', () => {
    expect(findServerRoot(path.join(serverDir, 'dist'))).toBe(serverDir);
    expect(findServerRoot(path.join(serverDir, 'src/plugins/app'))).toBe(serverDir);
  });

  it('is an error outside the server package (the workspace root is another package)', () => {
    expect(() => findServerRoot(path.resolve(serverDir, '../..'))).toThrow(/no @tapetv\/server/);
  });
});
