"""What pytest gives the browser tests that share run.sh's server: one headless Chromium
per test module (test_wasm_page.py starts its own servers and browsers)."""

import pytest

from browser import chromium


@pytest.fixture(scope="module")
def driver():
    """One headless Chromium for a test module."""
    browser = chromium()
    yield browser
    browser.quit()
