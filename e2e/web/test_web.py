"""Browser tests of the web app in headless Chromium through Selenium.

run.sh starts the server and sets CALCULATOR_URL. Screenshots are saved to
e2e/artifacts/ for a person to look at.
"""

import math
import os

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from browser import (ALGEBRAIC, ARTIFACTS, RPN, TYPED, click_keys, expect_screen, mode,
                     graph_offset, graph_place, open_graph, size, switch_mode, tape, text, traced, wait,
                     wait_ready)

BASE = os.environ.get("CALCULATOR_URL", "http://127.0.0.1:8080")


def fresh(driver):
    """The page with nothing saved."""
    browser.fresh(driver, BASE)


def graph_description(driver):
    return text(driver, "graph-description")


def ranges(description):
    """x min, x max, y min, y max of a graph's text description."""
    tail = description.split(": x from ")[1].replace("−", "-").split(". ")[0].rstrip(".")
    x_part, y_part = tail.split(", y from ")
    return [float(v) for v in x_part.split(" to ") + y_part.split(" to ")]


@pytest.mark.parametrize("keys,label,display", ALGEBRAIC)
def test_algebraic_seed_clicked(driver, keys, label, display):
    fresh(driver)
    click_keys(driver, keys)
    expect_screen(driver, label, display)


@pytest.mark.parametrize("keys,label,display", RPN)
def test_rpn_seed_clicked(driver, keys, label, display):
    fresh(driver)
    switch_mode(driver, "rpn")
    click_keys(driver, keys)
    expect_screen(driver, label, display)


@pytest.mark.parametrize("keys,label,display", ALGEBRAIC)
def test_algebraic_seed_typed(driver, keys, label, display):
    fresh(driver)
    ActionChains(driver).send_keys("".join(TYPED.get(k, k) for k in keys.split())).perform()
    expect_screen(driver, label, display)


@pytest.mark.parametrize("keys,label,display", RPN)
def test_rpn_seed_typed(driver, keys, label, display):
    fresh(driver)
    ActionChains(driver).send_keys("R").perform()  # the key table's binding for RPN
    wait(driver, lambda d: mode(d) == "rpn")
    ActionChains(driver).send_keys("".join(TYPED.get(k, k) for k in keys.split())).perform()
    expect_screen(driver, label, display)


def test_percent_share_clicked(driver):
    """`50 + 10 % =` is 55: a `+` takes the percent after it as a share of 50, shown as 5
    until `=`."""
    fresh(driver)
    click_keys(driver, "5 0 + 1 0 %")
    expect_screen(driver, "50 + 10% ...", "5")
    click_keys(driver, "=")
    expect_screen(driver, "50 + 10% =", "55")


def test_percent_share_typed(driver):
    fresh(driver)
    ActionChains(driver).send_keys("50+10%").perform()
    expect_screen(driver, "50 + 10% ...", "5")
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    expect_screen(driver, "50 + 10% =", "55")


@pytest.mark.parametrize("keys,label,display", [
    ("9 " * 16 + "− " + "9 " * 15 + "8 =", "9999999999999999 − 9999999999999998 =", "1"),
    ("2 √ →M M x² − 2 =", "M² − 2 =", "0"),
])
def test_exact_from_key_to_display(driver, keys, label, display):
    """A typed operand keeps every digit, and M keeps √2 exactly."""
    fresh(driver)
    click_keys(driver, keys)
    expect_screen(driver, label, display)


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_the_ans_key_enters_the_last_answer(driver, width, height):
    """ans, clicked on the phone's and the wide keypad or typed as `b`, enters the last
    result exactly (1 ÷ 3, not its 15 digits); in formula entry it types `ans`."""
    browser.fresh(driver, BASE, width, height)
    click_keys(driver, "1 ÷ 3 = C ans × 3 =")
    expect_screen(driver, "1 ÷ 3 × 3 =", "1")
    ActionChains(driver).send_keys("b+1=").perform()
    expect_screen(driver, "1 + 1 =", "2")
    switch_mode(driver, "formula")
    click_keys(driver, "ans × 5")
    wait(driver, lambda d: text(d, "display") == "10", f"preview {text(driver, 'display')!r}")
    driver.save_screenshot(str(ARTIFACTS / f"ans-{width}x{height}.png"))


