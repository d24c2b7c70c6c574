"""Browser tests of the page's worksheet in headless Chromium through Selenium, at a
phone's 390 × 844 and a laptop's 1280 × 800: rows typed and answered, their curves drawn
in their swatches' colours, a slider that moves its curve, a table of values, the rows
kept across a reload, Enter and Backspace, hiding a curve, undo and redo, a tape entry
put in a row, no horizontal overflow, axe-core, screenshots (e2e/artifacts/worksheet-phone.png,
worksheet-wide.png, and worksheet-wide-graph.png with the graph beside) for a person to look at, and the slider's frame time with five curves (a figure in
e2e/artifacts/browser-figures.txt).

run.sh starts the server and sets CALCULATOR_URL; the `driver` fixture (one Chromium for
the module) is conftest.py's.
"""

import importlib.util
import math
import os
import pathlib
import statistics

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from browser import ARTIFACTS, click_keys, open_graph, switch_mode, text, wait, wait_ready

BASE = os.environ.get("CALCULATOR_URL", "http://127.0.0.1:8080")
SIZES = [(390, 844), (1280, 800)]
# The rows of the tests: a number (a slider), a function of it, its curve, a line.
SHEET = ["a = 2", "f(x) = a·sin(x)", "f(x)", "x/2"]


def fresh(driver, width, height, scheme="dark"):
    """The page at width × height, nothing saved, the worksheet shown (below 1000 px it
    takes turns with the tape)."""
    browser.fresh(driver, BASE, width, height, scheme)
    show_sheet(driver)


def show_sheet(driver):
    switch = driver.find_element(By.ID, "show-sheet")
    if switch.is_displayed():
        switch.click()
    wait(driver, lambda d: d.find_element(By.ID, "add-row").is_displayed(), "the worksheet never showed")


ROWS = """
return [...document.querySelectorAll('#rows > li')].map((li) => {
  const swatch = li.querySelector('.swatch'), answer = li.querySelector('output');
  const slider = li.querySelector('.row-slider');
  return {text: li.querySelector('.row-text').value, answer: answer.textContent,
          failed: answer.classList.contains('failed'), plots: !swatch.hidden,
          curve: swatch.dataset.curve === undefined ? null : Number(swatch.dataset.curve),
          hidden: swatch.getAttribute('aria-pressed') === 'true',
          swatch: getComputedStyle(swatch).backgroundColor,
          slider: slider.hidden ? null : {value: slider.value, name: slider.getAttribute('aria-label'),
                                          valuetext: slider.getAttribute('aria-valuetext')}};
});
"""


def rows(driver):
    """The rows as the page shows them: text, answer, curve index, swatch colour, slider."""
    return driver.execute_script(ROWS)


def add_rows(driver, texts):
    """Types `texts` into new rows: Add row, then each text, Enter between them."""
    driver.find_element(By.ID, "add-row").click()
    for index, line in enumerate(texts):
        field = driver.switch_to.active_element
        assert field.get_attribute("aria-label") == f"Row {len(rows(driver))}"
        field.send_keys(line)
        if index < len(texts) - 1:
            field.send_keys(Keys.ENTER)
    wait(driver, lambda d: [r["text"] for r in rows(d)][-len(texts):] == texts, "the rows never showed what was typed")


def row_button(driver, index, kind):
    """Row `index`'s button of `kind`: swatch, row-table or row-delete."""
    return driver.find_elements(By.CSS_SELECTOR, f"#rows > li .{kind}")[index]


def slide(driver, index, value):
    """Moves row `index`'s slider to `value` as a drag does: the value set, then input."""
    driver.execute_script("""
        const slider = document.querySelectorAll('#rows > li .row-slider')[arguments[0]];
        slider.value = arguments[1];
        slider.dispatchEvent(new Event('input', {bubbles: true}));""", index, value)


CURVES = """
return [...document.querySelectorAll('#plot path.curve')].map((path) => ({
  curve: Number(path.closest('[data-curve]').dataset.curve), stroke: getComputedStyle(path).stroke,
  d: path.getAttribute('d')}));
"""


def curves(driver):
    """The graph's curve paths: index, computed stroke colour, path data."""
    return driver.execute_script(CURVES)


