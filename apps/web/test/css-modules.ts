/**
 * Finds CSS-module classes that components use but their module does not define. Such a class is
 * `undefined` at run time, so the element silently loses its styles (post-card.tsx used
 * `styles.srOnly` while post-card.module.css had no `.srOnly`: the screen-reader-only label was
 * drawn on screen). Vite exports class names as written (no camelCase conversion), so the name in
 * the component must match the selector exactly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One `<styles>.<name>` or `<styles>['name']` in a component. */
export interface ClassUse {
  /** The component file, as given to `findClassUses`. */
  file: string;
  line: number;
  column: number;
  /** The import specifier as written, e.g. `./post-card.module.css`. */
  specifier: string;
  /** The CSS module's path, resolved against the component's folder. */
  cssFile: string;
  className: string;
  /** The expression as written, e.g. `styles.srOnly`. */
  expression: string;
}

/** A use of a class that the module does not define, or of a module that does not exist. */
export interface MissingClass extends ClassUse {
  reason: 'no-such-class' | 'no-such-module';
}

/**
 * The class names a CSS module exports: every `.name` in a selector (nested rules and at-rule
 * blocks included). Classes inside `:global(…)`, or after a bare `:global` in the same selector,
 * are not exported and are left out. Comments, strings and `url(…)` are ignored, as are
 * declarations, so `url(a.png)` or `0.5rem` never count as classes.
 */
export function cssModuleClasses(css: string): Set<string> {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/url\((?:[^()"']|"[^"]*"|'[^']*')*\)/gi, 'url()')
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""');
  const classes = new Set<string>();
  // A prelude is the text before a `{` since the previous `{`, `}` or `;`: a selector list or an
  // at-rule. Declarations end in `;` or `}` and never precede a `{`.
  for (const match of text.matchAll(/([^{};]*)\{/g)) {
    const prelude = match[1] ?? '';
    if (prelude.trimStart().startsWith('@')) continue;
    for (const selector of prelude.split(',')) {
      const local = selector
        .replace(/:global\((?:[^()]|\([^()]*\))*\)/g, ' ')
        .replace(/:global\b[\s\S]*$/, ' ');
      for (const name of local.matchAll(/\.(-?[_a-zA-Z\u00a0-\uffff][_a-zA-Z0-9\u00a0-\uffff-]*)/g))
        if (name[1]) classes.add(name[1]);
    }
  }
  return classes;
}

/** The default or namespace imports of `*.module.css` in a component, by local name. */
function cssModuleImports(source: ts.SourceFile): Map<string, string> {
  const imports = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.endsWith('.module.css')) continue;
    const clause = statement.importClause;
    if (clause?.name) imports.set(clause.name.text, specifier);
    if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings))
      imports.set(clause.namedBindings.name.text, specifier);
  }
  return imports;
}

/**
 * Every static class use in a component: `styles.name`, `styles?.name`, `styles['name']`.
 * A computed key (`styles[variant]`) cannot be read without types and is counted in `dynamic`.
 */
export function findClassUses(file: string, text: string): { uses: ClassUse[]; dynamic: number } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports = cssModuleImports(source);
  const uses: ClassUse[] = [];
  let dynamic = 0;
  if (imports.size === 0) return { uses, dynamic };

  const record = (node: ts.Node, local: string, className: string) => {
    const specifier = imports.get(local) ?? '';
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    uses.push({
      file,
      line: line + 1,
      column: character + 1,
      specifier,
      cssFile: path.resolve(path.dirname(file), specifier),
      className,
      expression: node.getText(source),
    });
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      imports.has(node.expression.text)
    ) {
      record(node, node.expression.text, node.name.text);
    } else if (
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      imports.has(node.expression.text)
    ) {
      const key = node.argumentExpression;
      if (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))
        record(node, node.expression.text, key.text);
      else dynamic += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { uses, dynamic };
}

/**
 * Checks components against their CSS modules. `readCss` answers a module's text, or undefined
 * when there is no such file; each module is read and parsed once.
 */
export function findMissingClasses(
  components: readonly { file: string; text: string }[],
  readCss: (cssFile: string) => string | undefined,
): { missing: MissingClass[]; checked: number; dynamic: number } {
  const parsed = new Map<string, Set<string> | undefined>();
  const classesOf = (cssFile: string) => {
    if (!parsed.has(cssFile)) {
      const css = readCss(cssFile);
      parsed.set(cssFile, css === undefined ? undefined : cssModuleClasses(css));
    }
    return parsed.get(cssFile);
  };
  const missing: MissingClass[] = [];
  let checked = 0;
  let dynamic = 0;
  for (const { file, text } of components) {
    const found = findClassUses(file, text);
    dynamic += found.dynamic;
    for (const use of found.uses) {
      checked += 1;
      const classes = classesOf(use.cssFile);
      if (!classes) missing.push({ ...use, reason: 'no-such-module' });
      else if (!classes.has(use.className)) missing.push({ ...use, reason: 'no-such-class' });
    }
  }
  return { missing, checked, dynamic };
}

/** Every `.tsx` under `dir`, skipping node_modules and build output. */
export function tsxFilesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...tsxFilesUnder(full));
    else if (entry.name.endsWith('.tsx')) files.push(full);
  }
  return files.sort();
}

/** One line per miss, `file:line:column`, relative to `root`, with what to do about it. */
export function describeMissing(missing: readonly MissingClass[], root: string): string {
  const lines = missing.map((miss) => {
    const where = `${path.relative(root, miss.file)}:${miss.line}:${miss.column}`;
    const css = path.relative(root, miss.cssFile);
    return miss.reason === 'no-such-module'
      ? `  ${where}  imports ${miss.specifier}, which does not exist (${css})`
      : `  ${where}  uses ${miss.expression} but ${css} defines no .${miss.className}`;
  });
  return [
    `${missing.length} CSS-module class use(s) with no matching class; each is undefined at run time, so the element loses those styles:`,
    ...lines,
    'Add the class to the CSS module (names are exported exactly as written, no camelCase conversion), or fix the name in the component.',
  ].join('\n');
}

/** Reads a file, or undefined when it does not exist. */
export function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
