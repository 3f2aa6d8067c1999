#!/usr/bin/env python3
"""Looks at a compliance report as a reader would, in headless Chromium: no
horizontal overflow at 390 and 1280 CSS pixels wide, and a printed PDF of at
most MAX_PAGES pages (counted with poppler's pdfinfo). Writes the screenshots
and the PDF beside the report, to look at.

    python3 Tests/consumers/check_report_layout.py Reports/compliance.html MAX_PAGES

Needs Debian's chromium and poppler-utils.
"""
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]

# The page in a frame of the given width; a script in the outer page measures the frame's document.
WRAPPER = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="page.html" style="border:0;width:%dpx;height:3000px"></iframe>
<script>
document.getElementById('f').addEventListener('load', () => {
  const d = document.getElementById('f').contentDocument;
  const p = document.createElement('pre');
  p.id = 'measured';
  p.textContent = d.documentElement.scrollWidth + ' ' + d.documentElement.clientWidth;
  document.body.appendChild(p);
});
</script></body></html>"""


def overflow(report, width):
    """How many CSS pixels the page is wider than a frame `width` pixels wide (0: none)."""
    folder = tempfile.mkdtemp()
    try:
        shutil.copy(report, os.path.join(folder, "page.html"))
        with open(os.path.join(folder, "wrapper.html"), "w") as wrapper:
            wrapper.write(WRAPPER % width)
        dom = subprocess.run(
            CHROMIUM + ["--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom",
                        "file://" + os.path.join(folder, "wrapper.html")],
            capture_output=True, text=True, check=True).stdout
    finally:
        shutil.rmtree(folder)
    found = re.search(r'<pre id="measured">(\d+) (\d+)</pre>', dom)
    if not found:
        sys.exit("could not measure %s at %d px" % (report, width))
    scroll, client = int(found.group(1)), int(found.group(2))
    return max(0, scroll - client)


def main(report, max_pages):
    report = os.path.abspath(report)
    base = os.path.splitext(report)[0]
    failed = False
    for width in (390, 1280):
        subprocess.run(CHROMIUM + ["--screenshot=%s-%d.png" % (base, width), "--window-size=%d,2000" % width, "file://" + report],
                       capture_output=True, check=True)
        extra = overflow(report, width)
        print("%s at %d px: %s" % (os.path.basename(report), width, "no horizontal overflow" if extra == 0 else "%d px too wide" % extra))
        failed |= extra > 0
    pdf = base + ".pdf"
    subprocess.run(CHROMIUM + ["--no-pdf-header-footer", "--print-to-pdf=" + pdf, "file://" + report], capture_output=True, check=True)
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    print("%s printed: %d pages (at most %d)" % (os.path.basename(report), pages, max_pages))
    failed |= pages > max_pages
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], int(sys.argv[2]))