def no_horizontal_overflow(driver):
    """Nothing wider than the window: the page does not scroll sideways and every
    element of the worksheet ends inside it."""
    return driver.execute_script("""
        if (document.documentElement.scrollWidth > innerWidth) return false;
        return [...document.querySelectorAll('.sheet *')].every((e) => {
          const r = e.getBoundingClientRect();
          return r.width === 0 || (r.left >= -0.5 && r.right <= innerWidth + 0.5);
        });""")


def key_sizes(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('.keypad button')].filter((b) => !b.hidden)"
        ".map((b) => { const r = b.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; })")


@pytest.mark.parametrize("width,height", SIZES)
def test_rows_curves_slider_table_and_reload(driver, width, height):
    browser.fresh(driver, BASE, width, height, "dark")
    keys_before = key_sizes(driver)
    show_sheet(driver)
    add_rows(driver, SHEET)
    sheet = rows(driver)
    # a = 2: its value and a slider named for it; the function and the two
    # expressions in x: curves, with their answers and no error.
    assert sheet[0]["answer"] == "2" and not sheet[0]["plots"], sheet[0]
    assert sheet[0]["slider"] == {"value": "2", "name": "a slider", "valuetext": "2"}, sheet[0]
    for row in sheet[1:]:
        assert row["plots"] and not row["failed"] and row["slider"] is None, row
    assert "sin" in sheet[1]["answer"], sheet[1]
    assert no_horizontal_overflow(driver)
    # The keys keep their size beside the worksheet on a phone.
    if width < 600:
        assert key_sizes(driver) == keys_before
        driver.execute_script("document.getElementById('rows').scrollTop = 0")
        ARTIFACTS.mkdir(exist_ok=True)
        driver.save_screenshot(str(ARTIFACTS / "worksheet-phone.png"))

    # A table of f(x) from 0 in steps of 0.5: y at 0.5 is 2 sin(0.5).
    row_button(driver, 2, "row-table").click()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#rows .row-values:not([hidden]) tbody tr"))
    step = driver.find_element(By.CSS_SELECTOR, "#rows .row-values:not([hidden]) .table-step")
    assert step.get_attribute("value") == "1"
    step.send_keys(Keys.BACKSPACE, "0.5")
    table = driver.find_element(By.CSS_SELECTOR, "#rows .row-values:not([hidden]) table")
    assert table.find_element(By.TAG_NAME, "caption").text != ""
    wait(driver, lambda d: [c.text for c in table.find_elements(By.CSS_SELECTOR, "tbody tr:nth-child(2) td")]
         == ["0.5", "0.958851077208406"], "the table never showed y = 2 sin(0.5) at x = 0.5")
    assert len(table.find_elements(By.CSS_SELECTOR, "tbody tr")) == 10
    assert no_horizontal_overflow(driver)
    if width >= 1000:
        ARTIFACTS.mkdir(exist_ok=True)
        driver.save_screenshot(str(ARTIFACTS / "worksheet-wide.png"))
    row_button(driver, 2, "row-table").click()  # closed again

    # The graph in formula mode: one curve per shown curve row, each in its swatch's colour.
    switch_mode(driver, "formula")
    open_graph(driver)
    drawn = curves(driver)
    sheet = rows(driver)
    # Rows that draw the same formula (f(x) = … and the row f(x)) share one curve.
    expected = sorted({r["curve"] for r in sheet if r["curve"] is not None})
    assert sheet[1]["curve"] == sheet[2]["curve"], sheet
    assert sorted({c["curve"] for c in drawn}) == expected, (drawn, sheet)
    assert len(expected) >= 2, sheet
    for row in sheet:
        if row["curve"] is not None:
            strokes = {c["stroke"] for c in drawn if c["curve"] == row["curve"]}
            assert strokes == {row["swatch"]}, (row, strokes)

    # The slider moves a: a's answer and the curves of f follow at once, the graph open.
    before = {c["curve"]: c["d"] for c in drawn}
    slide(driver, 0, "3")
    wait(driver, lambda d: rows(d)[0]["answer"] == "3", "a's answer did not follow its slider")
    assert rows(driver)[0]["text"] == "a = 3"
    after = {c["curve"]: c["d"] for c in curves(driver)}
    f_curve = rows(driver)[1]["curve"]
    assert after[f_curve] != before[f_curve], "the curve of f did not move with a"
    line_curve = rows(driver)[3]["curve"]
    assert after[line_curve] == before[line_curve], "x/2 moved, though it does not use a"
    if width >= 1000:
        # From 1200 px the graph is a third column beside the worksheet and keypad.
        assert driver.find_element(By.ID, "calculator").is_displayed() == (width >= 1200)
        driver.save_screenshot(str(ARTIFACTS / "worksheet-wide-graph.png"))
    slide(driver, 0, "2")
    wait(driver, lambda d: rows(d)[0]["answer"] == "2")
    driver.find_element(By.ID, "back").click()
    wait(driver, lambda d: d.find_element(By.ID, "calculator").is_displayed())

    # A reload keeps the worksheet (saved with the keypad), and shows it.
    kept = [r["text"] for r in rows(driver)]
    driver.refresh()
    wait_ready(driver)
    wait(driver, lambda d: [r["text"] for r in rows(d)] == kept, "the worksheet was not kept across a reload")
    assert driver.find_element(By.ID, "add-row").is_displayed()
    assert no_horizontal_overflow(driver)


