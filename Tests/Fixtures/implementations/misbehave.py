#!/usr/bin/env python3
"""A deliberately broken implementation of the trackcheck protocol, for tests.

Usage: misbehave.py MODE [MARKER]. It answers the handshake and `begin`
correctly (unless the mode is about them) and misbehaves on the first callback
of any case whose id contains "BAD"; other cases get correct, empty answers.
MARKER, when given, is put on the command line of every process it starts, so
a test can check that none outlives the run.

Mode "interrupt" stops the run as a CI cancel does: after its 20th case it
sends SIGTERM to the process TRACKCHECK_TEST_SIGNAL_PID names (trackcheck).

Usage: misbehave.py rendezvous DIR N. Each process, on its first callback,
registers in DIR (a file PID.here) and answers only once N processes have
registered, or after 60 s; it then writes PID.met or PID.missed in DIR and, if
missed, answers that callback with an error. Until the Nth registration no
process answers, let alone exits, so N processes that all met were alive at once.
"""
import json
import os
import signal
import subprocess
import sys
import threading
import time

mode = sys.argv[1]
# "pipelined-MODE" behaves as MODE and announces the pipelining feature.
pipelined = mode.startswith("pipelined-")
if pipelined:
    mode = mode[len("pipelined-"):]
marker = sys.argv[2] if len(sys.argv) > 2 else "misbehave-child"


def send(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def raw(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def sleeper():
    """A grandchild that inherits stdout and would sleep for five minutes."""
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)", marker])


if mode == "children":
    # Ten children in the implementation's own process group, holding no pipe; then answers as "slow".
    for _ in range(10):
        subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)", marker],
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    mode = "slow"

if mode == "ignore-term":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)

answered_late = False
ended = 0  # cases this process has ended
met_rendezvous = None  # the rendezvous mode: None before it, then whether it was met
if mode == "hello-blank":
    sys.stdout.write("\n\n")


def rendezvous():
    """Registers this process and waits until N have; whether they did within 60 s."""
    directory, count = sys.argv[2], int(sys.argv[3])
    pid = str(os.getpid())
    open(os.path.join(directory, pid + ".here"), "x").close()
    deadline = time.monotonic() + 60
    while True:
        here = sum(1 for name in os.listdir(directory) if name.endswith(".here"))
        if here >= count or time.monotonic() > deadline:
            break
        time.sleep(0.01)
    met = here >= count
    with open(os.path.join(directory, pid + (".met" if met else ".missed")), "x") as note:
        note.write("%d of %d registered\n" % (here, count))
    return met, here, count


