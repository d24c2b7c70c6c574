"""Browser tests of the page's graph view in headless
Chromium through Selenium: labels pinned to the edges, resize keeping the centre,
zooming in to the limit of a Double, trace by touch and by keyboard, points of
interest, and screenshots (e2e/artifacts/graph-view-*.png) for a person to look at.

run.sh starts the server and sets CALCULATOR_URL; the `driver` fixture (one Chromium for
the module) is conftest.py's.
"""

import math
import os
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from browser import (ARTIFACTS, click_keys, open_graph, size, switch_mode, text, traced, wait,
                     wait_ready)

BASE = os.environ.get("CALCULATOR_URL", "http://127.0.0.1:8080")


def fresh(driver, width=1280, height=800, scheme="dark"):
    """The page at width × height, nothing saved, in the dark or light theme."""
    browser.fresh(driver, BASE, width, height, scheme)


def graph_formula(driver, formula):
    """Types `formula` in formula entry and opens its graph."""
    switch_mode(driver, "formula")
    ActionChains(driver).send_keys(formula).perform()
    open_graph(driver)


def place(driver):
    """The kept view: centre x, centre y, units per point along x."""
    return browser.graph_place(driver)[:3]


def client_point(driver, x, y):
    """Where graph point (x, y) lies in the window (CSS pixels)."""
    return driver.execute_script("""
        const [x, y] = arguments, plot = document.getElementById('plot'), d = plot.dataset;
        const box = plot.getBoundingClientRect();
        return [box.left + plot.clientLeft + plot.clientWidth / 2 + (x - Number(d.centerX)) / Number(d.unitsPerPoint),
                box.top + plot.clientTop + plot.clientHeight / 2 - (y - Number(d.centerY)) / Number(d.yUnitsPerPoint)];
    """, x, y)


def wheel_zoom(driver, x, y, factor):
    """Wheel-zooms `factor` times in about graph point (x, y), in steps of 2."""
    steps = round(math.log2(factor))
    cx, cy = client_point(driver, x, y)
    driver.execute_script("""
        const [cx, cy, steps] = arguments, plot = document.getElementById('plot');
        for (let i = 0; i < steps; i += 1) {
          plot.dispatchEvent(new WheelEvent('wheel', {clientX: cx, clientY: cy, deltaY: -Math.log(2) / 0.002,
                                                      bubbles: true, cancelable: true}));
        }
    """, cx, cy, steps)


def labels(driver):
    """The tick labels: text and box relative to the plot."""
    return driver.execute_script("""
        const plot = document.getElementById('plot').getBoundingClientRect();
        return [...document.querySelectorAll('#plot .tick-label')].map((t) => {
          const r = t.getBoundingClientRect();
          return {text: t.textContent, left: r.left - plot.left, top: r.top - plot.top,
                  right: r.right - plot.left, bottom: r.bottom - plot.top};
        });
    """)


def plot_box(driver):
    return driver.execute_script(
        "const p = document.getElementById('plot'); return [p.clientWidth, p.clientHeight];")


def shot(driver, name):
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"graph-view-{name}.png"))


def test_labels_stay_on_both_edges_after_zooming_into_3_5(driver):
    fresh(driver)
    graph_formula(driver, "x^2")
    standard = place(driver)[2]
    wheel_zoom(driver, 3, 5, 16)
    wait(driver, lambda d: place(d)[2] < standard / 8)
    width, height = plot_box(driver)
    cx, cy, units = place(driver)
    # Both axes are out of view: x = 0 left of it, y = 0 below it.
    assert cx - width / 2 * units > 0 and cy - height / 2 * units > 0, (cx, cy, units)
    placed = labels(driver)
    bottom = [l for l in placed if l["bottom"] > height - 40]
    left = [l for l in placed if l["left"] < 60]
    assert len(bottom) >= 3 and len(left) >= 3, placed
    for label in placed:  # never cut off (the 1.5-point halo around the text aside)
        assert label["left"] >= -2 and label["top"] >= -2, label
        assert label["right"] <= width + 2 and label["bottom"] <= height + 2, label
    shot(driver, "x2-zoomed-at-3-5")


