#!/usr/bin/env python3
"""Runs a stdio implementation over trackcheck's socket transport, as an adapter
hosted in a test runner would: connects to TRACKCHECK_CONNECT (HOST:PORT or
unix:PATH), starts COMMAND for the connection and relays the protocol lines both
ways. When trackcheck closes the connection without `bye` (a timeout, a protocol
error), the command is killed and the bridge connects again with a fresh one;
when the command ends, the connection is closed (trackcheck sees the
implementation end). After `bye` it exits.

Usage: TRACKCHECK_CONNECT=… socket_bridge.py COMMAND…
"""
import os
import socket
import subprocess
import sys
import threading
import time

ADDRESS = os.environ["TRACKCHECK_CONNECT"]
COMMAND = sys.argv[1:]


def connect():
    if ADDRESS.startswith("unix:"):
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(ADDRESS[5:])
        return sock
    host, _, port = ADDRESS.rpartition(":")
    sock = socket.create_connection((host.strip("[]"), int(port)))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def session(sock):
    """Relays one connection; whether `bye` went through."""
    child = subprocess.Popen(COMMAND, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    said_bye = threading.Event()

    def requests():
        for line in sock.makefile("rb"):
            if b'"bye"' in line:
                said_bye.set()
            try:
                child.stdin.write(line)
                child.stdin.flush()
            except (BrokenPipeError, ValueError):
                break
        # trackcheck closed the connection: this implementation's part is over.
        try:
            child.stdin.close()
        except (BrokenPipeError, ValueError):
            pass
        if not said_bye.is_set():
            child.kill()

    reader = threading.Thread(target=requests, daemon=True)
    reader.start()
    for line in child.stdout:
        try:
            sock.sendall(line)
        except OSError:
            break
    child.wait()
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    sock.close()
    return said_bye.is_set()


served = 0
while True:
    try:
        sock = connect()
    except OSError:
        # Not listening yet, or no longer: wait a little at first, stop once served.
        if served:
            sys.exit(0)
        time.sleep(0.05)
        continue
    served += 1
    if session(sock):
        sys.exit(0)
