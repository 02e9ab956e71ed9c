"""Markdown that loads nothing, wherever it is shown: exports, the page, a chat UI.

A report is made of text a tenant or a source chose (the question, source titles, quoted
sentences, model prose). Rendered, an image (``![x](/dev/zero)``, a reference image, raw
``<img>``) makes the renderer read a file or fetch a URL. ``inert`` turns every image into its
alt text and escapes anything that could still open one (a leftover ``![``, a raw HTML tag), so
whichever Markdown renderer shows the report, it shows text. ``escape_inline`` escapes a
string (a title, the question) where it enters Markdown, so it stays the words it was.
"""

from __future__ import annotations

import re

__all__ = ["escape_inline", "escape_location", "inert"]

# ![alt](dest "title") with no nested brackets in alt and no spaces/parens in dest (the usual form)
_INLINE_IMAGE = re.compile(
    r"!\[([^\[\]\n]*)\]\((?:<[^<>\n]*>|[^()\s]*)(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^()\n]*\)))?\s*\)"
)
# ![alt][ref] and ![alt][]
_REF_IMAGE = re.compile(r"!\[([^\[\]\n]*)\]\[[^\[\]\n]*\]")
# whatever else starts an image: ![ (nested brackets, shortcut references ``![ref]``)
_BANG = re.compile(r"!(?=\[)")
# raw HTML a chat UI might render: a tag, a comment, a declaration or processing instruction
_TAG = re.compile(r"(\\*)<(?=[A-Za-z/!?])")

_INLINE_SPECIALS = re.compile(r"([\\`*_\[\]<>!#|~&])")
_LOCATION_SPECIALS = re.compile(r"([\\\[\]<>!`])")


def inert(markdown: str) -> str:
    """The same Markdown with every image as its alt text and no raw HTML; text is kept."""
    if "!" not in markdown and "<" not in markdown:
        return markdown
    out = _INLINE_IMAGE.sub(lambda m: m.group(1), markdown)
    out = _REF_IMAGE.sub(lambda m: m.group(1), out)
    out = _BANG.sub(r"!\\", out)  # "!\[" renders as the characters, never as an image
    return _TAG.sub(_escape_tag, out)


def _escape_tag(m: re.Match) -> str:
    slashes = m.group(1)
    return slashes + ("<" if len(slashes) % 2 else "\\<")  # an odd run already escapes it: idempotent


def escape_inline(text: str) -> str:
    """One line of plain text safe inside Markdown: whitespace collapsed, markup characters escaped."""
    return _INLINE_SPECIALS.sub(r"\\\1", " ".join(str(text).split()))


def escape_location(text: str) -> str:
    """A URL or path shown as text: only what could open a link, an image or a tag is escaped."""
    return _LOCATION_SPECIALS.sub(r"\\\1", " ".join(str(text).split()))
