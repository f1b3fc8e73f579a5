"""A pytest plugin for hunting timing assumptions on the server's side: every showcase server
this pytest process started is stopped (SIGSTOP) for LOOM_STALL_SECONDS (0.2) out of every
LOOM_STALL_PERIOD (0.7) seconds, as a server starved of CPU would be. Leave out the tests that
stop and resume a server themselves (`-k "not stalled_server"`).

    PYTHONPATH=Tests/Web .venv-web/bin/python -m pytest -p stress_stalled_servers -k "not stalled_server" Tests/Web/test_browser.py
"""
import os
import signal
import threading
import time

STALL = float(os.environ.get("LOOM_STALL_SECONDS", "0.2"))
PERIOD = float(os.environ.get("LOOM_STALL_PERIOD", "0.7"))
PYTEST = os.getpid()


def showcase_servers():
    """The process ids of the showcase servers started by this pytest process (its children)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                command = cmdline.read()
        except (OSError, ValueError, IndexError):
            continue  # the process ended meanwhile
        if parent == PYTEST and b"loom-showcase" in command:
            found.append(int(entry))
    return found


def signal_all(pids, number):
    for pid in pids:
        try:
            os.kill(pid, number)
        except OSError:
            pass  # it ended meanwhile


def stall_forever():
    while True:
        stopped = showcase_servers()
        signal_all(stopped, signal.SIGSTOP)
        time.sleep(STALL)
        signal_all(stopped, signal.SIGCONT)
        time.sleep(PERIOD - STALL)


threading.Thread(target=stall_forever, daemon=True).start()