def test_a_state_saved_with_numbers_still_loads(driver):
    """The release before saved operands and M as JSON numbers: such a state still loads."""
    fresh(driver)
    saved = ('{"angle":"rad","memory":0.1,"mode":"algebraic","program":[{"operand":7},'
             '{"operation":"+"},{"variable":"M"},{"operation":"="}],"redo":[],'
             '"showsZero":false,"tape":["7 + M = 7.1"],"typing":null}')
    driver.execute_script("localStorage.setItem('calculator.state', arguments[0])", saved)
    driver.refresh()
    wait_ready(driver)
    expect_screen(driver, "7 + M =", "7.1")
    assert text(driver, "memory") == "M = 0.1"
    assert text(driver, "error") == ""


def test_escape_clears_and_errors_show(driver):
    fresh(driver)
    ActionChains(driver).send_keys("1/0=").perform()
    wait(driver, lambda d: text(d, "error") != "")
    assert text(driver, "display") == "Error"
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    expect_screen(driver, "", "0")
    assert text(driver, "error") == ""


def test_shortcuts_overlay(driver):
    fresh(driver)
    ActionChains(driver).send_keys("?").perform()
    dialog = driver.find_element(By.ID, "shortcuts")
    wait(driver, lambda d: dialog.is_displayed())
    assert "Backspace" in dialog.text and "Escape" in dialog.text
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    wait(driver, lambda d: not dialog.is_displayed())


def test_keys_have_accessible_names(driver):
    fresh(driver)
    names = driver.execute_script(
        "return [...document.querySelectorAll('button')].map(b => b.getAttribute('aria-label') || b.textContent.trim())")
    assert len(names) >= 35 and all(names)
    assert driver.find_element(By.ID, "readout").get_attribute("aria-live") == "polite"
    assert driver.find_element(By.ID, "tape").tag_name == "ol"


def test_graph_view_zoom_pan_and_trace(driver):
    size(driver, 1280, 800)
    fresh(driver)
    click_keys(driver, "x × x −")
    driver.find_element(By.CSS_SELECTOR, 'button[data-key="2"]').click()
    open_graph(driver)
    # The graph key performed the pending =.
    assert text(driver, "graph-title") == "x × x − 2"
    svg_title = driver.execute_script("return document.querySelector('#plot svg title').textContent")
    assert svg_title == "x × x − 2"
    before = graph_description(driver)
    assert before.startswith("Graph of x × x − 2: x from −")

    driver.find_element(By.ID, "zoom-in").click()
    wait(driver, lambda d: graph_description(d) != before)
    zoomed = graph_description(driver)
    driver.find_element(By.ID, "zoom-out").click()
    wait(driver, lambda d: graph_description(d) == before)

    plot = driver.find_element(By.ID, "plot")
    ActionChains(driver).drag_and_drop_by_offset(plot, 120, 60).perform()
    wait(driver, lambda d: graph_description(d) != before)
    panned = graph_description(driver)
    assert panned != zoomed

    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(plot), 0, -300).perform()
    wait(driver, lambda d: graph_description(d) != panned)

    driver.find_element(By.ID, "reset").click()
    wait(driver, lambda d: graph_description(d) == before)

    # Double-click 80 points right of and 40 above the centre: the origin moves there,
    # so the visible x range moves 80 points' worth left and the y range 40 down.
    units = graph_place(driver)[2]
    ActionChains(driver).move_to_element_with_offset(plot, 80, -40).double_click().perform()
    wait(driver, lambda d: graph_description(d) != before)
    old, new = ranges(before), ranges(graph_description(driver))
    shifts = (-80 * units, -80 * units, -40 * units, -40 * units)
    assert all(abs((n - o) - shift) < 0.05 for o, n, shift in zip(old, new, shifts)), (old, new)
    driver.find_element(By.ID, "reset").click()
    wait(driver, lambda d: graph_description(d) == before)
    ActionChains(driver).move_to_element_with_offset(plot, *graph_offset(driver, 1, 0)).perform()
    wait(driver, lambda d: abs(traced(d)[0] - 1) < 0.05)
    x, y = traced(driver)
    assert abs(y - (x * x - 2)) < 0.01

    driver.find_element(By.ID, "style").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#plot svg path.curve.dots"))
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / "graph-1280x800.png"))
    driver.find_element(By.ID, "back").click()
    wait(driver, lambda d: d.find_element(By.ID, "calculator").is_displayed())


