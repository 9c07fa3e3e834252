import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  defaultPreferences,
  preferencesStorageKey,
  restorePreferences,
  type PreferenceColumn,
} from '../../../web/src/components/table-preferences.js';

const columns: PreferenceColumn[] = [
  { id: 'name', label: '名称', alwaysVisible: true },
  { id: 'type', label: '类型' },
  { id: 'ip', label: 'IP' },
  { id: 'status', label: '状态' },
];

describe('table preferences', () => {
  const defaults = defaultPreferences(columns, ['ip']);

  it('shows every column but the hidden ones, lines wrapped, before any choice', () => {
    expect(defaults).toEqual({
      contentDisplay: [
        { id: 'name', visible: true },
        { id: 'type', visible: true },
        { id: 'ip', visible: false },
        { id: 'status', visible: true },
      ],
      wrapLines: true,
    });
    expect(restorePreferences(null, columns, defaults)).toBe(defaults);
    expect(restorePreferences('not json', columns, defaults)).toBe(defaults);
  });

  it('keeps a stored order and visibility, drops gone columns and adds new ones at their default', () => {
    const stored = JSON.stringify({
      contentDisplay: [
        { id: 'status', visible: true },
        { id: 'gone', visible: true },
        { id: 'name', visible: false },
        { id: 'type', visible: false },
      ],
      wrapLines: false,
    });
    expect(restorePreferences(stored, columns, defaults)).toEqual({
      contentDisplay: [
        { id: 'status', visible: true },
        { id: 'name', visible: true },
        { id: 'type', visible: false },
        { id: 'ip', visible: false },
      ],
      wrapLines: false,
    });
  });

  it('keeps each table under a key of its own', () => {
    expect(preferencesStorageKey('equipment-table')).toBe('table-preferences:equipment-table');
  });

  it("lists a table's columns by id and header text, the naming column always shown", () => {
    expect(
      columnsOf(
        [
          { id: 'name', header: '名称', cell: () => '' },
          { id: 'state', header: null, cell: () => '' },
        ],
        'name',
      ),
    ).toEqual([
      { id: 'name', label: '名称', alwaysVisible: true },
      { id: 'state', label: 'state' },
    ]);
  });
});

const webSource = resolve(import.meta.dirname, '../../../web/src');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

/** The initializer of `name` declared in a block around `from` (innermost first), if any. */
function declaredValue(name: string, from: ts.Node): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = from; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const declaration = statement.declarationList.declarations.find(
        (d) => ts.isIdentifier(d.name) && d.name.text === name,
      );
      if (declaration?.initializer) return declaration.initializer;
    }
  }
  return undefined;
}

/**
 * How many columns an expression of column definitions can hold: an array's elements (a spread adds what it
 * spreads), the larger branch of a condition, a local constant's value and what is pushed onto it; 0 for what is
 * not written out here (columns mapped from data, a hook's result).
 */
function columnCount(expression: ts.Expression, file: ts.SourceFile): number {
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression))
    return columnCount(expression.expression, file);
  if (ts.isConditionalExpression(expression))
    return Math.max(columnCount(expression.whenTrue, file), columnCount(expression.whenFalse, file));
  if (ts.isArrayLiteralExpression(expression))
    return expression.elements.reduce(
      (sum, element) => sum + (ts.isSpreadElement(element) ? columnCount(element.expression, file) : 1),
      0,
    );
  if (ts.isIdentifier(expression)) {
    const value = declaredValue(expression.text, expression);
    let pushed = 0;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'push' &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === expression.text
      )
        pushed += node.arguments.length;
      ts.forEachChild(node, visit);
    };
    visit(file);
    return (value ? columnCount(value, file) : 0) + pushed;
  }
  return 0;
}

/**
 * Every table written out with more than five columns and no `preferences`: a Cloudscape `Table`'s
 * `columnDefinitions`, or the `columns` of one of the console's table blocks (`CatalogueTable`, `…Table`).
 */
function tablesWithoutPreferences(): string[] {
  return tsxFiles(webSource).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    // Only files that write a table's columns are parsed (the rest would double the test's time).
    if (!/\b(columnDefinitions|columns)=\{/.test(text)) return [];
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const tag = node.tagName.getText(file);
        const attributes = node.attributes.properties.filter(ts.isJsxAttribute);
        const named = (name: string) => attributes.find((a) => a.name.getText(file) === name);
        const columns = named('columnDefinitions') ?? (tag.endsWith('Table') ? named('columns') : undefined);
        const value = columns?.initializer;
        if (value && ts.isJsxExpression(value) && value.expression) {
          const count = columnCount(value.expression, file);
          if (count > 5 && !named('preferences')) {
            const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
            found.push(`${relative(webSource, path).split(sep).join('/')}:${line + 1} <${tag}> ${count} columns`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  });
}

describe('the console tables', () => {
  it('offer column preferences wherever they have more than five columns', () => {
    expect(tablesWithoutPreferences()).toEqual([]);
  });
});
