"""Fixtures the browser tests share."""

import pytest

from browser import chromium


@pytest.fixture(scope="module")
def driver():
    """One headless Chromium for a test module."""
    browser = chromium()
    yield browser
    browser.quit()
