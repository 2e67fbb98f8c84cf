"""Runs every test_*.py here with unittest and writes the outcome as JSON (for `npm test`'s summary).

Usage: python run_suite.py <report.json>. Exit code 0 only when every test passed.
"""

import json
import os
import sys
import unittest


class RecordingResult(unittest.TextTestResult):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1


def main() -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    suite = unittest.defaultTestLoader.discover(here, pattern="test_*.py", top_level_dir=here)
    runner = unittest.TextTestRunner(resultclass=RecordingResult, verbosity=2, stream=sys.stdout)
    result = runner.run(suite)
    problems = [f"{test.id()}: {trace.strip().splitlines()[-1]}" for test, trace in result.failures + result.errors]
    problems += [f"{test.id()}: skipped ({why}); skipped tests are not allowed" for test, why in result.skipped]
    report = {
        "passed": result.passed,
        "failed": len(result.failures) + len(result.errors) + len(result.skipped) + len(result.unexpectedSuccesses),
        "problems": problems,
    }
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        json.dump(report, out)
    return 0 if report["failed"] == 0 and report["passed"] > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
