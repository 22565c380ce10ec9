"""The addresses a hosted game may be served on: this machine's network addresses first
(phones on the same Wi-Fi reach those), this machine alone (127.0.0.1) last. One named
address is bound, never every interface at once."""
from __future__ import annotations

import os

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

LOOPBACK = "127.0.0.1"
ENV_BIND = "REDLIGHT_HOST_BIND"  # an address to offer first (tests: 127.0.0.1)


def serving_addresses() -> list[str]:
    """IPv4 addresses of the interfaces that are up, loopback last."""
    found: list[str] = []
    forced = os.environ.get(ENV_BIND, "").strip()
    if forced:
        found.append(forced)
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        up = interface.flags() & flags.IsUp and interface.flags() & flags.IsRunning
        if not up or interface.flags() & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol \
                    and not address.isLoopback():
                text = address.toString()
                if text not in found:
                    found.append(text)
    if LOOPBACK not in found:
        found.append(LOOPBACK)
    return found