SLIDER = """
const slider = document.querySelectorAll('#rows > li .row-slider')[arguments[0]];
return {min: slider.min, max: slider.max, step: slider.step, value: slider.value};
"""


def slider_range(driver, index):
    """Row `index`'s slider as the page has it: min, max, step and value."""
    return driver.execute_script(SLIDER, index)


def type_over(field, value):
    """Replaces what `field` shows with `value`, as a person selecting it all and typing."""
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(value)


@pytest.mark.parametrize("width,height", SIZES)
def test_a_sliders_range_set_by_hand_is_kept(driver, width, height):
    fresh(driver, width, height)
    add_rows(driver, SHEET)
    automatic = slider_range(driver, 0)
    assert automatic["value"] == "2", automatic
    toggle = row_button(driver, 0, "row-range-toggle")
    assert toggle.get_attribute("aria-label") == "Range of a slider"
    toggle.click()
    fields = driver.find_elements(By.CSS_SELECTOR, "#rows > li:first-child .row-range input")
    assert toggle.get_attribute("aria-expanded") == "true" and driver.switch_to.active_element == fields[0]
    assert [f.get_attribute("value") for f in fields] == [automatic["min"], automatic["max"], automatic["step"]]
    for field, value in zip(fields, ["0", "5", "0.5"]):
        type_over(field, value)
    fields[2].send_keys(Keys.ENTER)
    wait(driver, lambda d: slider_range(d, 0) == {"min": "0", "max": "5", "step": "0.5", "value": "2"},
         "the slider never took the range 0…5 in steps of 0.5")
    assert no_horizontal_overflow(driver)
    assert axe_violations(driver) == []
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"worksheet-range-{width}.png"))
    # The arrow keys move the slider by its step, and the row's text follows.
    driver.find_elements(By.CSS_SELECTOR, "#rows > li .row-slider")[0].send_keys(Keys.ARROW_RIGHT)
    wait(driver, lambda d: rows(d)[0]["text"] == "a = 2.5", "ArrowRight did not move a by 0.5")
    assert rows(driver)[0]["answer"] == "2.5"
    # A range that breaks the rules is refused with its reason, and the slider keeps its own.
    type_over(fields[2], "9")
    fields[2].send_keys(Keys.ENTER)
    wait(driver, lambda d: "step" in text(d, "error"), "a step above max − min was not refused")
    assert slider_range(driver, 0)["step"] == "0.5" and fields[2].get_attribute("value") == "9"
    # A reload keeps the range, saved with the row.
    driver.refresh()
    wait_ready(driver)
    show_sheet(driver)
    wait(driver, lambda d: len(rows(d)) == len(SHEET), "the rows were not kept across a reload")
    assert slider_range(driver, 0) == {"min": "0", "max": "5", "step": "0.5", "value": "2.5"}
    # Automatic gives the slider its automatic range back.
    row_button(driver, 0, "row-range-toggle").click()
    driver.find_element(By.CSS_SELECTOR, "#rows > li:first-child .range-automatic").click()
    wait(driver, lambda d: slider_range(d, 0)["max"] != "5", "Automatic did not give the range back")
    assert driver.find_element(By.CSS_SELECTOR, "#rows > li:first-child .range-automatic").get_attribute("disabled")