def test_resize_from_1280_to_390_keeps_the_centre_and_scale(driver):
    fresh(driver, 1280, 800)
    graph_formula(driver, "x^2")
    plot = driver.find_element(By.ID, "plot")
    ActionChains(driver).drag_and_drop_by_offset(plot, -200, 80).perform()
    wait(driver, lambda d: place(d)[0] != 0)
    before = place(driver)
    size(driver, 390, 844)
    wait(driver, lambda d: plot_box(d)[0] < 400
         and d.execute_script("return Number(document.querySelector('#plot svg').getAttribute('width'))") < 400)
    after = place(driver)
    assert after == before
    # The description's ranges are centred on the same point.
    description = text(driver, "graph-description").replace("−", "-")
    x_part, y_part = description.split(": x from ")[1].split(". ")[0].split(", y from ")
    xs = [float(v) for v in x_part.split(" to ")]
    ys = [float(v) for v in y_part.split(" to ")]
    assert abs((xs[0] + xs[1]) / 2 - before[0]) < 0.05 and abs((ys[0] + ys[1]) / 2 - before[1]) < 0.05
    shot(driver, "x2-390x844")


def test_zooming_in_2_to_the_40_at_2_5_draws_then_the_limit_is_one_clean_line(driver):
    fresh(driver)
    graph_formula(driver, "x^2")
    standard = place(driver)[2]
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.ESCAPE)
    wait(driver, lambda d: '"open":false' in (d.execute_script("return localStorage.getItem('calculator.state')") or ""))
    # The saved graph (with the keypad) centred on (2.5, 6.25), then 40 zooms ×2.
    driver.execute_script("""
        const saved = JSON.parse(localStorage.getItem('calculator.state'));
        saved.graph = {...saved.graph, centerX: 2.5, centerY: 6.25};
        localStorage.setItem('calculator.state', JSON.stringify(saved));
    """)
    driver.refresh()
    wait_ready(driver)
    open_graph(driver)
    assert place(driver) == [2.5, 6.25, standard]
    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(40):
        body.send_keys("+")
    assert text(driver, "graph-message") == ""
    cx, cy, units = place(driver)
    assert (cx, cy) == (2.5, 6.25) and units == standard / 2 ** 40
    assert driver.find_elements(By.CSS_SELECTOR, "#plot svg path.curve")
    assert len(driver.find_elements(By.CSS_SELECTOR, "#plot .tick-label")) >= 4
    shot(driver, "x2-zoomed-2e40")
    # On to the limit of a Double: one clean line, the last picture kept.
    for _ in range(40):
        if text(driver, "graph-message"):
            break
        kept = driver.execute_script("return document.querySelector('#plot svg').outerHTML")
        body.send_keys("+")
    message = text(driver, "graph-message")
    assert message == "cannot zoom in further here: neighbouring pixels would show the same number"
    assert driver.execute_script("return document.querySelector('#plot svg').outerHTML") == kept
    shot(driver, "x2-zoom-limit")
    body.send_keys("-")  # the next good action clears it
    wait(driver, lambda d: text(d, "graph-message") == "")


def touch(driver, kind, points):
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def test_touch_press_and_hold_traces_and_shows_coordinates(driver):
    fresh(driver, 390, 844)
    graph_formula(driver, "x^2")
    start = client_point(driver, 1, 0)
    touch(driver, "touchStart", [start])
    time.sleep(0.7)  # press and hold
    end = client_point(driver, 2, 0)
    for step in range(1, 6):
        touch(driver, "touchMove", [(start[0] + (end[0] - start[0]) * step / 5, start[1])])
    touch(driver, "touchEnd", [])
    wait(driver, lambda d: abs(traced(d)[0] - 2) < 0.05)
    x, y = traced(driver)
    assert abs(y - x * x) < 1e-9
    assert place(driver)[:2] == [0, 0]  # traced, not panned
    assert driver.find_element(By.ID, "trace-marker").is_displayed()
    assert driver.find_element(By.ID, "point-tip").is_displayed()
    # While the trace shows (the Trace tool is on), a drag traces at once.
    assert driver.find_element(By.ID, "trace-toggle").get_attribute("aria-pressed") == "true"
    start = client_point(driver, -1, 0)
    touch(driver, "touchStart", [start])
    touch(driver, "touchMove", [client_point(driver, -1.5, 0)])
    touch(driver, "touchEnd", [])
    wait(driver, lambda d: abs(traced(d)[0] + 1.5) < 0.05)
    shot(driver, "x2-touch-trace")


