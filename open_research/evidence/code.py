"""Tokens of code in a claim (a path, a ref, an option, an identifier), compared whole and never
stemmed: "refs/stashes" is not "refs/stash". Pure functions."""

from __future__ import annotations

import re

from open_research.evidence.normalize import unit_canon

__all__ = ["code_in", "code_tokens"]

#: A token of code: a path, a ref, an option or key name, an assignment ("refs/stash", "--no-auto-remove",
#: "APT::Get::Foo", "apt_auth.conf", "StreamLocalBindMask", "tor+https", "LDFLAGS=-all-static").
_TOKEN_RE = re.compile(r"[^\s\"'“”‘’`()\[\]{}<>,;]+")
_CODE_RE = re.compile(
    r"::|[A-Z][A-Z0-9_]+=\S|\w=-[A-Za-z]|\w_|_\w|^(?:--?|~/|\./|/)[A-Za-z]|[A-Za-z0-9]/[A-Za-z]|[a-z][A-Z]|\w\+\w|[a-z]\.[a-z]{2}"
)

#: Options joined by a slash, each spelt as the passage spells them ("-f/--force", "--quiet/--silent").
_OPTION_PAIR_RE = re.compile(r"--?[A-Za-z0-9][\w-]*(?:/--?[A-Za-z0-9][\w-]*)+")


def code_tokens(text: str) -> list[str]:
    """The claim's tokens of code, lower-cased: compared exactly, never stemmed ("refs/stashes" is not
    "refs/stash", "...::Kernel" not "...::Kernels"). A unit ("KiB", "128KiB") is a figure's, not code."""
    out = []
    for m in _TOKEN_RE.finditer(text):
        tok = m.group().rstrip(".:!?").strip("_*")  # "_ROWID_" may be Markdown emphasis
        if any(c.isalpha() for c in tok) and _CODE_RE.search(tok) and unit_canon(tok.lstrip("0123456789.,")) is None:
            # one option's short and long spellings joined ("-f/--force"): each is the passage's own token
            out += tok.lower().split("/") if _OPTION_PAIR_RE.fullmatch(tok) else [tok.lower()]
    return out


_NUMBERED_RE = re.compile(r"(-{1,2}[a-z][\w-]*?=?)\d+")
_HOST_RE = re.compile(r"[a-z0-9-]+(?:\.[a-z0-9-]+)+")


def code_in(token: str, text_lower: str) -> bool:
    """``token`` stands in ``text_lower`` as a whole token: not the start or the end of a longer one.
    A host name also stands as the host of a URL ("salsa.debian.org" in "https://salsa.debian.org/apt")."""
    # underscores around it are Markdown emphasis or C's reserved prefix ("__libc_freeres", stripped by
    # code_tokens); an option written with an empty value ("--opt=") stands for any value of it
    end = "" if token.endswith(("=", "#")) else r"_*(?![\w/+~-]|[.:]+\w)"
    pattern = r"(?<![\w/~+-])_*" + re.escape(token) + end
    if re.search(pattern, text_lower) is not None:
        return True
    # "-t0" is the documented "-T#" with a number for the "#" (a man page's placeholder)
    if (m := _NUMBERED_RE.fullmatch(token)) and code_in(f"{m.group(1)}#", text_lower):
        return True
    host = r"://(?:www\.)?" + re.escape(token) + r"(?![\w.-]*\w)"
    return _HOST_RE.fullmatch(token) is not None and re.search(host, text_lower) is not None
