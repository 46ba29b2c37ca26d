/** The dependency audit's offline checks and its reading of `npm audit --json` (scripts/audit.mjs). */
import { describe, expect, it } from 'vitest';
import { atLeast, installScripts, lockfileProblems, loosePins, readAudit } from './checks.mjs';

const lock = (packages: Record<string, object>, lockfileVersion = 3) => ({ lockfileVersion, packages: { '': { name: 'x' }, ...packages } });
const sha = 'sha512-AAAA';

describe('lockfile checks', () => {
  it('accepts registry packages with integrity, workspaces and links, with or without `resolved`', () => {
    const good = lock({
      'node_modules/a': { version: '1.0.0', integrity: sha },
      'node_modules/b/node_modules/@s/c': { version: '2.0.0', integrity: sha, resolved: 'https://registry.example/@s/c/-/c-2.0.0.tgz' },
      'apps/web': { name: '@x/web', version: '0.1.0' },
      'node_modules/@x/web': { link: true, resolved: 'apps/web' },
    });
    expect(lockfileProblems(good)).toEqual([]);
  });

  it('refuses git, URL and file sources, a missing or weak integrity, and an old lockfile', () => {
    const bad = lock(
      {
        'node_modules/g': { version: '1.0.0', integrity: sha, resolved: 'git+ssh://git@example.com/g.git#abc' },
        'node_modules/u': { version: '1.0.0', integrity: sha, resolved: 'https://example.com/u.tgz' },
        'node_modules/h': { version: '1.0.0', integrity: sha, resolved: 'http://registry.example/h/-/h-1.0.0.tgz' },
        'node_modules/n': { version: '1.0.0' },
        'node_modules/w': { version: '1.0.0', integrity: 'sha1-AAAA' },
      },
      1,
    );
    expect(lockfileProblems(bad)).toEqual([
      'lockfileVersion 1: a v2 or v3 lockfile (npm 7+) is needed',
      'g@1.0.0: resolved outside the registry (git+ssh://git@example.com/g.git#abc)',
      'u@1.0.0: resolved outside the registry (https://example.com/u.tgz)',
      'h@1.0.0: resolved outside the registry (http://registry.example/h/-/h-1.0.0.tgz)',
      'n@1.0.0: no sha512 integrity in the lockfile',
      'w@1.0.0: no sha512 integrity in the lockfile',
    ]);
  });

  it('lists packages with install scripts', () => {
    expect(installScripts(lock({ 'node_modules/e': { version: '0.1.0', integrity: sha, hasInstallScript: true } }))).toEqual(['e@0.1.0']);
  });

  it('wants exact versions in every manifest', () => {
    const manifest = {
      dependencies: { a: '1.2.3', b: '^1.2.3' },
      devDependencies: { c: '~2.0.0', d: '1.0.0-rc.1' },
      overrides: { e: 'latest' },
    };
    expect(loosePins(manifest, 'apps/x/package.json')).toEqual([
      'apps/x/package.json: dependencies.b is "^1.2.3", not an exact version',
      'apps/x/package.json: devDependencies.c is "~2.0.0", not an exact version',
      'apps/x/package.json: overrides.e is "latest", not an exact version',
    ]);
  });
});

describe('reading npm audit', () => {
  it('tells an unreachable advisory service apart from a clean report', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(readAudit(refused)).toEqual({
      reachable: false,
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(readAudit('')).toMatchObject({ reachable: false });
    expect(readAudit(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} }))).toEqual({
      reachable: true,
      findings: [],
    });
  });

  it('reads findings with their advisories and fixes, and filters them by severity', () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        a: {
          name: 'a',
          severity: 'high',
          isDirect: true,
          range: '<1.2.4',
          fixAvailable: true,
          via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx', severity: 'high' }],
        },
        b: { name: 'b', severity: 'low', isDirect: false, range: '*', fixAvailable: { name: 'c', version: '2.0.0' }, via: ['a'] },
      },
    };
    const read = readAudit(JSON.stringify(report));
    expect(read.findings).toEqual([
      {
        name: 'a',
        severity: 'high',
        range: '<1.2.4',
        direct: true,
        fix: 'npm audit fix',
        advisories: ['Prototype pollution (https://github.com/advisories/GHSA-xxxx)'],
      },
      { name: 'b', severity: 'low', range: '*', direct: false, fix: 'c@2.0.0', advisories: [] },
    ]);
    expect(atLeast(read.findings, 'moderate').map((f: { name: string }) => f.name)).toEqual(['a']);
    expect(atLeast(read.findings, 'low')).toHaveLength(2);
    expect(() => atLeast(read.findings, 'severe')).toThrow(/unknown severity/);
  });
});
