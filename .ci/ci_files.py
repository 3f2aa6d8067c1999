#!/usr/bin/env python3
"""The project's CI files, taken apart for checking (.ci/run, "the CI files" step).

  ci_files.py docs DOC OUT        writes each ```yaml block of DOC to OUT as the file its first
                                  line names (`# .github/workflows/NAME.yml` or `# .gitlab-ci.yml`,
                                  numbered) and prints "KIND PATH" per block: a recipe the docs show
                                  is checked like a file of the repository.
  ci_files.py unhide FILE OUT     writes GitLab's FILE to OUT (JSON) with its hidden jobs (`.name`)
                                  made visible: GitLab's schema takes a hidden job as anything, so
                                  a template is checked as the jobs that extend it will be.
  ci_files.py scripts OUT FILE…   writes the shell of every step of each GitHub action or workflow
                                  and of every GitLab job to OUT, one file a step, for shellcheck,
                                  and prints their paths.

GitHub's `${{ … }}` expressions are replaced with `$GITHUB_EXPRESSION` first: what shellcheck sees
is what the shell sees once the expression is expanded into the script's text, so an unquoted
expression is reported as an unquoted variable would be.
"""

import json
import re
import sys
from pathlib import Path

import yaml

EXPRESSION = re.compile(r"\$\{\{.*?\}\}", re.S)
PLACEHOLDER = "$GITHUB_EXPRESSION"


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()[:60] or "step"


def docs(doc: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    text = doc.read_text()
    blocks = re.findall(r"^```ya?ml\n(.*?)^```", text, re.S | re.M)
    if not blocks:
        sys.exit(f"{doc}: no ```yaml block")
    for number, block in enumerate(blocks, 1):
        first = block.splitlines()[0].strip()
        match = re.fullmatch(r"#\s*(\.github/workflows/[\w.-]+\.ya?ml|\.gitlab-ci\.yml)", first)
        if not match:
            sys.exit(
                f"{doc}: yaml block {number} does not name its file on its first line "
                f"(`# .github/workflows/NAME.yml` or `# .gitlab-ci.yml`): {first!r}"
            )
        name = match.group(1)
        kind = "github-workflows" if name.startswith(".github/") else "gitlab-ci"
        path = out / f"{number:02d}-{Path(name).name}"
        path.write_text(block)
        print(kind, path)


def unhide(source: Path, out: Path) -> None:
    data = yaml.safe_load(source.read_text())
    visible = {(key[1:] if key.startswith(".") else key): value for key, value in data.items()}
    if len(visible) != len(data):
        sys.exit(f"{source}: a hidden job and a visible one share a name")
    out.write_text(json.dumps(visible, indent=2))
    print(out)


def github_steps(data: dict, origin: str):
    """(label, shell, script) for each `run:` step of an action or a workflow."""
    if "runs" in data:  # an action
        for index, step in enumerate(data["runs"].get("steps") or [], 1):
            if "run" in step:
                yield f"{origin} step {index} ({step.get('name', '')})", step.get("shell"), step["run"]
        return
    workflow_shell = ((data.get("defaults") or {}).get("run") or {}).get("shell")
    for job_id, job in (data.get("jobs") or {}).items():
        job_shell = ((job.get("defaults") or {}).get("run") or {}).get("shell") or workflow_shell
        for index, step in enumerate(job.get("steps") or [], 1):
            if "run" in step:
                label = f"{origin} job {job_id} step {index} ({step.get('name', '')})"
                # A Linux runner's default shell is bash.
                yield label, step.get("shell") or job_shell or "bash", step["run"]


def gitlab_jobs(data: dict, origin: str):
    """(label, shell, script) for each GitLab job's before_script, script and after_script."""
    for job_id, job in data.items():
        if not isinstance(job, dict) or job_id in ("variables", "workflow", "include", "stages"):
            continue
        for part in ("before_script", "script", "after_script"):
            lines = job.get(part)
            if lines is None:
                continue
            if isinstance(lines, str):
                lines = [lines]
            # The runner runs the lines of a job's scripts one after another in one POSIX shell.
            yield f"{origin} job {job_id} {part}", "sh", "\n".join(lines)


def scripts(out: Path, files: list[str]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name in files:
        data = yaml.safe_load(Path(name).read_text())
        # YAML 1.1 reads a workflow's `on:` key as True; nothing here needs it.
        is_gitlab = name.endswith(".gitlab-ci.yml") or "gitlab-ci" in name
        found = gitlab_jobs(data, name) if is_gitlab else github_steps(data, name)
        for index, (label, shell, script) in enumerate(found, 1):
            if shell not in ("bash", "sh"):
                sys.exit(f"{label}: shell {shell!r}: only bash and sh steps are written (shellcheck reads no other)")
            path = out / f"{slug(Path(name).name)}-{index:02d}-{slug(label.split('(')[-1])}.sh"
            body = EXPRESSION.sub(PLACEHOLDER, script)
            # As the runners start it: GitHub's `bash` is `bash --noprofile --norc -eo pipefail {0}`,
            # GitLab stops a job's script at the first failing command.
            options = "set -eo pipefail" if shell == "bash" else "set -e"
            header = f"# shellcheck shell={shell}\n# {label}\n{options}\n"
            if PLACEHOLDER in body:
                header += 'GITHUB_EXPRESSION="a GitHub expression"\n'
            path.write_text(header + body + ("\n" if not body.endswith("\n") else ""))
            print(path)


def main() -> None:
    if len(sys.argv) >= 4 and sys.argv[1] == "docs":
        docs(Path(sys.argv[2]), Path(sys.argv[3]))
    elif len(sys.argv) == 4 and sys.argv[1] == "unhide":
        unhide(Path(sys.argv[2]), Path(sys.argv[3]))
    elif len(sys.argv) >= 4 and sys.argv[1] == "scripts":
        scripts(Path(sys.argv[2]), sys.argv[3:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
