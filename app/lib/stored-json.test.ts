import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { entriesOf, parseJson, readJson, someEntriesOf, someOf, versioned } from './stored-json';

const point = v.object({ x: v.number(), y: v.number() });
const ORIGIN = { x: 0, y: 0 };

describe('JSON read back through a schema', () => {
  it('takes a valid value, with only the fields the schema knows', () => {
    expect(readJson(point, ORIGIN)('{"x":1,"y":2,"note":"dropped"}')).toEqual({ x: 1, y: 2 });
  });

  it('reads nothing stored, a damaged text or a value of the wrong shape as the initial value', () => {
    const read = readJson(point, ORIGIN);
    for (const raw of [null, '', '{"x":1,', 'undefined', 'null', '[]', '"x"', '{"x":1}', '{"x":"1","y":2}'])
      expect(read(raw), String(raw)).toBe(ORIGIN);
    expect(parseJson('{oops')).toBeUndefined();
  });

  it('reads a versioned value of its own version only, without the version', () => {
    const read = readJson(versioned(1, point), null);
    expect(read('{"version":1,"x":1,"y":2}')).toEqual({ x: 1, y: 2 });
    expect(read('{"version":2,"x":1,"y":2}')).toBeNull();
    expect(read('{"x":1,"y":2}')).toBeNull();
  });

  it('keeps the fitting entries of a list or a map read leniently, and none of a wrong shape', () => {
    expect(v.parse(someOf(point), [{ x: 1, y: 1 }, { x: 'a' }, 3])).toEqual([{ x: 1, y: 1 }]);
    const map = someEntriesOf(v.pipe(v.string(), v.regex(/^[a-z]+$/)), v.number());
    expect(v.parse(map, { a: 1, B: 2, c: 'x', d: 4 })).toEqual({ a: 1, d: 4 });
    expect(v.is(map, [1, 2])).toBe(false);
    expect(v.is(someOf(point), { 0: ORIGIN })).toBe(false);
  });

  it('refuses a whole map checked strictly when one entry does not fit, and an array for a map', () => {
    const map = entriesOf(v.string(), v.number());
    expect(v.is(map, { a: 1, b: 2 })).toBe(true);
    expect(v.is(map, { a: 1, b: '2' })).toBe(false);
    expect(v.is(map, [])).toBe(false);
    expect(v.is(map, null)).toBe(false);
  });
});
