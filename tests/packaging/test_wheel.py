"""A plain (non-editable) wheel carries the resources, and an installed copy finds them."""
from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_wheel_contains_the_resources(tmp_path):
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path),
                          str(ROOT)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    (wheel,) = tmp_path.glob("redlight_companion-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    data = "redlight_companion-0.1.0.data/data/share/redlight/resources/"
    for member in ("cardsets/demo.json", "rules/RULES.md", "icons/redlight.svg"):
        assert data + member in names, member
    assert any(n.endswith("store/migrations/versions/0001_initial.py") for n in names)
    if os.environ.get("REDLIGHT_EXPECT_COMPILED") == "1":  # a plain wheel carries the compiled engine
        assert any(n.startswith("redlight_app/_native__mypyc.") and n.endswith(".so") for n in names), names
        assert any(n.startswith("redlight_app/engine/legal.") and n.endswith(".so") for n in names), names
    # unpacked as pip would (prefix/share/... next to site-packages), resources are found
    prefix = tmp_path / "prefix"
    site = prefix / "lib" / "site-packages"
    with zipfile.ZipFile(wheel) as zf:
        for n in names:
            if n.startswith(data):
                zf.extract(n, tmp_path / "x")
            elif n.startswith("redlight_app/"):
                zf.extract(n, site)
    (tmp_path / "x" / "redlight_companion-0.1.0.data" / "data" / "share").rename(prefix / "share")
    code = ("import sys; sys.prefix = sys.argv[1]; sys.path.insert(0, sys.argv[2]);"
            "from redlight_app.resources import demo_cardset_path;"
            "p = demo_cardset_path(); print(p); assert p.is_file(), p")
    found = subprocess.run([sys.executable, "-I", "-c", code, str(prefix), str(site)],
                           capture_output=True, text=True, timeout=60)
    assert found.returncode == 0, found.stdout + found.stderr
    assert found.stdout.strip() == str(prefix / "share" / "redlight" / "resources" / "cardsets" / "demo.json")
