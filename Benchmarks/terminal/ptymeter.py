"""A transparent pty between a terminal and a program that logs every byte both ways.

    python3 ptymeter.py LOG -- command [arguments…]

Runs `command` on a pseudo-terminal of the same size as this one, copies this terminal's
input to it and its output to this terminal unchanged, and appends one line per read to LOG:

    <monotonic nanoseconds> in|out <byte count> <bytes as hex>

so what the program wrote after each key (and when) can be counted afterwards. Run inside
tmux, `send-keys` reach the program through it; the time of an `in` line is when the key
reached the program's terminal, so tmux's own delays are not counted.
"""
import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time
import tty


def copy_size(source, target):
    size = fcntl.ioctl(source, termios.TIOCGWINSZ, b"\0" * 8)
    fcntl.ioctl(target, termios.TIOCSWINSZ, size)


def main():
    if len(sys.argv) < 4 or sys.argv[2] != "--":
        sys.exit(__doc__)
    log_path, command = sys.argv[1], sys.argv[3:]
    pid, master = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    stdin, stdout = sys.stdin.fileno(), sys.stdout.fileno()
    copy_size(stdout, master)
    signal.signal(signal.SIGWINCH, lambda *_: copy_size(stdout, master))
    saved = termios.tcgetattr(stdin)
    tty.setraw(stdin)
    log = open(log_path, "a", buffering=1)
    try:
        while True:
            try:
                ready, _, _ = select.select([stdin, master], [], [])
            except InterruptedError:
                continue
            if master in ready:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    break
                if not data:
                    break
                log.write(f"{time.monotonic_ns()} out {len(data)} {data.hex()}\n")
                os.write(stdout, data)
            if stdin in ready:
                data = os.read(stdin, 4096)
                if not data:
                    break
                now = time.monotonic_ns()
                os.write(master, data)
                log.write(f"{now} in {len(data)} {data.hex()}\n")
    finally:
        termios.tcsetattr(stdin, termios.TCSAFLUSH, saved)
        log.close()
    _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status))


if __name__ == "__main__":
    main()
