// Reads a vitest JSON report and counts the results per suite (the first folder under tests/).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function suiteOf(file, root) {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === 'tests' && parts[1] ? parts[1] : parts[0];
}

function emptyCounts() {
  return { passed: 0, failed: 0, skipped: 0, files: 0, problems: [] };
}

/**
 * Returns { suites: { [name]: { passed, failed, skipped, files, problems } } } or null when the
 * report is missing or unreadable. A file that failed outside its tests (import error, hook) counts
 * as one failed test, so a crash can never read as a pass.
 */
export function readVitestReport(reportFile, root) {
  if (!existsSync(reportFile)) return null;
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return null;
  }
  const suites = {};
  for (const file of report.testResults ?? []) {
    const name = suiteOf(file.name, root);
    const counts = (suites[name] ??= emptyCounts());
    counts.files += 1;
    let failedHere = 0;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') {
        counts.failed += 1;
        failedHere += 1;
        counts.problems.push(`${path.relative(root, file.name)} › ${test.fullName}`);
      } else {
        counts.skipped += 1;
        counts.problems.push(`${path.relative(root, file.name)} › ${test.fullName} (${test.status})`);
      }
    }
    if (file.status === 'failed' && failedHere === 0) {
      counts.failed += 1;
      const reason = (file.message ?? '').split('\n')[0] || 'failed outside its tests';
      counts.problems.push(`${path.relative(root, file.name)}: ${reason}`);
    }
  }
  return { suites };
}
