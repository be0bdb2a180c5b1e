"""Files written whole and only where asked; files read without ever blocking.

:func:`write_file` is how the program writes every file it writes (exports, ruleset files,
the solver's tables and figures): the bytes go to a new file beside the target, created
exclusively under a random name (``O_CREAT | O_EXCL | O_NOFOLLOW``: never through a link or
into a file planted there), synced, then renamed over the target. So a full disk, Ctrl+C or
a kill leaves the old file as it was, never half a new one. A target that exists and is not
a regular file (a folder, a symbolic link, a named pipe, a device, a socket) is refused in
one sentence, before anything is written; the target itself is never opened, so nothing can
block. :func:`open_regular` opens a file for reading the same way: a named pipe or a device
is refused without waiting for a writer.

Every refusal and failure is a :class:`FileRefused` (an OSError) whose message is one
sentence naming the file. A file replaced must be writable by the player (a read-only file
is refused, as ``cp`` refuses it); it keeps its permissions.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from yachtdice.core.text import QT_TRANSLATE_NOOP, Text

# every refusal is a whole sentence the window can translate (context "files"); its str is
# the English the command line prints
_CANNOT_WRITE = QT_TRANSLATE_NOOP("files", "cannot write {file}: {reason}")
_CANNOT_WRITE_NOTHING = QT_TRANSLATE_NOOP("files",
                                          "cannot write {file}: {reason}; nothing was written")
_CANNOT_READ = QT_TRANSLATE_NOOP("files", "cannot read {file}: {reason}")
_SURROGATE = QT_TRANSLATE_NOOP(
    "files", "the text holds a lone surrogate, which UTF-8 cannot encode")
_NOT_REGULAR = QT_TRANSLATE_NOOP("files", "it is {kind}, not a regular file")
_TOO_LARGE = QT_TRANSLATE_NOOP("files", "it is larger than {limit} bytes")
_NOT_TEXT = QT_TRANSLATE_NOOP("files", "a file name must be text")
_NO_NAME = QT_TRANSLATE_NOOP("files", "no file name was given, so nothing was written")
_NUL = QT_TRANSLATE_NOOP("files", "a file name cannot hold a NUL character")
_FOLDER_NAME = QT_TRANSLATE_NOOP("files", "it names a folder, not a file")
_READ_ONLY = QT_TRANSLATE_NOOP("files", "the file is read-only")
_KINDS = {"folder": QT_TRANSLATE_NOOP("files", "a folder"),
          "link": QT_TRANSLATE_NOOP("files", "a symbolic link"),
          "pipe": QT_TRANSLATE_NOOP("files", "a named pipe (FIFO)"),
          "device": QT_TRANSLATE_NOOP("files", "a device"),
          "socket": QT_TRANSLATE_NOOP("files", "a socket"),
          "other": QT_TRANSLATE_NOOP("files", "not a regular file")}
_REASONS = {errno.EACCES: QT_TRANSLATE_NOOP("files", "permission denied"),
            errno.EROFS: QT_TRANSLATE_NOOP("files", "the disk is read-only"),
            errno.ENOSPC: QT_TRANSLATE_NOOP("files", "the disk is full"),
            errno.ENOENT: QT_TRANSLATE_NOOP("files", "its folder does not exist"),
            errno.ENOTDIR: QT_TRANSLATE_NOOP("files",
                                             "a part of its path is a file, not a folder"),
            errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("files", "the name is too long")}
_REASONS[errno.EPERM] = _REASONS[errno.EACCES]

#: temporary files of a write in progress start with this (a killed write leaves one)
TEMP_PREFIX = ".yachtdice-"
_ATTEMPTS = 16
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)

Content = bytes | str | Callable[[BinaryIO], object]


class FileRefused(OSError):
    """A file was refused, or could not be written or read; the message is one sentence
    (a :class:`~yachtdice.core.text.Text`: English, and the window translates it). Nothing
    was changed."""

    def __init__(self, message: Text) -> None:
        super().__init__(message)
        self.message = message


def shown(path: str | os.PathLike[str]) -> str:
    """A file name as messages quote it: in quotes, a long one shortened at its start (so
    that the file's own name shows)."""
    text = os.fspath(path)
    return repr(text if len(text) <= 80 else "..." + text[-77:])


def kind_of(mode: int) -> Text | None:
    """What a file of this ``st_mode`` is, if it is not a regular file (None if it is)."""
    for test, kind in ((stat.S_ISDIR, "folder"), (stat.S_ISLNK, "link"),
                       (stat.S_ISFIFO, "pipe"), (stat.S_ISCHR, "device"),
                       (stat.S_ISBLK, "device"), (stat.S_ISSOCK, "socket")):
        if test(mode):
            return _KINDS[kind].text
    return None if stat.S_ISREG(mode) else _KINDS["other"].text


def check_target(target: str | os.PathLike[str]) -> Path:
    """``target`` as a path, if :func:`write_file` may write it (a new name, or a regular
    file the player may write); else FileRefused says why. Nothing is written."""
    path = _checked_name(target)
    _existing(path)
    return path


def write_file(target: str | os.PathLike[str], content: Content, *,
               temp_prefix: str = TEMP_PREFIX, mode: int | None = None) -> Path:
    """Write ``content`` (bytes, text as UTF-8, or a function that writes into the open
    binary file) to ``target`` whole, or raise FileRefused and change nothing.

    A new file takes the usual permissions (``0o666`` less the umask), a file replaced keeps
    its own; ``mode`` sets them instead. Returns the path written.
    """
    path = _checked_name(target)
    existing = _existing(path)
    if isinstance(content, str):
        try:
            content = content.encode("utf-8")
        except UnicodeEncodeError:
            raise FileRefused(_CANNOT_WRITE_NOTHING.format(
                file=shown(path), reason=_SURROGATE.text)) from None
    try:
        fd, temp = _create_beside(path, temp_prefix)
    except OSError as exc:
        raise _failed(path, exc) from None
    try:
        with os.fdopen(fd, "wb") as fh:
            keep = mode if mode is not None else \
                None if existing is None else stat.S_IMODE(existing.st_mode)
            if keep is not None and hasattr(os, "fchmod"):
                os.fchmod(fh.fileno(), keep)
            if isinstance(content, bytes):
                fh.write(content)
            else:
                content(fh)
            fh.flush()
            os.fsync(fh.fileno())
        _existing(path)  # once more: what was planted meanwhile is refused, not replaced
        os.replace(temp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(exc, OSError) and not isinstance(exc, FileRefused):
            raise _failed(path, exc) from None
        raise
    _sync_folder(path.parent)
    return path


def open_regular(source: str | os.PathLike[str], limit: int | None = None) -> BinaryIO:
    """``source`` opened for reading in binary, only if it is a regular file (of at most
    ``limit`` bytes): a named pipe, a device or a folder is refused without blocking."""
    path = os.fspath(source)
    try:
        fd = os.open(path, os.O_RDONLY | _NONBLOCK | _CLOEXEC | _BINARY)
    except OSError as exc:
        raise FileRefused(_CANNOT_READ.format(file=shown(path), reason=_reason(exc))) from None
    try:
        info = os.fstat(fd)
        kind = kind_of(info.st_mode)
        if kind is not None:
            raise FileRefused(_CANNOT_READ.format(file=shown(path),
                                                  reason=_NOT_REGULAR.format(kind=kind)))
        if limit is not None and info.st_size > limit:
            raise FileRefused(_CANNOT_READ.format(
                file=shown(path), reason=_TOO_LARGE.format(limit=f"{limit:,}")))
        if _NONBLOCK and hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _checked_name(target: str | os.PathLike[str]) -> Path:
    text = os.fspath(target)
    if not isinstance(text, str):
        raise FileRefused(_NOT_TEXT.text)
    if not text:
        raise FileRefused(_NO_NAME.text)
    if "\0" in text:
        raise FileRefused(_CANNOT_WRITE.format(file=shown(text), reason=_NUL.text))
    seps = (os.sep, os.altsep or os.sep)
    path = Path(text)
    if text.endswith(seps) or path.name in ("", ".", ".."):
        raise FileRefused(_CANNOT_WRITE.format(file=shown(text), reason=_FOLDER_NAME.text))
    return path


def _existing(path: Path) -> os.stat_result | None:
    """The target's own status (links not followed), None if there is none; a target that
    is not a regular file is refused."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _failed(path, exc) from None
    kind = kind_of(info.st_mode)
    if kind is not None:
        raise FileRefused(_CANNOT_WRITE_NOTHING.format(
            file=shown(path), reason=_NOT_REGULAR.format(kind=kind)))
    if not os.access(path, os.W_OK):
        raise FileRefused(_CANNOT_WRITE_NOTHING.format(file=shown(path), reason=_READ_ONLY.text))
    return info


def _random_name() -> str:
    """Sixteen hex digits from the system's random source (as ``secrets.token_hex(8)``)."""
    return os.urandom(8).hex()


def _create_beside(path: Path, prefix: str) -> tuple[int, str]:
    """A new file in the target's folder under a random name, created exclusively."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY
    for _ in range(_ATTEMPTS):
        temp = os.path.join(path.parent, f"{prefix}{_random_name()}.partial")
        try:
            return os.open(temp, flags, 0o666), temp
        except FileExistsError:
            continue  # something is there already (planted or not): another name
    raise FileExistsError(errno.EEXIST, "no free temporary name beside it")


def _reason(exc: OSError) -> str:
    if isinstance(exc, FileRefused):
        return exc.message
    if exc.errno in _REASONS:
        return _REASONS[exc.errno].text
    return (exc.strerror or str(exc)).rstrip(".").lower()


def _failed(path: Path, exc: OSError) -> FileRefused:
    return FileRefused(_CANNOT_WRITE_NOTHING.format(file=shown(path), reason=_reason(exc)))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where folders can be opened; best effort)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _CLOEXEC)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
