#!/usr/bin/env python3
"""Reads a trackcheck JUnit report with three independent parsers from PyPI
(junitparser, xunitparser and junit2html) and checks that each counts what
trackcheck's own results file says.

    python3 Tests/consumers/check_junit.py Reports/junit.xml Reports/results.json
    python3 Tests/consumers/check_junit.py --split Reports/split Reports/results.json
    python3 Tests/consumers/check_junit.py --matrix RUNS SCHEMAS [--check docs/JUNIT.md]

Mapping (docs/RESULTS.md, docs/JUNIT.md): JUnit failures = failed + fixed;
errors = error; skipped = not-applicable + expected-failure; tests = every
case. A run whose verdict is incomplete, nothing-tested or partial has one
more test, in the suite "trackcheck.run", with one more error: the run itself
is not green. junit2html does not tell errors from failures: it counts both as
failed. With --split, every TEST-*.xml file of the folder is read and the
counts are added up.

Exits non-zero, naming the parser and the counts, at the first disagreement
(or when a parser cannot read the file at all: xunitparser, for one, stops at
a property name that two suites share).

--matrix reads RUNS/FLAVOR/KIND/ (junit.xml, results.json and split/, for
each flavor and each kind of run: passing, failing, interrupted,
nothing-tested), checks every file with the three parsers as above, validates
each against every schema in SCHEMAS (with xmllint), and prints the consumer
x schema matrix as a Markdown table; with --check, that table must be the one
in the given file, between the lines "<!-- junit-matrix -->" and
"<!-- /junit-matrix -->".
"""
import glob
import json
import os
import subprocess
import sys

import xunitparser
from junit2htmlreport import parser as junit2html
from junitparser import Error, Failure, JUnitXml, Skipped, TestSuite

KEYS = ("tests", "failures", "errors", "skipped")


def expected_counts(results):
    summary = results["summary"]
    run_error = 1 if results.get("verdict") in ("incomplete", "nothing-tested", "partial") else 0
    return run_error, {
        "tests": summary["total"] + run_error,
        "failures": summary["failed"] + summary["fixed"],
        "errors": summary["error"] + run_error,
        "skipped": summary["not-applicable"] + summary["expected-failure"],
    }


def with_junitparser(path):
    """The counts junitparser finds case by case, after checking each suite's declared counts."""
    xml = JUnitXml.fromfile(path)
    suites = [xml] if isinstance(xml, TestSuite) else list(xml)
    counted = dict.fromkeys(KEYS, 0)
    ids, names = [], []
    for suite in suites:
        names.append(suite.name)
        declared = {"tests": suite.tests, "failures": suite.failures, "errors": suite.errors, "skipped": suite.skipped}
        seen = dict.fromkeys(KEYS, 0)
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
            sys.exit("%s: junitparser: suite %s declares %s but holds %s" % (path, suite.name, declared, seen))
        for key in KEYS:
            counted[key] += seen[key]
    return counted, ids, names


def with_xunitparser(path):
    """xunitparser checks the <testsuites> totals itself when they are there (an assertion)."""
    try:
        suite, result = xunitparser.parse(open(path, "rb"))
    except AssertionError as failure:
        sys.exit("%s: xunitparser cannot read it (an assertion failed: %r)" % (path, failure))
    return {
        "tests": result.testsRun,
        "failures": len(result.failures),
        "errors": len(result.errors),
        "skipped": len(result.skipped),
    }


def with_junit2html(path):
    """junit2html counts errors as failures."""
    report = junit2html.Junit(filename=path)
    cases = [case for suite in report.suites for case in suite.all()]
    failed = sum(1 for case in cases if case.failed())
    skipped = sum(1 for case in cases if case.skipped)
    # It also renders the page, which is what its users see.
    if "<html" not in report.html():
        sys.exit("%s: junit2html rendered no page" % path)
    return {"tests": len(cases), "failures+errors": failed, "skipped": skipped}


def add(total, counts):
    for key, value in counts.items():
        total[key] = total.get(key, 0) + value