def test_keyboard_trace_reaches_a_root_and_shows_it(driver):
    fresh(driver)
    graph_formula(driver, "x^2-2")
    plot = driver.find_element(By.ID, "plot")
    driver.execute_script("arguments[0].focus()", plot)
    wait(driver, lambda d: traced(d)[0] == 0)
    plot.send_keys(Keys.TAB)  # the next point of interest
    wait(driver, lambda d: "(root)" in text(d, "trace"))
    roots = driver.execute_script(
        "return [...document.querySelectorAll('#plot .point[data-kind=root]')].map((p) => p.dataset.x)")
    assert [abs(float(x.replace("−", "-"))) - math.sqrt(2) < 1e-14 for x in roots] == [True, True]
    assert text(driver, "trace") == f"x = {roots[1]}, y = 0 (root)"
    plot.send_keys("p")  # back: the minimum (and y-intercept) at 0
    wait(driver, lambda d: "(root)" not in text(d, "trace"))
    assert traced(driver) == (0, -2)
    plot.send_keys("p")
    wait(driver, lambda d: text(d, "trace") == f"x = {roots[0]}, y = 0 (root)")
    plot.send_keys(Keys.ARROW_RIGHT)  # steps along the curve
    wait(driver, lambda d: "(root)" not in text(d, "trace"))
    x, y = traced(driver)
    assert x > -1.4142135623731 and abs(y - (x * x - 2)) < 1e-9
    assert driver.find_element(By.ID, "trace-marker").is_displayed()


def test_the_trace_on_points_shows_only_right_digits(driver):
    """On a maximum the trace shows the exact engine's y at the refined x (4, never the
    library's Double), on a hole the limit (1, never 0.99999998698)."""
    fresh(driver)
    graph_formula(driver, "sin(x)^2+3")
    plot = driver.find_element(By.ID, "plot")
    driver.execute_script("arguments[0].focus()", plot)
    wait(driver, lambda d: traced(d)[0] == 0)
    plot.send_keys("n")  # the maximum at π/2
    wait(driver, lambda d: "(maximum)" in text(d, "trace"))
    assert text(driver, "trace") == "x = 1.5707963267949, y = 4 (maximum)"
    listed = [e.get_attribute("textContent") for e in driver.find_elements(By.CSS_SELECTOR, "#points li")]
    assert "maximum at (1.5707963267949, 4)" in listed, listed
    fresh(driver)
    graph_formula(driver, "sin(x)/x")
    hole = driver.find_element(By.CSS_SELECTOR, "#plot .point[data-kind=hole]")
    assert (hole.get_attribute("data-x"), hole.get_attribute("data-y")) == ("0", "1")
    plot = driver.find_element(By.ID, "plot")
    driver.execute_script("arguments[0].focus()", plot)
    wait(driver, lambda d: text(d, "trace").startswith("x = 0,"))
    plot.send_keys("p")  # the root at −π, then back to the hole
    plot.send_keys("n")
    wait(driver, lambda d: "(hole)" in text(d, "trace"))
    assert text(driver, "trace") == "x = 0, y = 1 (hole)"


def test_points_of_interest_are_marked_and_listed(driver):
    fresh(driver)
    graph_formula(driver, "x^3-3x")
    kinds = driver.execute_script(
        "return [...document.querySelectorAll('#plot .point')].map((p) => p.dataset.kind)")
    assert {"root", "maximum", "minimum", "y-intercept"} <= set(kinds), kinds
    listed = [e.get_attribute("textContent") for e in driver.find_elements(By.CSS_SELECTOR, "#points li")]
    assert "maximum at (−1, 2)" in listed and "minimum at (1, −2)" in listed, listed
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("n")
    body.send_keys("n")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#plot .point.selected"))
    shot(driver, "x3-3x-points")


@pytest.mark.parametrize("name,keys,scheme", [("sin", "x sin", "dark"), ("tan", "x tan", "light")])
def test_screenshots(driver, name, keys, scheme):
    fresh(driver, 1280, 800, scheme)
    click_keys(driver, keys)
    open_graph(driver)
    assert driver.find_elements(By.CSS_SELECTOR, "#plot .point[data-kind]")
    shot(driver, f"{name}-{scheme}")
    driver.find_element(By.ID, "style").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#plot svg path.curve.dots"))
    shot(driver, f"{name}-{scheme}-dots")


