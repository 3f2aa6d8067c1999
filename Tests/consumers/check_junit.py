#!/usr/bin/env python3
"""Reads a trackcheck JUnit report with an independent parser (junitparser,
from PyPI) and checks that its counts agree with trackcheck's own results file.

    python3 Tests/consumers/check_junit.py Reports/junit.xml Reports/results.json

Mapping (docs/RESULTS.md): JUnit failures = failed + fixed; errors = error;
skipped = not-applicable + expected-failure; tests = every case. A run whose
verdict is incomplete or nothing-tested has one more test, in the suite
"trackcheck.run", with one more error: the run itself is not green.
"""
import json
import sys

from junitparser import Error, Failure, JUnitXml, Skipped


def main(junit_path, results_path):
    xml = JUnitXml.fromfile(junit_path)
    counted = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    ids = []
    for suite in xml:
        declared = {"tests": suite.tests, "failures": suite.failures, "errors": suite.errors, "skipped": suite.skipped}
        seen = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        for case in suite:
            seen["tests"] += 1
            ids.append(case.name.split(":", 1)[0])
            for result in case.result:
                if isinstance(result, Failure):
                    seen["failures"] += 1
                elif isinstance(result, Error):
                    seen["errors"] += 1
                elif isinstance(result, Skipped):
                    seen["skipped"] += 1
        if declared != seen:
            sys.exit("%s: suite %s declares %s but holds %s" % (junit_path, suite.name, declared, seen))
        for key in counted:
            counted[key] += seen[key]

    results = json.load(open(results_path))
    summary = results["summary"]
    run_error = 1 if results.get("verdict") in ("incomplete", "nothing-tested") else 0
    expected = {
        "tests": summary["total"] + run_error,
        "failures": summary["failed"] + summary["fixed"],
        "errors": summary["error"] + run_error,
        "skipped": summary["not-applicable"] + summary["expected-failure"],
    }
    run_suites = [suite for suite in xml if suite.name == "trackcheck.run"]
    if len(run_suites) != run_error:
        sys.exit("%s: verdict %s, but %d run-level suites" % (junit_path, results.get("verdict"), len(run_suites)))
    if counted != expected:
        sys.exit("%s: junitparser counts %s, trackcheck's results say %s" % (junit_path, counted, expected))
    if len(ids) != len(set(ids)):
        sys.exit("%s: a case id appears twice" % junit_path)
    print("%s: junitparser agrees with %s: %s" % (junit_path, results_path, counted))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
