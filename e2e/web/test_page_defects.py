"""Page defects found by trying the page in a browser, each pinned by a test
that failed before its fix: focus after a click, the hidden keypad, the keypad moving
when an error appears, badges over a long label, the tape's message over the error,
names and announcements.

run.sh starts the server and sets CALCULATOR_URL.
"""

import os

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from browser import click_keys, expect_screen, open_graph, text, wait

BASE = os.environ.get("CALCULATOR_URL", "http://127.0.0.1:8080")


def fresh(driver, width=1280, height=800):
    """The page at width × height with nothing saved."""
    browser.fresh(driver, BASE, width, height)


def press_keyboard(driver, keys):
    ActionChains(driver).send_keys(keys).perform()


def rect(driver, element):
    return driver.execute_script("const r = arguments[0].getBoundingClientRect();"
                                 "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};",
                                 element)


def overlap(a, b):
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def test_enter_after_a_click_is_equals_not_the_clicked_key(driver):
    fresh(driver)
    click_keys(driver, "7 +")
    press_keyboard(driver, "9" + Keys.ENTER)
    expect_screen(driver, "7 + 9 =", "16")


def test_space_after_a_click_does_not_repeat_the_clicked_key(driver):
    fresh(driver)
    click_keys(driver, "7 +")
    press_keyboard(driver, "9 ")
    expect_screen(driver, "7 + ...", "9")


def test_enter_after_back_from_the_graph_does_not_reopen_it(driver):
    fresh(driver)
    click_keys(driver, "x sin")
    open_graph(driver)
    driver.find_element(By.ID, "back").click()
    wait(driver, lambda d: d.find_element(By.ID, "calculator").is_displayed())
    press_keyboard(driver, Keys.ENTER)
    driver.execute_script("return new Promise((done) => setTimeout(done, 100))")
    assert not driver.find_element(By.ID, "graph-view").is_displayed()
    assert driver.find_element(By.ID, "calculator").is_displayed()


def test_the_hidden_keypad_is_not_focusable_while_the_graph_is_open(driver):
    fresh(driver)
    click_keys(driver, "x")
    open_graph(driver)
    assert not driver.find_element(By.ID, "calculator").is_displayed()
    for _ in range(30):
        press_keyboard(driver, Keys.TAB)
        inside = driver.execute_script(
            "return document.getElementById('calculator').contains(document.activeElement)")
        assert not inside, driver.execute_script("return document.activeElement.outerHTML")


@pytest.mark.parametrize("width,height", [(390, 844), (844, 390), (1280, 800)])
def test_the_keypad_does_not_move_when_an_error_appears(driver, width, height):
    fresh(driver, width, height)
    keypad = driver.find_element(By.CSS_SELECTOR, ".keypad")
    before = rect(driver, keypad)
    click_keys(driver, "1 ÷ 0 =")
    wait(driver, lambda d: text(d, "error") != "")
    assert rect(driver, keypad) == before


@pytest.mark.parametrize("width,height", [(390, 844), (844, 390), (1280, 800)])
def test_badges_never_cover_the_label(driver, width, height):
    fresh(driver, width, height)
    click_keys(driver, "→M " + "1 2 3 4 5 6 + " * 8)  # a memory badge and a long label
    label = driver.find_element(By.ID, "label")
    assert len(label.text) > 60
    for badge in driver.find_elements(By.CSS_SELECTOR, ".screen-top > *"):
        if badge.is_displayed():
            assert not overlap(rect(driver, badge), rect(driver, label)), badge.get_attribute("id")


def test_tape_copied_does_not_replace_the_error(driver):
    fresh(driver)
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": BASE, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    click_keys(driver, "2 + 3 = 1 ÷ 0 =")
    wait(driver, lambda d: text(d, "error") != "")
    error = text(driver, "error")
    driver.find_element(By.ID, "copy-tape").click()
    wait(driver, lambda d: "Tape copied." in d.find_element(By.TAG_NAME, "body").text)
    assert text(driver, "error") == error


def test_one_element_is_named_display_and_an_error_is_announced_once(driver):
    fresh(driver)
    named = driver.execute_script(
        "return [...document.querySelectorAll('[aria-label]')]"
        ".filter((e) => e.getAttribute('aria-label') === 'Display').length")
    assert named == 1
    click_keys(driver, "1 ÷ 0 =")
    wait(driver, lambda d: text(d, "error") != "")
    message = text(driver, "error")
    live = driver.execute_script(
        "return [...document.querySelectorAll('[aria-live], [role=alert], [role=status]')]"
        ".filter((e) => !e.parentElement.closest('[aria-live], [role=alert], [role=status]'))"
        ".filter((e) => e.textContent.includes(arguments[0])).length", message)
    assert live == 1


def test_memory_shows_the_displays_15_digits(driver):
    fresh(driver)
    click_keys(driver, "1 ÷ 3 = →M")
    wait(driver, lambda d: text(d, "memory") != "")
    assert text(driver, "memory") == "M = 0.333333333333333"
    assert text(driver, "display") == "0.333333333333333"