def test_an_rpn_stack_of_two_curves(driver):
    fresh(driver)
    switch_mode(driver, "rpn")
    click_keys(driver, "x sin x x ×")
    open_graph(driver)
    assert len(driver.find_elements(By.CSS_SELECTOR, "#plot path.curve")) == 2
    assert driver.find_elements(By.CSS_SELECTOR, "#plot .legend")
    assert text(driver, "graph-title") == "sin(x); x × x"
    # The trace follows the top of the stack, x × x, and its points of interest.
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("n")
    wait(driver, lambda d: "(" in text(d, "trace"))
    assert text(driver, "trace") in ("x = 0, y = 0 (root)", "x = 0, y = 0 (minimum)", "x = 0, y = 0 (y-intercept)")
    body.send_keys(Keys.ARROW_RIGHT)
    wait(driver, lambda d: "(" not in text(d, "trace"))
    x, y = traced(driver)
    assert abs(y - x * x) < 1e-9
    shot(driver, "rpn-two-curves")


def test_four_rpn_curves_each_in_its_legends_colour(driver):
    """Every curve of an RPN stack is drawn, and each in the colour of its legend
    entry, its points and the trace marker on it (read from the computed styles)."""
    for scheme in ("dark", "light"):
        fresh(driver, scheme=scheme)
        switch_mode(driver, "rpn")
        click_keys(driver, "x sin x cos x x² x ±")
        open_graph(driver)
        colours = driver.execute_script("""
            const style = (selector, property) => [...document.querySelectorAll(selector)]
              .map((e) => [e.dataset.curve, getComputedStyle(e)[property]]);
            return {curves: style('#plot path.curve', 'stroke'), legend: style('#plot .legend-entry', 'fill')};
        """)
        curves, legend = dict(colours["curves"]), dict(colours["legend"])
        assert sorted(curves) == ["0", "1", "2", "3"], colours
        assert curves == legend, colours
        assert len(set(curves.values())) == 4, colours
        body = driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.ARROW_RIGHT)
        for curve in ("3", "0", "1"):
            wait(driver, lambda d: d.find_element(By.ID, "trace-marker").get_attribute("data-curve") == curve)
            marker = driver.execute_script(
                "return getComputedStyle(document.getElementById('trace-marker')).backgroundColor")
            assert marker == curves[curve], (curve, marker, curves)
            body.send_keys(Keys.ARROW_DOWN)
        shot(driver, f"rpn-four-curves-{scheme}")


def test_fit_shows_the_points_of_interest(driver):
    fresh(driver)
    graph_formula(driver, "x^3-3x")
    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(3):
        body.send_keys("+")  # y from about −1 to 1: the extrema at ±2 are out of view
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#plot .point[data-kind=maximum]"))
    driver.find_element(By.ID, "fit").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#plot .point[data-kind=maximum]"))
    assert driver.find_elements(By.CSS_SELECTOR, "#plot .point[data-kind=minimum]")


# The share of the plot's height the first curve spans: its path's box over the picture's.
CURVE_HEIGHT = """
const path = document.querySelector('#plot path.curve');
const svg = path.ownerSVGElement;
return path.getBBox().height / svg.getBBox().height;
"""


def test_fit_fills_the_height_with_the_curve(driver):
    """sin(x)^2 + 3 opens in the standard window, where it spans a twentieth of the
    height; Fit sets y alone to its points of interest, and the curve fills most of it."""
    fresh(driver)
    graph_formula(driver, "sin(x)^2 + 3")
    assert driver.execute_script(CURVE_HEIGHT) < 0.1
    driver.find_element(By.ID, "fit").click()
    wait(driver, lambda d: d.execute_script(CURVE_HEIGHT) >= 0.6, "Fit left the curve under 60 % of the height")
    assert "x from −10 to 10, y from" in driver.find_element(By.ID, "graph-description").text, "Fit moved x"


