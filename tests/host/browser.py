"""Debian's chromium driven by Selenium (chromium-driver), headless, for the phone page."""
from __future__ import annotations

import shutil
import time
from typing import Any, Callable

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


def phone(lang: str = "en", width: int = 412, height: int = 915,
          lan_name: str | None = None, text_size: int | None = None) -> webdriver.Chrome:
    """A headless phone-sized browser page speaking `lang` (scripts/install-browser.sh
    installs the browser and its driver): its viewport is `width` x `height` CSS pixels, as
    a phone's (a headless window is never narrower than 500). `lan_name`: a host name this
    browser resolves to 127.0.0.1 (and to nothing else, through no proxy), so that a page can
    be opened at a name that is not a loopback address while every request still stays on
    this machine. `text_size`: the browser's text size in pixels (16 unless set: a phone
    set to large text)."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--window-size={width},{height}", f"--lang={lang}",
                "--disable-background-timer-throttling", "--disable-renderer-backgrounding"):
        options.add_argument(arg)
    if lan_name is not None:
        options.add_argument(f"--host-resolver-rules=MAP {lan_name} 127.0.0.1")
        options.add_argument("--no-proxy-server")
    prefs: dict[str, Any] = {"intl.accept_languages": lang}
    if text_size is not None:
        prefs["webkit"] = {"webprefs": {"default_font_size": text_size}}
    options.add_experimental_option("prefs", prefs)
    page = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                         {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    return page


def wait_until(check: Callable[[], Any], timeout: float = 30.0,
               what: str | Callable[[], str] = "the page") -> Any:
    """`check()` once it is true; a page redrawn while it was read is read again."""
    end = time.monotonic() + timeout
    while True:
        try:
            value = check()
        except StaleElementReferenceException:
            value = None
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what() if callable(what) else what}")
        time.sleep(0.03)


def press_one_of(page: webdriver.Chrome, selector: str, choose: Callable[[list[Any]], Any]) -> str:
    """Press one of the enabled buttons matching `selector` (chosen by `choose`); a page
    redrawn by a push in between is looked at again. Returns the pressed button's text."""
    for _ in range(50):
        try:
            buttons = [b for b in page.find_elements(By.CSS_SELECTOR, selector) if b.is_enabled()]
            if buttons:
                button = choose(buttons)
                text = button.text
                button.click()
                return text
        except StaleElementReferenceException:
            pass
        time.sleep(0.03)
    raise AssertionError(f"no button {selector} to press")


def shown_version(page: webdriver.Chrome) -> int:
    value = page.execute_script("return document.body.dataset.version || '-1'")
    return int(value)


def confirm_age(page: webdriver.Chrome) -> None:
    wait_until(lambda: page.find_element("id", "gate-yes").is_displayed(), what="the 18+ gate")
    page.find_element("id", "gate-yes").click()
    wait_until(lambda: shown_version(page) >= 0, what="the first view")
