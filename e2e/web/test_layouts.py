"""The page's layouts and reach in headless Chromium: at phone
portrait and landscape, tablet, laptop and desktop sizes every operation has
a visible, clickable key (in portrait within one 2nd toggle), the keys fit and do not
overlap, the seeds pass by click on a phone, formula entry is typed and graphed, every
key of the key table is drawn and its bindings listed, and axe-core finds no
violation. Screenshots of each layout, light and dark, go to e2e/artifacts/.

run.sh starts the server and sets CALCULATOR_URL.
"""

import importlib.util
import os
import pathlib

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from browser import (ALGEBRAIC, ARTIFACTS, RPN, click_keys, expect_screen, open_graph, switch_mode,
                     text, wait)

BASE = os.environ.get("CALCULATOR_URL", "http://127.0.0.1:8080")
SIZES = [(390, 844), (844, 390), (768, 1024), (1280, 800), (1920, 1080)]
PHONE = (390, 844)

# Every operation, by key name.
OPERATIONS = ["+", "−", "×", "÷", "=", "xʸ", "√", "x²", "x³", "x⁻¹", "±", "x!", "%", "sin", "cos",
              "tan", "sin⁻¹", "cos⁻¹", "tan⁻¹", "sinh", "cosh", "tanh", "ln", "eˣ", "log", "10ˣ",
              "abs", "floor", "ceil", "round", "π", "e"]


def fresh(driver, width, height, scheme="light"):
    """The page at width × height, nothing saved, in the light or dark theme."""
    browser.fresh(driver, BASE, width, height, scheme)


def key_table(driver):
    """The key tables (keys, layouts, graph keys) as the page has them from the module."""
    return driver.execute_async_script(
        "import('./calculator-wasm.js').then((m) => m.loadCalculator(fetch('calculator.wasm')))"
        ".then((c) => arguments[0](c.keyTable()))")


VISIBLE_KEYS = """
const shown = [...document.querySelectorAll('.keypad button')].filter((b) => !b.hidden);
return shown.map((b) => {
  const r = b.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return {name: b.dataset.key, left: r.left, top: r.top, right: r.right, bottom: r.bottom,
          clickable: hit !== null && b.contains(hit), disabled: b.disabled};
});
"""


def visible_keys(driver):
    return driver.execute_script(VISIBLE_KEYS)


def check_fit(driver, keys, width, height):
    """Every key inside the window, at least 28 px each way, no two overlapping,
    nothing scrolls."""
    for key in keys:
        assert key["left"] >= 0 and key["top"] >= 0, key
        assert key["right"] <= width + 0.5 and key["bottom"] <= height + 0.5, key
        assert key["right"] - key["left"] >= 28 and key["bottom"] - key["top"] >= 28, key
        assert key["clickable"], key
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            apart = a["right"] <= b["left"] or b["right"] <= a["left"] or a["bottom"] <= b["top"] or b["bottom"] <= a["top"]
            assert apart, (a, b)
    overflow = driver.execute_script(
        "return document.documentElement.scrollWidth > innerWidth || document.documentElement.scrollHeight > innerHeight")
    assert not overflow


@pytest.mark.parametrize("width,height", SIZES)
def test_every_operation_is_a_visible_clickable_key(driver, width, height):
    fresh(driver, width, height)
    keys = visible_keys(driver)
    check_fit(driver, keys, width, height)
    names = {key["name"] for key in keys}
    if (width, height) == PHONE:
        driver.find_element(By.CSS_SELECTOR, '.keypad button[data-key="2nd"]').click()
        second = visible_keys(driver)
        check_fit(driver, second, width, height)
        names |= {key["name"] for key in second}
    missing = [name for name in OPERATIONS if name not in names]
    assert missing == []


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots(driver, width, height, scheme):
    fresh(driver, width, height, scheme)
    click_keys(driver, "4 + 5 × 3 = →M")
    ActionChains(driver).send_keys("7*(2+3").perform()
    expect_screen(driver, "7 × (2 + ...", "3")
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"calculator-{width}x{height}-{scheme}.png"))
    switch_mode(driver, "formula")
    ActionChains(driver).send_keys("sin(x)^2+3").perform()
    wait(driver, lambda d: text(d, "entry") == "sin(x)^2+3")
    check_fit(driver, visible_keys(driver), width, height)
    driver.save_screenshot(str(ARTIFACTS / f"formula-{width}x{height}-{scheme}.png"))


@pytest.mark.parametrize("keys,label,display", ALGEBRAIC)
def test_algebraic_seeds_clicked_on_a_phone(driver, keys, label, display):
    fresh(driver, *PHONE)
    click_keys(driver, keys)
    expect_screen(driver, label, display)


@pytest.mark.parametrize("keys,label,display", RPN)
def test_rpn_seeds_clicked_on_a_phone(driver, keys, label, display):
    fresh(driver, *PHONE)
    switch_mode(driver, "rpn")
    click_keys(driver, keys)
    expect_screen(driver, label, display)


def test_enter_only_in_rpn_mode(driver):
    fresh(driver, 1280, 800)
    for name, drawn in (("algebraic", False), ("rpn", True), ("formula", False)):
        switch_mode(driver, name)
        names = {key["name"] for key in visible_keys(driver)}
        assert ("↲" in names) == drawn, name
        assert ("(" in names) == (name != "rpn"), name