def test_keys_hides_the_keypad_for_the_rows_on_a_phone(driver):
    browser.fresh(driver, BASE, 390, 844, "dark")
    keys_before = key_sizes(driver)
    show_sheet(driver)
    add_rows(driver, SHEET + ["b = 5", "x² − b", "f(π/2) + b"])
    keys = driver.find_element(By.ID, "sheet-keys")
    assert keys.is_displayed() and keys.get_attribute("aria-expanded") == "true"
    height = "return document.getElementById('rows').getBoundingClientRect().height"
    compact = driver.execute_script(height)
    keys.click()
    assert keys.get_attribute("aria-expanded") == "false"
    wait(driver, lambda d: not d.find_element(By.ID, "keypad").is_displayed(), "Keys did not hide the keypad")
    # The rows take the keypad's place: every one of the seven in sight, none scrolled.
    assert driver.execute_script(height) > 4 * compact
    assert driver.execute_script(
        "const list = document.getElementById('rows'); return list.scrollHeight <= list.clientHeight")
    assert rows(driver)[6]["answer"] == "7"
    assert no_horizontal_overflow(driver) and axe_violations(driver) == []
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / "worksheet-phone-rows.png"))
    keys.click()
    wait(driver, lambda d: d.find_element(By.ID, "keypad").is_displayed(), "Keys did not show the keypad again")
    assert key_sizes(driver) == keys_before
    # Wider, the worksheet has its own column: no Keys.
    browser.size(driver, 1280, 800)
    assert not keys.is_displayed()


def test_the_wide_page_with_its_graph_beside(driver):
    """The README's picture (e2e/artifacts/worksheet-readme.png): at 1600 × 900, a slider, a
    function of it, two more curves and an expression, the graph beside them."""
    browser.fresh(driver, BASE, 1600, 900, "dark")
    add_rows(driver, ["a = 2", "f(x) = a·sin(x)", "x/2", "x²/8 − 3", "f(π/2) + a"])
    wait(driver, lambda d: rows(d)[4]["answer"] == "4", "f(π/2) + a never answered 4")
    switch_mode(driver, "formula")
    open_graph(driver)
    assert driver.find_element(By.ID, "calculator").is_displayed(), "the graph is not beside"
    assert len({c["curve"] for c in curves(driver)}) == 3
    slide(driver, 0, "3")
    wait(driver, lambda d: rows(d)[4]["answer"] == "6", "the slider's value did not reach f(π/2) + a")
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / "worksheet-readme.png"))


def test_enter_adds_a_row_below_and_backspace_deletes_an_empty_one(driver):
    fresh(driver, 1280, 800)
    add_rows(driver, ["1 + 2", "b = 5"])
    first = driver.find_elements(By.CSS_SELECTOR, "#rows .row-text")[0]
    first.click()
    # Typing keeps the field, its focus and its caret; the answer follows.
    first.send_keys(Keys.END, "0")
    assert driver.switch_to.active_element == first
    assert driver.execute_script("return arguments[0].selectionStart", first) == len("1 + 20")
    assert rows(driver)[0]["answer"] == "21"
    first.send_keys(Keys.ENTER)
    assert [r["text"] for r in rows(driver)] == ["1 + 20", "", "b = 5"]
    assert driver.switch_to.active_element.get_attribute("aria-label") == "Row 2"
    driver.switch_to.active_element.send_keys(Keys.BACKSPACE)
    assert [r["text"] for r in rows(driver)] == ["1 + 20", "b = 5"]
    assert driver.switch_to.active_element == first
    # Keys typed in a row are the row's: not pressed on the keypad.
    assert text(driver, "display") == "0"
    # An error is the row's answer, in the error style; the other rows hold.
    first.send_keys(Keys.END, "/0")
    sheet = rows(driver)
    assert sheet[0]["failed"] and sheet[0]["answer"] != "", sheet[0]
    assert sheet[1]["answer"] == "5"
    # × deletes a row.
    row_button(driver, 0, "row-delete").click()
    assert [r["text"] for r in rows(driver)] == ["b = 5"]


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_rows_show_their_exact_forms(driver, width, height):
    """A row whose value has a short exact form shows it before its decimal; the others
    their decimal alone."""
    fresh(driver, width, height)
    add_rows(driver, ["a = 1/3", "3a", "sin(π/4)", "sin(1)"])
    wait(driver, lambda d: [r["answer"] for r in rows(d)] == [
        "1/3 ≈ 0.333333333333333", "1", "√2/2 ≈ 0.707106781186548", "0.841470984807897"],
        f"answers {[r['answer'] for r in rows(driver)]}")
    assert no_horizontal_overflow(driver)


