import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  contentTypeOf,
  entryNameProblem,
  unpackBundle,
} from '../../../../../../functions/domains/deployments/drivers/static-bundle.js';

const page = strToU8('<!doctype html><title>app</title>');

describe('unpackBundle', () => {
  it('unpacks a site, from its root or from its one folder, leaving folders and macOS forks out', () => {
    expect(unpackBundle(zipSync({ 'index.html': page, 'assets/app.js': strToU8('1') })).map((f) => f.path)).toEqual([
      'index.html',
      'assets/app.js',
    ]);
    const wrapped = zipSync({ 'dist/': new Uint8Array(), 'dist/index.html': page, '__MACOSX/dist/._index.html': page });
    expect(unpackBundle(wrapped).map((f) => f.path)).toEqual(['index.html']);
  });

  it('refuses what climbs out of the app, what is too big, no index.html and what is not a zip', () => {
    // fflate writes names as given, so an archive can carry a zip-slip entry.
    expect(() => unpackBundle(zipSync({ 'index.html': page, '../../etc/passwd': page }))).toThrow(
      'has a . or .. segment',
    );
    expect(() => unpackBundle(zipSync({ 'index.html': page, 'big.bin': new Uint8Array(2048) }), 1024)).toThrow(
      'it unpacks to more than',
    );
    expect(() => unpackBundle(zipSync({ 'about.html': page }))).toThrow('it has no index.html at its root');
    expect(() => unpackBundle(strToU8('not a zip'))).toThrow('it is not a readable zip file');
  });

  it('checks each entry name for absolute paths, drive letters, backslashes and control characters', () => {
    expect(entryNameProblem('assets/app.js')).toBeUndefined();
    expect(entryNameProblem('/etc/passwd')).toBe('an absolute path');
    expect(entryNameProblem('C:/Windows/win.ini')).toBe('an absolute path');
    expect(entryNameProblem('..\\..\\x')).toBe('a backslash');
    expect(entryNameProblem('a/./b')).toBe('a . or .. segment');
    expect(entryNameProblem('a\nb')).toBe('a control character');
  });

  it('serves files with their content type', () => {
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('assets/app.MJS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('blob')).toBe('application/octet-stream');
  });
});