def serve():
    global met_rendezvous, ended
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            if mode == "hang-handshake":
                time.sleep(3600)
            version = 4 if mode == "wrong-version" else 1
            platforms = ["ios"] if mode == "ios-only" else ["ios", "android"]
            if mode == "platforms-string":
                platforms = "ios"
            if mode == "hello-bom":
                raw(b"\xef\xbb\xbf")
            send({"type": "hello", "protocol": version,
                  "implementation": {"name": "misbehave-" + mode, "version": "0"},
                  "platforms": platforms,
                  "apis": ["collectMessageInfo"],
                  "features": ["pipelining"] if pipelined else []})
        elif kind == "begin":
            if mode in ("report-cpus", "report-cpus-thread"):
                # The CPUs its main thread may use, as this case begins.
                sys.stderr.write("cpus: " + ",".join(str(cpu) for cpu in sorted(os.sched_getaffinity(0))) + "\n")
                sys.stderr.flush()
            if mode == "unsupported":
                send({"type": "unsupported", "id": msg["id"], "reason": "no iOS build here"})
            else:
                send({"type": "ready", "id": msg["id"]})
        elif kind == "callback":
            bad = "BAD" in msg.get("case", "")
            ok = {"type": "calls", "id": msg["id"], "calls": []}
            if bad and mode == "garbage":
                sys.stdout.write("this is not json\n")
                sys.stdout.flush()
            elif bad and mode in ("hang", "ignore-term"):
                time.sleep(3600)
            elif bad and mode == "late-answer":
                time.sleep(float(os.environ.get("LATE_SECONDS", "1.5")))
                send(ok)
            elif bad and mode == "crash":
                sys.stderr.write("fatal: boom in the tracker\n")
                sys.stderr.flush()
                os._exit(3)
            elif bad and mode == "signal":
                sys.stderr.write("about to segfault\n")
                sys.stderr.flush()
                os.kill(os.getpid(), signal.SIGSEGV)
            elif bad and mode == "close-stdout":
                os.close(1)
                time.sleep(3600)
            elif bad and mode == "invalid-utf8":
                raw(b'{"type":"calls","id":"' + msg["id"].encode() + b'","calls":[],"note":"\xff\xfe"}\n')
            elif bad and mode == "huge-line":
                raw(b'{"type":"calls","id":"' + msg["id"].encode() + b'","calls":[],"padding":"' + b"x" * (100 * 1024 * 1024) + b'"}\n')
            elif bad and mode == "no-newline":
                raw(json.dumps(ok).encode())
                os._exit(0)
            elif bad and mode == "just-over-limit":
                # One write of a line one byte over the 1 MiB limit.
                head = b'{"type":"calls","id":"' + msg["id"].encode() + b'","calls":[],"padding":"'
                tail = b'"}'
                raw(head + b"x" * (1024 * 1024 + 1 - len(head) - len(tail)) + tail + b"\n")
            elif bad and mode == "many-keys":
                extra = ",".join('"%x":0' % i for i in range(78000))
                raw(b'{"type":"calls","id":"' + msg["id"].encode() + b'","calls":[],' + extra.encode() + b'}\n')
            elif bad and mode == "log-flood":
                # Log lines without end, never an answer: only the deadline stops it.
                while True:
                    send({"type": "log", "message": "still working"})
            elif bad and mode == "close-stdin":
                # Closed before the answer, so the next request meets a closed pipe.
                os.close(0)
                send(ok)
                time.sleep(3600)
            elif mode == "setsid-grandchild":
                subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)", marker], start_new_session=True,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
                os._exit(4)
            elif mode == "fake-green":
                sys.stderr.write("\x1b[2J\x1b[H\x1b[1;32mPASS\x1b[0m: 376 cases: 376 passed\r\n")
                sys.stderr.flush()
                os._exit(5)
            elif mode == "control-flood":
                # Every callback: a call whose ids are 60,000 control characters
                # each (escaped, the line stays under the 1 MiB limit).
                junk = "\u0001\u001b\u0000" * 20000
                send({"type": "calls", "id": msg["id"], "calls": [
                    {"api": "collectMessageInfo", "contextData": {"deliveryId": junk, "broadlogId": junk, "action": "7"}}]})
            elif bad and mode == "wrong-id":
                send({"type": "calls", "id": "999", "calls": []})
            elif bad and mode == "twice":
                send(ok)
                send(ok)
            elif bad and mode == "grandchild":
                sleeper()
                time.sleep(3600)
            elif bad and mode == "grandchild-exit":
                sleeper()
                os._exit(0)
            elif bad and mode == "stderr-flood":
                chunk = "e" * 65536 + "\n"
                for _ in range(400):  # 25 MiB
                    sys.stderr.write(chunk)
                sys.stderr.flush()
                send(ok)
            elif bad and mode == "report-error":
                send({"type": "error", "id": msg["id"], "message": "handler threw NullPointerException"})
            elif bad and mode == "numeric-action":
                args = msg["args"]
                info = args.get("userInfo") or args.get("message", {}).get("data", {})
                send({"type": "calls", "id": msg["id"], "calls": [
                    {"api": "collectMessageInfo",
                     "contextData": {"deliveryId": info["_dId"], "broadlogId": info["_mId"], "action": 7}}]})
            elif mode == "rendezvous" and met_rendezvous is None:
                met_rendezvous, here, count = rendezvous()
                if met_rendezvous:
                    send(ok)
                else:
                    send({"type": "error", "id": msg["id"],
                          "message": "rendezvous missed: %d of %d processes registered within 60 s" % (here, count)})
            elif mode == "slow":
                time.sleep(0.2)
                send(ok)
            else:
                if mode == "chatty":
                    sys.stderr.write("x" * 200000 + "\n")
                    sys.stderr.flush()
                send({"type": "log", "message": "handled " + msg["name"]})
                send(ok)
        elif kind == "end":
            send({"type": "calls", "id": msg["id"], "calls": []})
            ended += 1
            if mode == "interrupt" and ended == 20:
                os.kill(int(os.environ["TRACKCHECK_TEST_SIGNAL_PID"]), signal.SIGTERM)
            if mode == "end-twice" and "BAD" in msg.get("case", ""):
                send({"type": "calls", "id": msg["id"], "calls": []})
        elif kind == "bye":
            break


if mode == "report-cpus-thread":
    # The protocol read on a thread of its own while the main thread waits, as a JVM's launcher does.
    reader = threading.Thread(target=serve)
    reader.start()
    reader.join()
else:
    serve()