def test_trace_shows_undefined_where_there_is_no_value(driver):
    size(driver, 1280, 800)
    fresh(driver)
    ActionChains(driver).send_keys("xr").perform()  # √(x): no value left of 0
    open_graph(driver)
    assert text(driver, "graph-title") == "√(x)"
    plot = driver.find_element(By.ID, "plot")
    ActionChains(driver).move_to_element_with_offset(plot, *graph_offset(driver, -1, 0)).perform()
    wait(driver, lambda d: abs(traced(d)[0] + 1) < 0.05)
    assert text(driver, "trace").endswith("y = undefined")
    ActionChains(driver).move_to_element_with_offset(plot, *graph_offset(driver, 4, 0)).perform()
    wait(driver, lambda d: abs(traced(d)[0] - 4) < 0.05)
    x, y = traced(driver)
    assert abs(y - math.sqrt(x)) < 1e-9


def test_trace_agrees_with_the_curve(driver):
    """In algebraic mode an unset M counts as 0 on the curve; the trace says the same
    (it comes from the graphed formula, not from its description parsed again)."""
    size(driver, 1280, 800)
    fresh(driver)
    click_keys(driver, "9 + M + x")
    open_graph(driver)
    assert text(driver, "graph-title") == "9 + M + x"
    plot = driver.find_element(By.ID, "plot")
    ActionChains(driver).move_to_element_with_offset(plot, *graph_offset(driver, 1, 0)).perform()
    wait(driver, lambda d: abs(traced(d)[0] - 1) < 0.05)
    assert abs(traced(driver)[1] - (traced(driver)[0] + 9)) < 1e-9, text(driver, "trace")


def test_trace_reads_the_exact_value(driver):
    """The trace's y is the exact engine's, as the display's is. On
    x + 1e20 − 1e20 the curve's Double is 0 near x = 1; the readout says x."""
    size(driver, 1280, 800)
    fresh(driver)
    switch_mode(driver, "formula")
    ActionChains(driver).send_keys("x+1e20-1e20").perform()
    open_graph(driver)
    plot = driver.find_element(By.ID, "plot")
    ActionChains(driver).move_to_element_with_offset(plot, *graph_offset(driver, 1, 0)).perform()
    wait(driver, lambda d: abs(traced(d)[0] - 1) < 0.05)
    x, y = traced(driver)
    assert y == x, text(driver, "trace")