def check(report, results_path, split):
    """The three parsers' counts against the results file; exits at the first disagreement."""
    paths = sorted(glob.glob(os.path.join(report, "TEST-*.xml"))) if split else [report]
    if not paths:
        sys.exit("%s: no TEST-*.xml files" % report)
    results = json.load(open(results_path))
    run_error, expected = expected_counts(results)

    by_junitparser, by_xunitparser, by_junit2html = {}, {}, {}
    ids, suites = [], []
    for path in paths:
        counts, case_ids, names = with_junitparser(path)
        add(by_junitparser, counts)
        ids += case_ids
        suites += names
        add(by_xunitparser, with_xunitparser(path))
        add(by_junit2html, with_junit2html(path))

    if suites.count("trackcheck.run") != run_error:
        sys.exit("%s: verdict %s, but %d run-level suites" % (report, results.get("verdict"), suites.count("trackcheck.run")))
    if by_junitparser != expected:
        sys.exit("%s: junitparser counts %s, trackcheck's results say %s" % (report, by_junitparser, expected))
    if by_xunitparser != expected:
        sys.exit("%s: xunitparser counts %s, trackcheck's results say %s" % (report, by_xunitparser, expected))
    folded = {"tests": expected["tests"], "failures+errors": expected["failures"] + expected["errors"], "skipped": expected["skipped"]}
    if by_junit2html != folded:
        sys.exit("%s: junit2html counts %s, trackcheck's results say %s" % (report, by_junit2html, folded))
    if len(ids) != len(set(ids)):
        sys.exit("%s: a case id appears twice" % report)
    return expected


FLAVORS = ("jenkins", "ant")
KINDS = ("passing", "failing", "interrupted", "nothing-tested")
SCHEMAS = (
    ("junit-10.xsd", "Jenkins xUnit (`junit-10.xsd`)"),
    ("junit5-jenkins-junit.xsd", "JUnit 5 / Jenkins (`junit5-jenkins-junit.xsd`)"),
    ("ant-junit-windyroad.xsd", "Ant, windyroad (`ant-junit-windyroad.xsd`)"),
    ("surefire-test-report.xsd", "Maven Surefire (`surefire-test-report.xsd`)"),
)
BEGIN, END = "<!-- junit-matrix -->", "<!-- /junit-matrix -->"


def valid(path, schema):
    return subprocess.run(["xmllint", "--noout", "--schema", schema, path], capture_output=True).returncode == 0


def matrix(runs, schemas):
    """The Markdown table: a row per flavor and file, the kinds of run each schema rejects."""
    rows = []
    header = ["flavor", "file"] + [title for _, title in SCHEMAS] + ["junitparser, xunitparser, junit2html"]
    rows.append("| " + " | ".join(header) + " |")
    rows.append("|" + "---|" * len(header))
    for flavor in FLAVORS:
        for split in (False, True):
            rejected = {name: [] for name, _ in SCHEMAS}
            for kind in KINDS:
                folder = os.path.join(runs, flavor, kind)
                report = os.path.join(folder, "split") if split else os.path.join(folder, "junit.xml")
                expected = check(report, os.path.join(folder, "results.json"), split)
                print("%s: the three parsers agree with results.json: %s" % (report, expected), file=sys.stderr)
                files = sorted(glob.glob(os.path.join(report, "TEST-*.xml"))) if split else [report]
                for name, _ in SCHEMAS:
                    if not all(valid(path, os.path.join(schemas, name)) for path in files):
                        rejected[name].append(kind)
            cells = []
            for name, _ in SCHEMAS:
                kinds = rejected[name]
                cells.append("valid" if not kinds else "invalid" if len(kinds) == len(KINDS) else "invalid (" + ", ".join(kinds) + ")")
            file = "`split/TEST-<suite>.xml`" if split else "`junit.xml`"
            rows.append("| `%s` | %s | %s | counts agree |" % (flavor, file, " | ".join(cells)))
    return "\n".join(rows)


def main(arguments):
    if arguments[0] == "--matrix":
        table = matrix(arguments[1], arguments[2])
        print(table)
        if len(arguments) > 4 and arguments[3] == "--check":
            text = open(arguments[4]).read()
            documented = text.split(BEGIN, 1)[1].split(END, 1)[0].strip() if BEGIN in text and END in text else None
            if documented != table:
                sys.exit("the measured matrix (above) differs from the one in %s:\n%s" % (arguments[4], documented))
            print("the measured matrix is the one in %s" % arguments[4])
        return
    split = arguments[0] == "--split"
    if split:
        arguments = arguments[1:]
    report, results_path = arguments
    expected = check(report, results_path, split)
    print("%s: junitparser, xunitparser and junit2html agree with %s: %s" % (report, results_path, expected))


if __name__ == "__main__":
    main(sys.argv[1:])
