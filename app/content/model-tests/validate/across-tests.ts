import type { ModelTest } from '../schema';
import { MODEL_TEST_PARTS } from '../parts';
import { PART_NAMES, contentParts } from './shared';

/** The words of a name that identify a person: "Frau Sabine Brandt" → Sabine, Brandt. */
const TITLES = new Set(['Frau', 'Herr', 'Familie', 'Dr.', 'Oma', 'Opa']);
const nameWords = (name: string) =>
  name.split(/[\s-]+/).filter((w) => w.length > 1 && !TITLES.has(w) && /^\p{Lu}/u.test(w));

/**
 * The rules across the tests: no part's key string in two tests, no item number with the same key
 * in every test (all parts, listening included), at least two text types in reading 2, no topic in
 * more than two parts, and a name in one role only (family members of one part may share a name).
 */
export function validateModelTests(tests: ModelTest[]): string[] {
  const problems: string[] = [];
  if (tests.length < 2) return problems;

  for (const entry of MODEL_TEST_PARTS) {
    const name = PART_NAMES[entry.key] ?? entry.key;
    const keysOf = (t: ModelTest) => (t[entry.key].items as { key: string }[]).map((i) => i.key);
    const strings = new Map<string, string[]>();
    for (const t of tests) {
      const s = keysOf(t).join('');
      strings.set(s, [...(strings.get(s) ?? []), t.id]);
    }
    for (const [s, ids] of strings)
      if (ids.length > 1) problems.push(`${name}: tests ${ids.join(' and ')} share the key string ${s}`);
    for (let i = 0; i < entry.count; i++) {
      const keys = tests.map((t) => keysOf(t)[i]);
      if (keys.every((k) => k === keys[0]))
        problems.push(
          `${name}, item ${entry.first + i}: key ${keys[0]} in every test (${tests.map((t) => t.id).join(', ')})`,
        );
    }
  }

  if (new Set(tests.map((t) => t.reading2.textType)).size < 2)
    problems.push(
      `reading 2: every test's article is a ${tests[0]!.reading2.textType}; use at least two text types`,
    );

  const topicParts = new Map<string, string[]>();
  const roles = new Map<string, { where: string; role: string; name: string }[]>();
  for (const t of tests)
    for (const [key, part] of contentParts(t)) {
      const where = `test ${t.id}, ${PART_NAMES[key] ?? key}`;
      for (const topic of new Set(part.topics ?? []))
        topicParts.set(topic, [...(topicParts.get(topic) ?? []), where]);
      for (const person of part.people ?? [])
        for (const word of nameWords(person.name))
          roles.set(word, [...(roles.get(word) ?? []), { where, role: person.role, name: person.name }]);
    }
  for (const [topic, parts] of topicParts)
    if (parts.length > 2)
      problems.push(`topic "${topic}" in ${parts.length} parts (${parts.join('; ')}), at most 2`);
  for (const [word, uses] of roles) {
    const clash = uses.find((u) => uses.some((v) => v.where !== u.where && v.role !== u.role));
    if (clash)
      problems.push(
        `name "${word}" in more than one role: ${uses.map((u) => `${u.name} (${u.role}) in ${u.where}`).join('; ')}`,
      );
  }
  return problems;
}
