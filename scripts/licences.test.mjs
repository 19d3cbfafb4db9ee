import { describe, expect, it } from 'vitest';
import { EXCEPTIONS, lockedPackages, projectPackages, satisfies, unfitLicences } from './licences.mjs';

/**
 * A lockfile of one package besides the project.
 * @param {Record<string, unknown>} entry
 * @returns {{ packages: Record<string, Record<string, unknown>> }}
 */
const lockOf = (entry) => ({
  packages: { '': { name: 'project' }, 'node_modules/some-package': entry },
});

describe('the dependencies’ licences', () => {
  it('fit the MIT code and the CC BY-SA content: every package of package-lock.json', () => {
    const packages = projectPackages();
    expect(packages.length).toBeGreaterThan(500);
    expect(unfitLicences(packages)).toEqual([]);
  });

  it('fail a package under the GPL by name and licence, in a tool as in what ships', () => {
    for (const dev of [true, false]) {
      const packages = lockedPackages(lockOf({ version: '1.0.0', license: 'GPL-3.0-only', dev }));
      expect(unfitLicences(packages)).toEqual([expect.stringMatching(/^some-package: GPL-3.0-only /)]);
    }
  });

  it('allow a tools-only licence in a dev dependency only, and fail a package without one', () => {
    expect(unfitLicences(lockedPackages(lockOf({ license: 'MPL-2.0', dev: true })))).toEqual([]);
    expect(unfitLicences(lockedPackages(lockOf({ license: 'MPL-2.0' })))).toEqual([
      expect.stringContaining('some-package: MPL-2.0 (may ship'),
    ]);
    expect(unfitLicences(lockedPackages(lockOf({ dev: true })))).toEqual([
      expect.stringContaining('some-package: (no licence)'),
    ]);
    expect(unfitLicences(lockedPackages(lockOf({ license: { type: 'MIT' } })))).toEqual([]);
  });

  it('read SPDX expressions: OR needs one, AND needs both, WITH and + judged by the licence', () => {
    const fits = (/** @type {string} */ id) => ['MIT', 'Apache-2.0', 'CC0-1.0'].includes(id);
    expect(satisfies('(MIT OR Apache-2.0)', fits)).toBe(true);
    expect(satisfies('MIT OR GPL-3.0-only', fits)).toBe(true);
    expect(satisfies('MIT AND GPL-3.0-only', fits)).toBe(false);
    expect(satisfies('(MIT AND Zlib)', fits)).toBe(false);
    expect(satisfies('Apache-2.0 WITH LLVM-exception', fits)).toBe(true);
    expect(satisfies('GPL-2.0+ OR (MIT AND CC0-1.0)', fits)).toBe(true);
    expect(satisfies('GPL-2.0+', fits)).toBe(false);
    for (const broken of ['', 'MIT OR', '(MIT', 'MIT Apache-2.0', 'SEE LICENSE IN LICENSE.txt'])
      expect(satisfies(broken, fits), broken).toBe(false);
  });

  it('names each exception with a reason, and each is still in the lockfile', () => {
    const names = new Set(projectPackages().map((p) => p.name));
    for (const [name, reason] of EXCEPTIONS) {
      expect(names.has(name), name).toBe(true);
      expect(reason.length).toBeGreaterThan(40);
    }
  });
});
