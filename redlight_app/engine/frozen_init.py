"""A faster `__init__` for frozen dataclasses made in great numbers (moves, log items).

The `__init__` a frozen dataclass is given sets each field through `object.__setattr__`,
one call per field; the one made here takes the same arguments (same names, order and
defaults) and sets the instance's attributes in one step. It suits dataclasses without
`__post_init__`, `__slots__` or `field(init=False)`.
"""
from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, Callable, TypeVar

C = TypeVar("C", bound=type)


def one_step_init(cls: type) -> Callable[..., None]:
    params, items, made = [], [], []
    namespace: dict[str, Any] = {"_set": object.__setattr__, "_unset": object()}
    for f in fields(cls):
        if not f.init:
            raise TypeError(f"{cls.__name__}.{f.name}: every field must be an argument")
        if f.default_factory is not MISSING:  # a new value for each instance
            namespace[f"_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_unset")
            made.append(f"    if {f.name} is _unset:\n        {f.name} = _factory_{f.name}()\n")
        elif f.default is MISSING:
            params.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        items.append(f"{f.name!r}: {f.name}")
    source = (f"def __init__(self, {', '.join(params)}):\n" + "".join(made)
              + f"    _set(self, '__dict__', {{{', '.join(items)}}})\n")
    exec(source, namespace)  # built from the field names above, nothing else
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def faster_init(cls: C) -> C:
    """Class decorator (below @dataclass(frozen=True)): give `cls` the one-step `__init__`."""
    setattr(cls, "__init__", one_step_init(cls))  # noqa: B010
    return cls