def test_the_swatch_hides_and_shows_a_curve(driver):
    fresh(driver, 1280, 800)
    add_rows(driver, ["x^2", "x/2"])
    swatch = row_button(driver, 0, "swatch")
    assert swatch.get_attribute("aria-label") == "Hide curve of row 1"
    assert rows(driver)[0]["curve"] == 0 and rows(driver)[1]["curve"] == 1
    swatch.click()
    sheet = rows(driver)
    assert sheet[0]["hidden"] and sheet[0]["curve"] is None and sheet[0]["swatch"] == "rgba(0, 0, 0, 0)", sheet[0]
    assert sheet[1]["curve"] == 0, sheet[1]
    switch_mode(driver, "formula")
    open_graph(driver)
    assert {c["curve"] for c in curves(driver)} == {0}
    assert {c["stroke"] for c in curves(driver)} == {sheet[1]["swatch"]}
    driver.find_element(By.ID, "back").click()
    wait(driver, lambda d: d.find_element(By.ID, "calculator").is_displayed())
    row_button(driver, 0, "swatch").click()
    assert not rows(driver)[0]["hidden"] and rows(driver)[0]["curve"] == 0


def test_undo_and_redo_in_the_worksheet(driver):
    fresh(driver, 1280, 800)
    undo, redo = driver.find_element(By.ID, "sheet-undo"), driver.find_element(By.ID, "sheet-redo")
    assert not undo.is_enabled() and not redo.is_enabled()
    add_rows(driver, ["c = 7"])
    row_button(driver, 0, "row-delete").click()
    assert rows(driver) == [] and undo.is_enabled()
    undo.click()
    assert [r["text"] for r in rows(driver)] == ["c = 7"] and redo.is_enabled()
    redo.click()
    assert rows(driver) == []


@pytest.mark.parametrize("width,height", SIZES)
def test_a_tape_entry_goes_into_a_new_row(driver, width, height):
    browser.fresh(driver, BASE, width, height, "dark")
    click_keys(driver, "2 + 3 = C")
    button = driver.find_element(By.CSS_SELECTOR, "#tape li .to-row")
    assert button.get_attribute("aria-label") == "Put entry 1 in a new row"
    button.click()
    # The worksheet shows (below 1000 px in the tape's place), with the entry's expression.
    wait(driver, lambda d: d.find_element(By.ID, "add-row").is_displayed())
    sheet = rows(driver)
    assert len(sheet) == 1 and sheet[0]["answer"] == "5", sheet
    assert no_horizontal_overflow(driver)


AXE = pathlib.Path(importlib.util.find_spec("axe_playwright_python").origin).parent / "axe.min.js"


def axe_violations(driver):
    """axe-core's violations on the page as it is now (the rules test_layouts.py runs)."""
    driver.execute_script(AXE.read_text())
    return driver.execute_async_script(
        "axe.run(document, {runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']})"
        ".then((r) => arguments[0](r.violations.map((v) => ({id: v.id, nodes: v.nodes.map((n) => n.target)}))))")


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violation_in_the_worksheet(driver, width, height, scheme):
    fresh(driver, width, height, scheme)
    add_rows(driver, SHEET + ["1/0"])
    row_button(driver, 2, "row-table").click()
    row_button(driver, 3, "swatch").click()
    assert axe_violations(driver) == []