def test_export_downloads_the_picture_as_svg(driver):
    fresh(driver)
    click_keys(driver, "x sin")
    open_graph(driver)
    driver.execute_script("""
        // The page's Content-Security-Policy lets no script fetch a blob: URL, so the
        // blob is read where the page makes its URL.
        window.exported = null;
        let blob = null;
        const createObjectURL = URL.createObjectURL;
        URL.createObjectURL = (made) => { blob = made; return createObjectURL(made); };
        HTMLAnchorElement.prototype.click = function () {
          const name = this.download, type = blob.type;
          blob.text().then((svg) => { window.exported = {name, type, svg}; });
        };
    """)
    driver.find_element(By.ID, "export").click()
    wait(driver, lambda d: d.execute_script("return window.exported"))
    exported = driver.execute_script("return window.exported")
    assert exported["name"] == "graph.svg" and exported["type"] == "image/svg+xml"
    assert exported["svg"].startswith("<svg") and "<title>sin(x)</title>" in exported["svg"]
    assert 'class="point"' in exported["svg"] and "stroke-width:2" in exported["svg"]


DRAG = """
const [pinch] = arguments, plot = document.getElementById('plot');
const box = plot.getBoundingClientRect(), x = box.left + 300, y = box.top + 300;
const svg = document.querySelector('#plot svg');
const send = (type, id, cx, cy) => plot.dispatchEvent(new PointerEvent(type, {
  pointerId: id, pointerType: 'touch', clientX: cx, clientY: cy, isPrimary: id === 1, bubbles: true, button: 0}));
send('pointerdown', 1, x, y);
if (pinch) { send('pointerdown', 2, x + 100, y); send('pointermove', 2, x + 200, y); }
else { send('pointermove', 1, x + 60, y + 30); }
return {transform: document.getElementById('picture').style.transform,
        same: document.querySelector('#plot svg') === svg};
"""


@pytest.mark.parametrize("pinch", [False, True])
def test_a_drag_or_pinch_moves_the_picture_at_once_and_redraws_when_it_pauses(driver, pinch):
    fresh(driver)
    click_keys(driver, "x sin")
    open_graph(driver)
    before = place(driver)
    moved = driver.execute_script(DRAG, pinch)
    assert moved["same"], "no redraw during the gesture"
    assert moved["transform"].endswith("scale(2)" if pinch else "translate(60px, 30px) scale(1)"), moved
    # The gesture pauses (the fingers stay down): redrawn where it put the plane.
    wait(driver, lambda d: place(d) != before)
    assert driver.execute_script("return document.getElementById('picture').style.transform") == ""
    cx, cy, units = place(driver)
    if pinch:
        assert units == before[2] / 2
    else:
        assert units == before[2]
        assert abs(cx - (before[0] - 60 * units)) < 1e-12 and abs(cy - (before[1] + 30 * units)) < 1e-12
    driver.execute_script("""
        const plot = document.getElementById('plot');
        for (const id of [1, 2]) plot.dispatchEvent(new PointerEvent('pointerup', {pointerId: id, pointerType: 'touch', bubbles: true}));
    """)


def test_the_graph_keys_do_what_the_terminals_do(driver):
    """The terminal test's graph keys, pressed on the page, give the terminal's
    readouts: both front ends read one graph key table and one graph session."""
    fresh(driver)
    click_keys(driver, "x sin")
    open_graph(driver)
    plot = driver.find_element(By.ID, "plot")
    ranges = lambda d: plot.get_attribute("data-ranges")
    assert ranges(driver).startswith("x −10…10")
    body = driver.find_element(By.TAG_NAME, "body")
    for keys, expected in [("t", "x = 0, y = 0 (root)"), ("n", "(maximum)"), ("p", "x = 0, y = 0 (root)")]:
        body.send_keys(keys)
        wait(driver, lambda d: expected in text(d, "trace"))
    shift_right = ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT).key_up(Keys.SHIFT)
    for press, expected in [(shift_right, "x −7.5…12.5"), (ActionChains(driver).send_keys("+"), "x −2.5…7.5"),
                            (ActionChains(driver).send_keys("0"), "x −10…10")]:
        press.perform()
        wait(driver, lambda d: ranges(d).startswith(expected + "  y "))
    # The key list names the graph keys as the table does.
    body.send_keys("?")
    listed = driver.find_element(By.ID, "graph-shortcut-rows").text
    assert "pan right Shift+ArrowRight" in listed and "zoom in + =" in listed
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
