"""The "Play with phones" dialog: a QR code and the link of each human seat, which seats
have joined, and the address the game is served on (chosen here, never every interface)."""
from __future__ import annotations

import io
from typing import Any

import segno
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import fill, tr
from .addresses import LOOPBACK
from .hosting import PhoneHosting

QR_SCALE = 4


def qr_pixmap(text: str, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The QR code of `text` (segno: pure Python, writes the PNG itself), QR_SCALE logical
    pixels a module, each a whole number of the screen's pixels: sharp-edged on a 150%
    screen too (a 4-pixel code scaled by 1.5 had grey, blurred module edges)."""
    scale = max(QR_SCALE, round(QR_SCALE * device_pixel_ratio))
    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    pixmap.setDevicePixelRatio(scale / QR_SCALE)
    return pixmap


def _plain(text: str = "", name: str | None = None) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names are untrusted: never markup
    label.setWordWrap(True)
    if name:
        label.setObjectName(name)
    return label


class PhonesDialog(QDialog):
    """Shows what a hosted game's players need to join; modeless, so the table stays usable."""

    def __init__(self, hosting: PhoneHosting, addresses: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hosting = hosting
        self.setObjectName("phones-dialog")
        self.setWindowTitle(tr("Play with phones"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        layout.addWidget(_plain(tr("Each player opens the link of their seat on a phone (or scans "
                                   "its code). This window shows the table only: no hand.")))
        row = QHBoxLayout()
        row.addWidget(_plain(tr("Served on:")))
        self.address = QComboBox()
        self.address.setObjectName("phones-address")
        self.address.setAccessibleName(tr("The address the game is served on"))
        for address in addresses:
            self.address.addItem(address, address)
        row.addWidget(self.address, 1)
        layout.addLayout(row)
        self.reach = _plain(name="phones-reach")
        layout.addWidget(self.reach)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.qr: dict[int, QLabel] = {}
        self.links: dict[int, QLineEdit] = {}
        self.status: dict[int, QLabel] = {}
        self.copy: dict[int, QPushButton] = {}
        names = hosting.controller.names
        for row_index, seat in enumerate(hosting.humans):
            self.grid.addWidget(_plain(names[seat], f"phones-name-{seat}"), row_index, 0)
            qr = QLabel()
            qr.setObjectName(f"phones-qr-{seat}")
            qr.setAccessibleName(fill(tr("QR code of the link of {name}"), name=names[seat]))
            self.grid.addWidget(qr, row_index, 1)
            link = QLineEdit()
            link.setReadOnly(True)
            link.setObjectName(f"phones-link-{seat}")
            link.setAccessibleName(fill(tr("Link of {name}"), name=names[seat]))
            link.setMinimumWidth(360)
            copy = QPushButton(tr("Copy link"))
            copy.setObjectName(f"phones-copy-{seat}")
            copy.setAccessibleName(fill(tr("Copy the link of {name}"), name=names[seat]))
            copy.clicked.connect(lambda _=False, seat=seat: self._copy(seat))
            # the link, and under it the button that copies it whole and whether the phone
            # has joined (beside the link, "Noch nicht verbunden" wrapped in a narrow column)
            status = _plain(name=f"phones-status-{seat}")
            under = QHBoxLayout()
            under.addWidget(copy)
            under.addWidget(status, 1)
            cell = QVBoxLayout()
            cell.addStretch(1)
            cell.addWidget(link)
            cell.addLayout(under)
            cell.addStretch(1)
            self.grid.addLayout(cell, row_index, 2)
            self.qr[seat], self.links[seat], self.status[seat] = qr, link, status
            self.copy[seat] = copy
        # whether the computers wait for the phones, and the button that starts without them
        wait_row = QHBoxLayout()
        self.wait = _plain(name="phones-wait")
        wait_row.addWidget(self.wait, 1)
        self.start_now = QPushButton(tr("Start &now"))
        self.start_now.setObjectName("phones-start-now")
        self.start_now.clicked.connect(hosting.start_now)
        wait_row.addWidget(self.start_now)
        layout.addLayout(wait_row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.stop = buttons.addButton(tr("&Stop serving: play on this screen"),
                                      QDialogButtonBox.ButtonRole.ResetRole)
        self.stop.setObjectName("phones-stop")
        self.stop.setToolTip(tr("The hands come back to this window and the links stop working; "
                                "Play with phones… serves the game again at the same links."))
        self.stop.clicked.connect(hosting.stop)
        layout.addWidget(buttons)
        if hosting.server is not None:
            index = self.address.findData(hosting.server.bind)
            if index < 0:
                self.address.addItem(hosting.server.bind, hosting.server.bind)
                index = self.address.count() - 1
            self.address.setCurrentIndex(index)
        self.address.currentIndexChanged.connect(self._address_chosen)
        hosting.joined.connect(self.show_joined)
        hosting.going_on.connect(self.show_waiting)
        hosting.stopped.connect(self.close)
        self.computers = sum(seat not in hosting.humans for seat in range(len(names)))
        if len(hosting.humans) == 1:  # one phone: "the phone", not "every phone"
            self.start_now.setToolTip(tr("The computer players play without waiting for the phone "
                                         "to join.", "", self.computers))
        else:
            self.start_now.setToolTip(tr("The computer players play without waiting for the phones "
                                         "that have not joined.", "", self.computers))
        self.show_waiting()
        self.refresh()

    def _address_chosen(self, _index: int) -> None:
        problem = self.hosting.serve(str(self.address.currentData()))
        if problem:
            self.reach.setText(tr("This address cannot be served: {problem}").format(problem=problem))
            return
        self.refresh()

    def refresh(self) -> None:
        """The links, codes and joined seats as they are now."""
        server = self.hosting.server
        if server is None:
            return
        if server.bind == LOOPBACK:
            self.reach.setText(tr("Served on {address}, port {port}: only this computer can open "
                                  "these links. Choose a network address for phones.").format(
                address=server.bind, port=server.port))
        else:
            self.reach.setText(tr("Served on {address}, port {port}: phones on the same network as "
                                  "this computer can open these links.").format(
                address=server.bind, port=server.port))
        for seat in self.hosting.humans:
            url = self.hosting.url(seat)
            self.links[seat].setText(url)
            self.links[seat].setCursorPosition(0)  # the start of the link: http://…
            self.qr[seat].setPixmap(qr_pixmap(url, self.devicePixelRatioF()))
        self.show_joined(server.connected())

    def _copy(self, seat: int) -> None:
        """The seat's whole link on the clipboard, to send to its player; the button says so
        for two seconds."""
        QGuiApplication.clipboard().setText(self.links[seat].text())
        button = self.copy[seat]
        button.setText(tr("Copied"))
        QTimer.singleShot(2000, button, lambda: button.setText(tr("Copy link")))

    def show_waiting(self) -> None:
        """While the computers wait for the phones, the dialog says so (with Start now);
        once they play, that the game is on."""
        waiting = self.hosting.waiting
        self.start_now.setVisible(waiting)
        self.wait.setVisible(self.computers > 0 and not self.hosting.controller.over)
        # one phone is "the phone", several "every phone"; one computer player is in the
        # singular (the count of each sentence)
        if waiting and len(self.hosting.humans) == 1:
            self.wait.setText(tr("The computer players wait until the phone has joined, or "
                                 "until you press Start now.", "", self.computers))
        elif waiting:
            self.wait.setText(tr("The computer players wait until every phone has joined, or "
                                 "until you press Start now.", "", self.computers))
        else:
            self.wait.setText(tr("The game is on: the computer players play their turns.", "",
                                 self.computers))

    def show_joined(self, seats: Any) -> None:
        for seat, label in self.status.items():
            label.setText(tr("Joined") if seat in seats else tr("Not joined yet"))