def test_more_digits_view(driver):
    """⋯ (or v) shows the value with 100 significant digits, every one right (a whole
    number whole), kept up to date while open, at phone and desktop sizes."""
    sqrt2 = ("1.414213562373095048801688724209698078569671875376948073176679737990732478462"
             "107038850387534327641573")
    for width, height in ((390, 844), (1280, 800)):
        size(driver, width, height)
        fresh(driver)
        click_keys(driver, "2 √")
        button = driver.find_element(By.ID, "digits-button")
        assert button.get_attribute("aria-pressed") == "false"
        button.click()
        wait(driver, lambda d: text(d, "more-digits") == sqrt2, text(driver, "more-digits"))
        assert button.get_attribute("aria-pressed") == "true"
        # The panel stays inside the window and the keypad still shows.
        panel = driver.find_element(By.ID, "more-digits").rect
        assert panel["x"] >= 0 and panel["x"] + panel["width"] <= width, panel
        driver.save_screenshot(str(ARTIFACTS / f"more-digits-{width}x{height}.png"))
        click_keys(driver, "x²")
        wait(driver, lambda d: text(d, "more-digits") == "2", text(driver, "more-digits"))
        ActionChains(driver).send_keys("v").perform()
        wait(driver, lambda d: not d.find_element(By.ID, "more-digits").is_displayed())
    click_keys(driver, "C 1 ÷ 3 =")
    ActionChains(driver).send_keys("v").perform()
    wait(driver, lambda d: text(d, "more-digits") == "0." + "3" * 100, text(driver, "more-digits"))
    # A whole number shows every digit: all 158 of 100! (Python's math.factorial(100)).
    click_keys(driver, "C 1 0 0 x!")
    factorial = str(math.factorial(100))
    wait(driver, lambda d: d.find_element(By.ID, "more-digits").get_attribute("textContent") == factorial,
         text(driver, "more-digits"))


def test_a_saved_state_the_module_refuses_is_set_aside(driver):
    fresh(driver)
    damaged = '{"mode":"banana","program":[]}'
    driver.execute_script("localStorage.setItem('calculator.state', arguments[0])", damaged)
    driver.refresh()
    wait_ready(driver)
    assert text(driver, "error") == "The saved calculation could not be restored; starting over."
    assert driver.find_element(By.ID, "calculator").is_displayed()
    assert driver.execute_script("return localStorage.getItem('calculator.state.set-aside')") == damaged
    click_keys(driver, "1 + 2 =")
    expect_screen(driver, "1 + 2 =", "3")
    assert text(driver, "error") == ""
    driver.refresh()  # the new calculation was saved in place of the damaged one
    wait_ready(driver)
    expect_screen(driver, "1 + 2 =", "3")


def test_reload_keeps_everything(driver):
    size(driver, 1280, 800)
    fresh(driver)
    ActionChains(driver).send_keys("7+9=M5+").perform()
    expect_screen(driver, "5 + ...", "5")
    driver.refresh()
    expect_screen(driver, "5 + ...", "5")
    assert text(driver, "memory") == "M = 16"
    assert tape(driver) == ["7 + 9 = 16"]

    click_keys(driver, "x")
    open_graph(driver)
    assert text(driver, "graph-title") == "5 + x"
    start = graph_description(driver)
    driver.find_element(By.ID, "zoom-in").click()
    wait(driver, lambda d: graph_description(d) != start)
    zoomed = graph_description(driver)
    plot = driver.find_element(By.ID, "plot")
    ActionChains(driver).drag_and_drop_by_offset(plot, -50, 30).perform()
    wait(driver, lambda d: graph_description(d) != zoomed)
    described = graph_description(driver)
    driver.refresh()
    wait(driver, lambda d: d.find_element(By.ID, "graph-view").is_displayed())
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#plot svg"))
    assert text(driver, "graph-title") == "5 + x"
    assert graph_description(driver) == described
    driver.find_element(By.ID, "back").click()
    wait(driver, lambda d: text(d, "label") == "5 + x =")
    assert text(driver, "memory") == "M = 16"
    assert tape(driver)[0] == "7 + 9 = 16"


@pytest.mark.parametrize("width,height", [(390, 844), (844, 390), (1280, 800)])
def test_graph_view_fits_and_screenshots(driver, width, height):
    size(driver, width, height)
    fresh(driver)
    ARTIFACTS.mkdir(exist_ok=True)
    click_keys(driver, "x sin")
    open_graph(driver)
    driver.save_screenshot(str(ARTIFACTS / f"graph-{width}x{height}.png"))
    description = driver.find_element(By.ID, "graph-description").rect
    assert description["y"] + description["height"] <= height, description
    tools = driver.execute_script(
        "return [...document.querySelectorAll('#graph-view button')].every(b => {"
        " const r = b.getBoundingClientRect(); return r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight; })")
    assert tools
    driver.find_element(By.ID, "back").click()