def test_formula_entry_typed_shows_its_preview_and_graphs(driver):
    fresh(driver, 1280, 800)
    switch_mode(driver, "formula")
    ActionChains(driver).send_keys("2*(3+4").perform()
    wait(driver, lambda d: text(d, "entry") == "2×(3+4" and text(d, "display") == "14")
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    expect_screen(driver, "2 × (3 + 4) =", "14")
    click_keys(driver, "C")
    ActionChains(driver).send_keys("sin(x)^2+3").perform()
    wait(driver, lambda d: text(d, "entry") == "sin(x)^2+3")
    # The caret is drawn at the end, and moves with the arrow keys.
    assert driver.execute_script("return document.querySelector('#entry .caret') !== null")
    ActionChains(driver).send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT).perform()
    wait(driver, lambda d: d.execute_script(
        "return document.querySelector('#entry .caret').nextSibling.textContent") == "+3")
    open_graph(driver)
    assert text(driver, "graph-title").replace(" ", "") == "sin(x)^2+3"
    assert driver.find_elements(By.CSS_SELECTOR, "#plot svg path, #plot svg polyline")


def test_every_key_of_the_table_is_drawn_and_its_bindings_listed(driver):
    fresh(driver, 1280, 800)
    table = key_table(driver)["keys"]
    drawn = set(driver.execute_script(
        "return [...document.querySelectorAll('.keypad button, #modes button')].map((b) => b.dataset.key)"))
    # deg and rad are drawn as the one angle key, which shows the other unit.
    assert "angle" in drawn
    missing = [key["name"] for key in table if key["name"] not in drawn | {"deg", "rad"}]
    assert missing == []
    # Each button says the table's spoken name where its symbol is not a word.
    labels = driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('.keypad button, #modes button')]"
        ".map((b) => [b.dataset.key, b.getAttribute('aria-label') || b.textContent]))")
    for key in table:
        if key["name"] in labels:
            assert labels[key["name"]] == key["spoken"], key["name"]
    ActionChains(driver).send_keys("?").perform()
    listed = driver.find_element(By.ID, "shortcuts").text
    for key in table:
        for binding in key["bindings"]:
            assert binding["key"] in listed, (key["name"], binding["key"])
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()


def test_the_angle_key_switches_both_ways(driver):
    fresh(driver, 1280, 800)
    driver.find_element(By.ID, "angle-key").click()
    wait(driver, lambda d: text(d, "angle-badge") == "DEG")
    driver.find_element(By.ID, "angle-key").click()
    wait(driver, lambda d: text(d, "angle-badge") == "RAD")


def test_a_tape_entry_is_recalled(driver):
    fresh(driver, 1280, 800)
    click_keys(driver, "2 + 3 = C 7 ×")
    driver.find_element(By.CSS_SELECTOR, "#tape .recall").click()
    click_keys(driver, "=")
    expect_screen(driver, "7 × 5 =", "35")


AXE = pathlib.Path(importlib.util.find_spec("axe_playwright_python").origin).parent / "axe.min.js"


def axe_violations(driver):
    """axe-core's violations on the page as it is now (WCAG 2 A and AA rules)."""
    driver.execute_script(AXE.read_text())
    result = driver.execute_async_script(
        "axe.run(document, {runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']})"
        ".then((r) => arguments[0](r.violations.map((v) => ({id: v.id, nodes: v.nodes.map((n) => n.target)}))))")
    return result


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violation(driver, scheme):
    fresh(driver, 1280, 800, scheme)
    click_keys(driver, "→M 1 ÷ 0 =")  # a memory badge and an error
    assert axe_violations(driver) == []
    ActionChains(driver).send_keys("?").perform()
    wait(driver, lambda d: d.find_element(By.ID, "shortcuts").is_displayed())
    assert axe_violations(driver) == []
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    click_keys(driver, "C x sin")
    open_graph(driver)
    assert axe_violations(driver) == []


@pytest.mark.parametrize("width,height", [(390, 844), (1280, 800)])
def test_exact_forms_show_above_the_decimal_and_swap(driver, width, height):
    """√8 shows 2√2 above 2.82842712474619; S⇔D swaps them, a reload keeps the choice,
    and axe finds nothing in either order."""
    fresh(driver, width, height)
    click_keys(driver, "8 √")
    expect_screen(driver, "√(8) =", "2.82842712474619")
    wait(driver, lambda d: text(d, "exact") == "2√2", f"exact form {text(driver, 'exact')!r}")
    assert axe_violations(driver) == []
    driver.find_element(By.ID, "exact-button").click()
    expect_screen(driver, "√(8) =", "2√2")
    assert text(driver, "exact") == "≈ 2.82842712474619"
    assert driver.find_element(By.ID, "exact-button").get_attribute("aria-pressed") == "true"
    driver.refresh()
    browser.wait_ready(driver)
    expect_screen(driver, "√(8) =", "2√2")
    assert text(driver, "exact") == "≈ 2.82842712474619"
    assert axe_violations(driver) == []
    driver.save_screenshot(str(ARTIFACTS / f"exact-{width}x{height}.png"))
    driver.find_element(By.ID, "exact-button").click()
    click_keys(driver, "C 2 sin")
    wait(driver, lambda d: not d.find_element(By.ID, "exact").is_displayed(), "sin 2 has no exact form")
    assert text(driver, "display") == "0.909297426825682"
