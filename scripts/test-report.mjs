// What a step's JSON report counted (scripts/test.mjs): vitest's json reporter or Playwright's.
import fs from 'node:fs';

/** { passed, failed, skipped, skippedNames }, or null when the runner wrote no report. */
export function readReport(kind, file) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  return kind === 'vitest' ? fromVitest(report) : fromPlaywright(report);
}

function fromVitest(report) {
  const skippedNames = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'skipped' || t.status === 'pending' || t.status === 'todo')
      .map((t) => `${relative(file.name)} › ${t.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: skippedNames.length, skippedNames };
}

function fromPlaywright(report) {
  const skippedNames = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'skipped') {
          const why = t.annotations?.find((a) => a.type === 'skip')?.description;
          skippedNames.push(`${file} › ${spec.title}${why ? ` (${why})` : ''}`);
        }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  // A flaky test passed on a retry; there are none (retries: 0), and one would count as failed.
  return { passed: expected, failed: unexpected + flaky, skipped: skippedNames.length, skippedNames };
}

const relative = (name) => name.replace(`${process.cwd()}/`, '');
