"""A pytest plugin for hunting timing assumptions: every WebDriver command (find, click, read,
script) starts late, by LOOM_SLOW_DRIVER_SECONDS (0.3 unless set), as when the test's process
is starved on a loaded machine. A test that reads the page "right after" something, or polls for
a state that lasts less than a round trip, fails under it; one that waits on outcomes passes.

    PYTHONPATH=Tests/Web .venv-web/bin/python -m pytest -p stress_slow_driver Tests/Web/test_styling_motion.py
"""
import os
import time

from selenium.webdriver.remote.webdriver import WebDriver

DELAY = float(os.environ.get("LOOM_SLOW_DRIVER_SECONDS", "0.3"))
_execute = WebDriver.execute


def _late(self, driver_command, params=None):
    time.sleep(DELAY)
    return _execute(self, driver_command, params)


WebDriver.execute = _late
