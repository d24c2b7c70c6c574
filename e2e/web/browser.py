"""What the browser tests share: Chromium through Selenium, the seed tables,
and helpers that read and drive the page."""

import pathlib
import shutil

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ARTIFACTS = pathlib.Path(__file__).resolve().parent.parent / "artifacts"

# The seed examples (Tests/TestSupport/SeedExamples.swift): keys, label, display.
ALGEBRAIC = [
    ("7 +", "7 + ...", "7"),
    ("7 + 9 =", "7 + 9 =", "16"),
    ("7 + 9 = √", "√(7 + 9) =", "4"),
    ("7 + 9 √ =", "7 + √(9) =", "10"),
    ("7 + 9 = + 6 + 3 =", "7 + 9 + 6 + 3 =", "25"),
    ("7 + 9 = √ 6 + 3 =", "6 + 3 =", "9"),
    ("5 + 6 = 7 3", "5 + 6 =", "73"),
    ("7 + =", "7 + 7 =", "14"),
    ("4 × π =", "4 × π =", "12.5663706143592"),
    ("4 + 5 × 3 =", "(4 + 5) × 3 =", "27"),
    ("7 + × 3 =", "7 × 3 =", "21"),
    ("9 + M = √ 7 →M + 1 4 =", "√(9 + M) + 14 =", "18"),
    ("M cos π →M undo", "cos(M) =", "-1"),
]
RPN = [
    ("1 0 cos", "cos(10) =", "-0.839071529076452"),
    ("3 ↲ 5 −", "3 − 5 =", "-2"),
    ("3 ↲ 5 √ + √ 6 ÷", "√(3 + √(5)) ÷ 6 =", "0.381374268545123"),
    ("3 ↲ 5 + √ π cos", "√(3 + 5), cos(π) =", "-1"),
    ("7 M + √ 9 →M 1 4 +", "√(7 + M) + 14 =", "18"),
    ("π ↲ 3 × +", "π + π × 3 =", "12.5663706143592"),
]
# The keyboard for each key name (Enter is ↲ in RPN mode, = in algebraic mode).
TYPED = {"+": "+", "−": "-", "×": "*", "÷": "/", "√": "r", "π": "p", "→M": "M", "M": "m",
         "cos": "c", "=": Keys.ENTER, "↲": Keys.ENTER, "undo": Keys.BACKSPACE}


def chromium(performance_log=False):
    """Headless Chromium with a profile of its own (no service worker, cache or
    storage from another test); with `performance_log`, its DevTools events (network
    requests among them) can be read with driver.get_log("performance")."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=1280,800", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    if performance_log:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def size(driver, width, height):
    """Makes the page's viewport width × height CSS pixels at scale 1."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def wait(driver, condition, message="", timeout=10):
    """Waits until condition(driver) is true; fails with `message` after `timeout` s."""
    return WebDriverWait(driver, timeout).until(lambda d: condition(d), message)


def text(driver, element_id):
    """The visible text of the element with this id."""
    return driver.find_element(By.ID, element_id).text


def wait_ready(driver):
    """Waits until the page has loaded its WebAssembly module and restored its keypad."""
    wait(driver, lambda d: d.execute_script("return document.documentElement.dataset.calculator") in ("ready", "failed"))
    assert driver.execute_script("return document.documentElement.dataset.calculator") == "ready", text(driver, "error")


def click_keys(driver, keys):
    """Clicks the keypad's buttons named by `keys` (key names, space-separated)."""
    for key in keys.split():
        driver.find_element(By.CSS_SELECTOR, f'button[data-key="{key}"]').click()


def expect_screen(driver, label, display):
    """Waits until the label and the display show these texts."""
    wait(driver, lambda d: text(d, "label") == label and text(d, "display") == display,
         f"expected {label!r} / {display!r}, saw {text(driver, 'label')!r} / {text(driver, 'display')!r}")


def tape(driver):
    """The tape's entries as the page lists them, oldest first."""
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#tape .recall")]


def mode(driver):
    """The entry mode the page's mode switch shows as chosen: algebraic, rpn or formula."""
    return driver.execute_script(
        "const b = document.querySelector('#modes [aria-pressed=true]'); return b && b.dataset.key")


def switch_mode(driver, name):
    """Chooses entry mode `name` (algebraic, rpn, formula) on the mode switch."""
    if mode(driver) != name:
        driver.find_element(By.CSS_SELECTOR, f'#modes button[data-key="{name}"]').click()
        wait(driver, lambda d: mode(d) == name, f"the page never switched to {name}")


def open_graph(driver):
    """Clicks Graph and waits for the graph view and its SVG."""
    driver.find_element(By.ID, "graph-key").click()
    wait(driver, lambda d: d.find_element(By.ID, "graph-view").is_displayed())
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#plot svg"))


def graph_place(driver):
    """The graph's view as the page last drew it: centre x, centre y, units per point
    along x and along y (the module's frame, in the plot's data attributes)."""
    data = driver.execute_script("const d = document.getElementById('plot').dataset;"
                                 "return [d.centerX, d.centerY, d.unitsPerPoint, d.yUnitsPerPoint];")
    return [float(v) for v in data]


def graph_offset(driver, x, y):
    """Where graph point (x, y) lies from the plot's centre, in whole CSS pixels (as
    ActionChains' move_to_element_with_offset takes them)."""
    cx, cy, units, y_units = graph_place(driver)
    return round((x - cx) / units), round((cy - y) / y_units)


def traced(driver):
    """The x and y the trace line shows (NaN for undefined, or before any trace); the
    kind of a point of interest after them, `x = 0, y = −2 (minimum)`, is left out."""
    parts = text(driver, "trace").replace("−", "-").split(" (")[0].split(", ")
    if len(parts) != 2 or not parts[0].startswith("x = "):
        return float("nan"), float("nan")
    return tuple(float(p.split(" = ")[1].replace("undefined", "nan")) for p in parts)


def fresh(driver, base, width=None, height=None, scheme=None):
    """The page at `base` with nothing saved, at width × height and in the light or
    dark theme when given. Storage is cleared on /healthz (same origin, no script):
    cleared on the app's page, the page would save its keypad again as it is left."""
    if width is not None:
        size(driver, width, height)
    if scheme is not None:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.get(base + "/healthz")
    driver.execute_script("localStorage.clear()")
    driver.get(base + "/")
    wait_ready(driver)
    assert text(driver, "display") == "0"
