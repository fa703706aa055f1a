import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cssModuleClasses,
  describeMissing,
  findClassUses,
  findMissingClasses,
  readIfExists,
  tsxFilesUnder,
} from './css-modules.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('every CSS-module class a component uses is defined', () => {
  it('holds for apps/web and packages/ui (regression: post-card used styles.srOnly with no .srOnly)', () => {
    const components = ['apps/web/src', 'packages/ui/src']
      .flatMap((dir) => tsxFilesUnder(path.join(repoRoot, dir)))
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const { missing, checked } = findMissingClasses(components, readIfExists);

    // Guards the guard: a scan that finds nothing to check would pass for the wrong reason.
    expect(components.length).toBeGreaterThan(50);
    expect(checked).toBeGreaterThan(200);
    expect(missing.length, describeMissing(missing, repoRoot)).toBe(0);
  });
});

describe('cssModuleClasses', () => {
  it('reads classes from selectors, nested rules and at-rule blocks', () => {
    const css = `
      .card { padding: var(--space-4); }
      .card:hover > .title, .row.active::after { color: red; }
      @media (min-width: 40rem) { .wide { gap: 0.5rem; } }
      .list { & .item { margin: 0 } .nested-child & { top: 0; } }
      @container card (min-width: 30em) { .compact { display: none } }
    `;
    expect([...cssModuleClasses(css)].sort()).toEqual(
      ['active', 'card', 'compact', 'item', 'list', 'nested-child', 'row', 'title', 'wide'].sort(),
    );
  });

  it('ignores what only looks like a class: comments, strings, urls, numbers and :global', () => {
    const css = `
      /* .commented { } */
      .real {
        background: url(images/photo.png) no-repeat;
        font: 1.5em/1.2 sans-serif;
        content: ".quoted";
      }
      :global(.theme-dark) .local { color: white; }
      .before :global .after { color: black; }
    `;
    expect([...cssModuleClasses(css)].sort()).toEqual(['before', 'local', 'real']);
  });
});

describe('findClassUses', () => {
  it('finds dotted and quoted uses with their line and column, and counts computed keys', () => {
    const source = [
      "import styles from './card.module.css';",
      "import other from '../other.module.css';",
      "import { helper } from './helper.ts';",
      '',
      'export const Card = ({ tone }: { tone: string }) => (',
      "  <div className={styles.card}><span className={other['sr-only']} />",
      '    <b className={styles[tone]} />{helper.notACssModule}',
      '  </div>',
      ');',
    ].join('\n');
    const { uses, dynamic } = findClassUses('/repo/src/card/card.tsx', source);
    expect(
      uses.map(({ line, column, className, cssFile, expression }) => ({
        line,
        column,
        className,
        cssFile,
        expression,
      })),
    ).toEqual([
      {
        line: 6,
        column: 19,
        className: 'card',
        cssFile: '/repo/src/card/card.module.css',
        expression: 'styles.card',
      },
      {
        line: 6,
        column: 49,
        className: 'sr-only',
        cssFile: '/repo/src/other.module.css',
        expression: "other['sr-only']",
      },
    ]);
    expect(dynamic).toBe(1);
  });
});

describe('findMissingClasses', () => {
  // An in-memory copy of the shipped bug: the check must fail on it, naming file and line.
  const component = {
    file: '/repo/apps/web/src/widgets/posts/ui/post-card.tsx',
    text: [
      "import styles from './post-card.module.css';",
      'export function PostCard() {',
      '  return (',
      '    <article className={styles.card}>',
      '      <span className={styles.srOnly}>Post by Dana</span>',
      '    </article>',
      '  );',
      '}',
    ].join('\n'),
  };

  it('fails on a class that is used but not defined, naming file:line', () => {
    const css = { '/repo/apps/web/src/widgets/posts/ui/post-card.module.css': '.card {}' };
    const { missing, checked } = findMissingClasses([component], (file) =>
      file in css ? css[file as keyof typeof css] : undefined,
    );
    expect(checked).toBe(2);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ className: 'srOnly', line: 5, reason: 'no-such-class' });
    expect(describeMissing(missing, '/repo')).toContain(
      'apps/web/src/widgets/posts/ui/post-card.tsx:5:24  uses styles.srOnly but apps/web/src/widgets/posts/ui/post-card.module.css defines no .srOnly',
    );
  });

  it('passes once the class is defined', () => {
    const { missing } = findMissingClasses(
      [component],
      () => '.card {} .srOnly { clip: rect(0 0 0 0) }',
    );
    expect(missing).toEqual([]);
  });

  it('reports an import of a CSS module that does not exist', () => {
    const { missing } = findMissingClasses([component], () => undefined);
    expect(missing.map((miss) => miss.reason)).toEqual(['no-such-module', 'no-such-module']);
    expect(describeMissing(missing, '/repo')).toContain(
      'imports ./post-card.module.css, which does not exist',
    );
  });
});