# Five curves of a, moved by its slider: each input event, from the handler to the
# graph's new frame laid out.
TIME_SLIDES = """
const [count] = arguments;
const slider = document.querySelector('#rows > li .row-slider');
const times = [];
for (let i = 0; i < count; i += 1) {
  const started = performance.now();
  slider.value = String(((i % 40) - 20) / 5);       // −4 … 3.8, on the slider's steps
  slider.dispatchEvent(new Event('input', {bubbles: true}));
  document.querySelector('#plot svg').getBoundingClientRect();
  times.push(performance.now() - started);
}
const points = document.querySelectorAll('#plot .point').length;  // none while it moves
slider.dispatchEvent(new Event('change', {bubbles: true}));        // let go: the points
return {times, curves: document.querySelectorAll('#plot path.curve').length, points,
        pointsLetGo: document.querySelectorAll('#plot .point').length,
        answer: document.querySelector('#rows > li output').textContent, value: slider.value};
"""


def percentile(values, fraction):
    """The value below which `fraction` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


# Runs of the figure: the best of up to this many is the one the bound is checked on
# (test_wasm_page.py's reason: on a machine shared with builds a run's tail is the
# scheduler's).
RUNS = 3
# The target is a frame's 16 ms, printed beside each run. A slider's move asks for a quick
# frame, without the points of interest (they come back when it is let go), which meets
# it at the speed of the machine the module's bounds were set on (docs/performance.md);
# the test holds the p95 to a quarter more than the target, for the noise of a shared
# machine, and fails past it. That speed is where the work budget alone (a graph of x
# followed by 9,999 !, which does nothing else) ran out in BUDGET_MS (e2e/wasm/bounded.mjs,
# docs/performance.md). This shared machine's speed varies by up to twice from one hour to
# the next, so that call is timed first, in the page, and a slower machine scales the
# bound by as much (never below it).
TARGET_MS = 16
BOUND_MS = 1.25 * TARGET_MS
BUDGET_MS = 17.3

TIME_BUDGET = """
const done = arguments[0];
import('./state.js').then(({state}) => {
  const viewport = {width: 2000, height: 600, originX: 1000, originY: 300, scale: 40};
  const call = () => {
    try { state.calculator.graph({expression: 'x' + '!'.repeat(9999), viewport}); } catch {}
  };
  call();
  const times = [];
  for (let i = 0; i < 7; i += 1) {
    const started = performance.now();
    call();
    times.push(performance.now() - started);
  }
  done(times.sort((a, b) => a - b)[3]);
});
"""


def test_slider_frame_time_figure(driver):
    fresh(driver, 1280, 800)
    add_rows(driver, ["a = 1", "sin(a x)", "a cos(x)", "x^2/a", "a + x/3", "g(x) = a·x·sin(x)"])
    assert sum(r["curve"] is not None for r in rows(driver)) == 5
    switch_mode(driver, "formula")
    open_graph(driver)
    ARTIFACTS.mkdir(exist_ok=True)
    budget = driver.execute_async_script(TIME_BUDGET)
    bound = BOUND_MS * max(1, budget / BUDGET_MS)
    best = None
    for run in range(1, RUNS + 1):
        measured = driver.execute_script(TIME_SLIDES, 60)
        times = measured["times"]
        assert measured["curves"] >= 5 and measured["answer"] == measured["value"] == "-0.2", measured
        assert measured["points"] == 0 and measured["pointsLetGo"] > 0, measured
        p95 = percentile(times, 0.95)
        line = (f"worksheet slider to graph frame, 5 curves (run {run}): median {statistics.median(times):.3f} ms, "
                f"p95 {p95:.3f} ms, max {max(times):.3f} ms over {len(times)} (bound: p95 ≤ {bound:.1f} ms: "
                f"{BOUND_MS:g} ms scaled by the work budget's {budget:.1f} ms here, {BUDGET_MS} ms where set; "
                f"target {TARGET_MS} ms)")
        with open(ARTIFACTS / "browser-figures.txt", "a") as figures:
            figures.write(line + "\n")
        print("\n" + line, end="")
        if best is None or p95 < best:
            best = p95
        if p95 <= bound:
            break
    assert best <= bound and not math.isnan(best)
