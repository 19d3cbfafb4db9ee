/**
 * JSON the site reads back from storage or from a file, checked by a schema (valibot, decision
 * 0036) instead of hand-written type guards: what does not fit is never taken for a value. The
 * helpers here hold no store's shape; each store writes its own schema with them.
 */
import * as v from 'valibot';

/** Parses JSON without throwing: nothing stored, or anything unreadable, is `undefined`. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A `parse` for `persisted` (./persisted.ts): the stored text read as JSON and checked by `schema`.
 * Nothing stored, unreadable JSON or a value of another shape is `initial`; it never throws.
 */
export function readJson<S extends v.GenericSchema, I = v.InferOutput<S>>(
  schema: S,
  initial: I,
): (raw: string | null) => v.InferOutput<S> | I {
  return (raw) => {
    const result = v.safeParse(schema, parseJson(raw));
    return result.success ? result.output : initial;
  };
}

/** A plain object (not an array, not null): what JSON has for a map or a record. */
export const plainObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
);

/** A map in a plain object whose every key and value must fit (one that does not fails it all). */
export const entriesOf = <K extends v.GenericSchema<string, string>, S extends v.GenericSchema>(
  key: K,
  value: S,
) => v.pipe(plainObject, v.record(key, value));

/** The outputs of the inputs that fit `schema`; the others are left out. */
function fitting<S extends v.GenericSchema>(schema: S, inputs: readonly unknown[]): v.InferOutput<S>[] {
  return inputs.flatMap((input) => {
    const result = v.safeParse(schema, input);
    return result.success ? [result.output] : [];
  });
}

/** An array read leniently: an item that does not fit is dropped, the rest kept. */
export const someOf = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => fitting(item, items)),
  );

/** A map in a plain object read leniently: an entry whose key or value does not fit is dropped. */
export const someEntriesOf = <K extends v.GenericSchema<string, string>, S extends v.GenericSchema>(
  key: K,
  value: S,
) =>
  v.pipe(
    plainObject,
    v.transform((map) => Object.fromEntries(fitting(v.tuple([key, value]), Object.entries(map)))),
  );

/**
 * A value stored as `{ version, ...fields }`: another version (or none) does not fit; the fields
 * are checked by `fields`, and the version is left out of the output.
 */
export const versioned = <S extends v.GenericSchema>(version: number, fields: S) =>
  v.pipe(
    v.unknown(),
    v.check((input) => v.is(v.looseObject({ version: v.literal(version) }), input)),
    fields,
  );
