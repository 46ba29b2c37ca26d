// The dependency audit's pieces that need no network (scripts/audit.mjs runs them): the lockfile's
// provenance, exact pins in every manifest, the packages that run install scripts, and reading
// `npm audit --json`, whose advisory service may be out of reach (docs/security/dependency-audit.md).

/** A registry tarball: `https://<registry>/<name>/-/<file>.tgz` (scoped names have two parts). */
const REGISTRY_TARBALL = /^https:\/\/[^/]+\/(?:@[^/]+\/)?[^/]+\/-\/[^/]+\.tgz$/;
export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'];
const EXACT = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'];

/** `node_modules/a/node_modules/@b/c` is `@b/c`. */
function packageName(path) {
  return path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** Installed packages of a v2/v3 lockfile: not the root, a workspace or a link. */
export function lockedPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.link)
    .map(([path, entry]) => ({ path, name: packageName(path), ...entry }));
}

/**
 * What would let an install bypass the registry or its checksums: an old lockfile format, a
 * package resolved from anywhere but the registry (git, a URL, a file), or one without a sha512
 * integrity. The lockfile may omit `resolved` (npm's omit-lockfile-registry-resolved, as this
 * repository's does): that means the configured registry.
 */
export function lockfileProblems(lock) {
  const problems = [];
  if (!(lock.lockfileVersion >= 2)) problems.push(`lockfileVersion ${lock.lockfileVersion}: a v2 or v3 lockfile (npm 7+) is needed`);
  for (const p of lockedPackages(lock)) {
    const id = `${p.name}@${p.version ?? '?'}`;
    if (p.resolved && !REGISTRY_TARBALL.test(p.resolved)) problems.push(`${id}: resolved outside the registry (${p.resolved})`);
    if (!p.integrity || !p.integrity.startsWith('sha512-')) problems.push(`${id}: no sha512 integrity in the lockfile`);
  }
  return problems;
}

/** Dependencies of one manifest that are not pinned to one exact version (DESIGN.md section 2). */
export function loosePins(manifest, file) {
  const out = [];
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (!EXACT.test(range)) out.push(`${file}: ${field}.${name} is "${range}", not an exact version`);
    }
  }
  for (const [name, range] of Object.entries(manifest.overrides ?? {})) {
    if (typeof range === 'string' && !EXACT.test(range)) out.push(`${file}: overrides.${name} is "${range}", not an exact version`);
  }
  return out;
}

/** Packages that run code when installed: shown on every run, to notice a new one. */
export function installScripts(lock) {
  return lockedPackages(lock)
    .filter((p) => p.hasInstallScript)
    .map((p) => `${p.name}@${p.version}`)
    .sort();
}

/**
 * `npm audit --json` output: the advisories found, or why there is no answer (the service is
 * unreachable, refused the request, or npm printed something else).
 */
export function readAudit(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { reachable: false, reason: `npm audit printed no JSON: ${String(text).trim().slice(0, 200) || '(nothing)'}` };
  }
  if (!report || typeof report !== 'object' || !report.vulnerabilities) {
    const reason =
      report?.message || report?.error?.summary || (report?.statusCode ? `HTTP ${report.statusCode}` : 'no vulnerabilities section');
    return { reachable: false, reason };
  }
  const findings = Object.values(report.vulnerabilities).map((v) => ({
    name: v.name,
    severity: v.severity,
    range: v.range,
    direct: Boolean(v.isDirect),
    fix: v.fixAvailable === true ? 'npm audit fix' : v.fixAvailable ? `${v.fixAvailable.name}@${v.fixAvailable.version}` : 'none',
    advisories: (v.via ?? []).filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`),
  }));
  return { reachable: true, findings };
}

/** Findings at or above a severity. */
export function atLeast(findings, level) {
  const floor = SEVERITIES.indexOf(level);
  if (floor < 0) throw new Error(`unknown severity ${level}: one of ${SEVERITIES.join(', ')}`);
  return findings.filter((f) => SEVERITIES.indexOf(f.severity) >= floor);
}
