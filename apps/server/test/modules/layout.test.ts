import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape a newcomer relies on: a module is one folder with its plugin, plus one line in
// modules/index.ts; modules hold rules, not HTTP, and take nothing from the routes.
const src = path.resolve(import.meta.dirname, '../../src');
const modulesDir = path.join(src, 'modules');
const moduleNames = readdirSync(modulesDir).filter((name) =>
  statSync(path.join(modulesDir, name)).isDirectory(),
);
const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full) : full.endsWith('.ts') ? [full] : [];
  });

describe('the server’s modules', () => {
  it('are each a folder with a plugin that modules/index.ts registers', () => {
    const index = readFileSync(path.join(modulesDir, 'index.ts'), 'utf8');
    expect(moduleNames.length).toBeGreaterThan(5);
    for (const name of moduleNames) {
      const plugin = readFileSync(path.join(modulesDir, name, 'plugin.ts'), 'utf8');
      expect(plugin, name).toMatch(new RegExp(`name: 'module:${name}'`));
      expect(index, name).toContain(`from './${name}/plugin.ts'`);
    }
  });

  it('take nothing from routes/ and hold no broker or seed data', () => {
    const offenders = filesOf(modulesDir).filter((file) =>
      /from '(\.\.\/)+routes\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
    expect(moduleNames).not.toContain('seed');
    expect(readdirSync(path.join(modulesDir, 'realtime'))).not.toContain('broker');
  });
});
