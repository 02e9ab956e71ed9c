"""HTML as a browser shows it: elements a reader never sees are taken out before the page is read.

A page can carry text no visitor sees (``<span hidden>``, ``style="display:none"``, white text at
1px, a "visually-hidden" paragraph, a ``<template>``) and trafilatura keeps it, so a false phone
number or an instruction planted there would reach the index and be quoted as the page's word.
Here such elements go, with everything inside them; the text around them stays. Hiding is read
from the element and its ancestors: the ``hidden`` attribute, inline styles (display, visibility,
opacity, zero or 1px font size, zero size with overflow hidden, clipping, off-screen positions,
text coloured as its background), the usual hiding class names, and class or id rules of the page's
own ``<style>`` blocks that hide. ``aria-hidden`` alone only hides from screen readers while a
browser shows the text, so it stays (the screen-reader twin of a visible value is what goes).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["visible_html", "visible_markdown"]

#: Class names that hide an element in the common frameworks (Bootstrap, Tailwind, GOV.UK, WordPress,
#: Drupal, HTML5 Boilerplate); "overflow-hidden" or "hidden-xs" do not hide the element itself.
_HIDING_CLASS_RE = re.compile(
    r"^(?:(?:[a-z0-9]+-)*(?:sr-only|visually-?hidden|screen-?reader-(?:text|only)|element-(?:invisible|hidden)"
    r"|a11y-hidden|off-?screen|invisible)|(?:(?:is|u|js|ui|x)-)?(?P<display>hidden|hide|d-none))$",
    re.I,
)
#: A class that shows the element again at some screen size ("hidden md:block", "d-none d-lg-flex"):
#: then a display-hiding class does not hide it from every reader.
_SHOWN_AT_RE = re.compile(r"^(?:\w+:(?:inline-)?(?:block|flex|grid|inline|table|contents)|d-\w+-(?!none)\w+)$", re.I)
#: Cheap test: a page with none of these words hides nothing and is passed through untouched.
_MAYBE_HIDDEN_RE = re.compile(
    r"hidden|hide|none|invisible|opacity|font-size|color|clip|indent|-\d{3,}|<template|<style|offscreen|sr-only",
    re.I,
)
_STYLE_BLOCK_RE = re.compile(r"<style\b[^>]*>(.*?)</style\s*>", re.I | re.S)
_CSS_RULE_RE = re.compile(r"([^{}]+)\{([^{}]*)\}")
_NAMED_RE = re.compile(r"[.#]([\w-]+)")
_SIMPLE_SELECTOR_RE = re.compile(r"^[a-z0-9]*([.#])([\w-]+)$", re.I)
_CSS_COMMENT_RE = re.compile(r"/\*.*?\*/", re.S)
_AT_BLOCK_RE = re.compile(r"@[^{}]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}")
#: A length that leaves no glyph visible: 0, 0.5px, 1px, 0em, 0%.
_LENGTH_RE = re.compile(r"^(-?\d*\.?\d+)(px|pt|em|rem|%|vw|vh|ex|ch)?$")
#: Below these sizes no glyph can be read (a 1px font, a 0.05em font).
_TINY = {"px": 1.5, "pt": 1.5, "em": 0.1, "rem": 0.1, "%": 10.0, "ex": 0.2, "ch": 0.2, "vw": 0.1, "vh": 0.1}
#: Beyond these offsets an element is off the screen ("left: -9999px", "text-indent: -999em").
_OFF_SCREEN = {"px": -1000.0, "pt": -750.0, "em": -60.0, "rem": -60.0, "%": -100.0, "vw": -100.0, "vh": -100.0}
_OFFSETS = ("left", "top", "right", "text-indent", "margin-left")
_NAMED_COLOURS = {"white": "ffffff", "black": "000000", "transparent": "transparent"}
_DEFAULT_BACKGROUND = "ffffff"


def visible_html(raw: str) -> str:
    """The page without the elements its own markup hides from a sighted reader, and without comments.
    A page that cannot be parsed is returned as it came (the reader then does what it always did)."""
    if not _MAYBE_HIDDEN_RE.search(raw) and "<!--" not in raw:
        return raw
    try:
        import lxml.html
        from lxml import etree

        root = lxml.html.document_fromstring(_no_xml_declaration(raw))
    except Exception:  # noqa: BLE001 - lxml raises several types on markup it cannot take
        return raw
    hiding_classes, hiding_ids = _stylesheet_hiders(raw)
    styled_background = bool(_STYLED_BACKGROUND_RE.search(raw))
    # a panel a button opens ("aria-controls"): hidden until clicked, but there for the reader to open
    opened = {i for v in root.xpath("//@aria-controls") for i in str(v).split()}
    doomed: list = []
    for el in root.iter():
        if not isinstance(el.tag, str):
            if isinstance(el, etree._Comment):
                doomed.append(el)
        elif el.get("id") not in opened and _hides(el, hiding_classes, hiding_ids, styled_background):
            doomed.append(el)
    gone = set()
    for el in doomed:
        if el.getparent() is not None and not any(a in gone for a in el.iterancestors()):
            gone.add(el)
            el.drop_tree()  # keeps the element's tail: the words after it are visible
    return lxml.html.tostring(root, encoding="unicode", doctype="<!DOCTYPE html>")


#: Markdown's code, where markup is text to show: fenced blocks and code spans.
_MD_CODE_RE = re.compile(r"^ {0,3}(```|~~~).*?(?:^ {0,3}\1[^\n]*$|\Z)|`+[^`\n]+`+", re.M | re.S)
_MD_COMMENT_RE = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
_MD_TAG_RE = re.compile(r"<(/?)([A-Za-z][\w-]*)(\s[^<>]*)?>")


def visible_markdown(text: str) -> str:
    """Markdown without the raw HTML a renderer hides: comments and elements the HTML rules above hide
    (``<span hidden>``, ``<div style="display:none">``), everything inside them; code stays as written."""
    if "<" not in text:
        return text
    out, pos = [], 0
    for m in _MD_CODE_RE.finditer(text):
        out.append(_markdown_shown(text[pos : m.start()]))
        out.append(m.group())
        pos = m.end()
    out.append(_markdown_shown(text[pos:]))
    return "".join(out)


def _markdown_shown(text: str) -> str:
    text = _MD_COMMENT_RE.sub("", text)
    out, pos = [], 0
    while (m := _MD_TAG_RE.search(text, pos)) is not None:
        out.append(text[pos : m.end()])
        pos = m.end()
        if m.group(1) or not _tag_hides(m.group(2), m.group(3) or ""):
            continue
        out[-1] = out[-1][: -len(m.group())]
        pos = _closing(text, m.group(2), pos)
        if out[-1].endswith(" ") and text[pos : pos + 1] == " ":
            pos += 1  # "free <span hidden>...</span> on" reads "free on"
    out.append(text[pos:])
    return "".join(out)


def _tag_hides(tag: str, attrs: str) -> bool:
    if tag.lower() == "template":
        return True
    if not re.search(r"hidden|style|class", attrs, re.I):
        return False
    try:
        import lxml.html

        el = lxml.html.fragment_fromstring(f"<{tag}{attrs.rstrip('/')}></{tag}>")
    except Exception:  # noqa: BLE001 - attributes lxml cannot read hide nothing
        return False
    return _hides(el, set(), set(), styled_background=True)


def _closing(text: str, tag: str, pos: int) -> int:
    """Where the element opened just before ``pos`` ends (its matching close tag, nesting counted); a
    void or unclosed element hides only itself."""
    depth = 1
    for m in re.finditer(rf"<(/?){re.escape(tag)}\b[^<>]*?(/?)>", text[pos:], re.I):
        if m.group(2):
            continue
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return pos + m.end()
    return pos


def _no_xml_declaration(raw: str) -> str:
    """lxml refuses a str that declares its own encoding; the text is already decoded."""
    return re.sub(r"^\s*<\?xml[^>]*\?>", "", raw, count=1)


def _hides(el: object, classes: set[str], ids: set[str], styled_background: bool) -> bool:
    tag = str(el.tag).lower()  # type: ignore[attr-defined]
    attrib = el.attrib  # type: ignore[attr-defined]
    if tag == "template":
        return True
    if "hidden" in attrib and attrib.get("hidden", "").lower() != "until-found":  # until-found: revealed by search
        return True
    if attrib.get("id") in ids:
        return True
    names = (attrib.get("class") or "").split()
    shown_somewhere = any(_SHOWN_AT_RE.match(n) for n in names)
    for name in names:
        m = _HIDING_CLASS_RE.match(name)
        if (m and not (m.group("display") and shown_somewhere)) or name in classes:
            return True
    style = _declarations(attrib.get("style") or "")
    return bool(style) and (_style_hides(style) or _same_colour_as_background(el, style, styled_background))


def _declarations(css: str) -> dict[str, str]:
    out = {}
    for part in _CSS_COMMENT_RE.sub("", css).split(";"):
        name, sep, value = part.partition(":")
        if sep:
            out[name.strip().lower()] = re.sub(r"\s*!important\s*$", "", value.strip().lower())
    return out


def _style_hides(style: dict[str, str]) -> bool:
    """Declarations that leave nothing to see: display:none, visibility:hidden, opacity 0, a font too
    small to read, a zero-sized box clipping its text, a clip to nothing, a position far off screen."""
    if style.get("display") == "none" or style.get("visibility") in ("hidden", "collapse"):
        return True
    if _number(style.get("opacity")) == 0 or _length_below(style.get("font-size"), _TINY):
        return True
    clipped = "hidden" in style.get("overflow", "") or "clip" in style
    if clipped and any(_length_below(style.get(k), _TINY) for k in ("height", "width")):
        return True
    if re.search(r"rect\(\s*0", style.get("clip", "")) or re.search(r"inset\(\s*50%", style.get("clip-path", "")):
        return True
    if any(_length_below(style.get(k), _OFF_SCREEN, zero=False) for k in _OFFSETS):
        return True
    return bool(re.search(r"scale\(\s*0(?:\.0+)?\s*[,)]", style.get("transform", "")))


def _length_below(value: str | None, limits: dict[str, float], *, zero: bool = True) -> bool:
    """A CSS length at or below its unit's limit (a bare number is pixels); ``zero``: 0 in any unit is."""
    m = _LENGTH_RE.match((value or "").strip())
    if not m:
        return False
    amount = float(m.group(1))
    if zero and amount == 0:
        return True
    limit = limits.get(m.group(2) or "px")
    return limit is not None and amount <= limit


#: The page styles backgrounds somewhere this reader does not follow (a stylesheet, a rule): white text
#: may then stand on a dark banner, so only a background set inline is compared with a text colour.
_STYLED_BACKGROUND_RE = re.compile(r"<link\b[^>]*stylesheet|<style\b[^>]*>[^<]*background", re.I)


def _same_colour_as_background(el: object, style: dict[str, str], styled_background: bool) -> bool:
    """Text painted in the colour of what lies behind it: the nearest background set inline on the
    element or an ancestor, else the browser's default white page (when no stylesheet sets one)."""
    colour = _colour(style.get("color"))
    if colour is None:
        return False
    if colour == "transparent":
        return True
    for node in [el, *el.iterancestors()]:  # type: ignore[attr-defined]
        decl = _declarations(node.attrib.get("style") or "")
        for key in ("background-color", "background"):
            if key in decl:
                back = _colour(decl[key].split()[0] if decl[key] else None)
                if back is not None and back != "transparent":
                    return back == colour
                if back is None:
                    return False  # an image or a gradient: what lies behind is not known
        if node.attrib.get("bgcolor"):
            return _colour(node.attrib["bgcolor"]) == colour
    return not styled_background and colour == _DEFAULT_BACKGROUND


def _colour(value: str | None) -> str | None:
    """A CSS colour as six hex digits (or "transparent"); None for what is not read here."""
    if not value:
        return None
    value = value.strip().lower()
    if value in _NAMED_COLOURS:
        return _NAMED_COLOURS[value]
    hexa = re.fullmatch(r"#([0-9a-f]{3,8})", value)
    if hexa:
        digits = hexa.group(1)
        if len(digits) in (3, 4):
            if len(digits) == 4 and digits[3] == "0":
                return "transparent"
            return "".join(c * 2 for c in digits[:3])
        if len(digits) in (6, 8):
            return "transparent" if digits[6:] == "00" else digits[:6]
        return None
    rgb = re.fullmatch(r"rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)", value)
    if rgb:
        alpha = rgb.group(4)
        if alpha is not None and _number(alpha.rstrip("%")) == 0:
            return "transparent"
        return "".join(f"{min(int(rgb.group(i)), 255):02x}" for i in (1, 2, 3))
    return None


def _number(value: str | None) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def _stylesheet_hiders(raw: str) -> tuple[set[str], set[str]]:
    """Class names and ids that the page's own ``<style>`` rules hide (".promo-note { display: none }");
    not one another rule shows (".answer.open { display: block }": a panel a click opens)."""
    classes: set[str] = set()
    ids: set[str] = set()
    shown: set[str] = set()
    for block in _STYLE_BLOCK_RE.findall(raw):
        block = _CSS_COMMENT_RE.sub("", block)
        while (nested := _AT_BLOCK_RE.sub("", block)) != block:  # "@media print { ... }" hides elsewhere
            block = nested
        for selectors, body in _CSS_RULE_RE.findall(block):
            style = _declarations(body)
            if style.get("display", "none") != "none" or style.get("visibility") == "visible":
                shown.update(m.group(1) for m in _NAMED_RE.finditer(selectors))
            if not style or not (_style_hides(style) or _paints_its_background(style)):
                continue
            for selector in _selectors(selectors):
                m = _SIMPLE_SELECTOR_RE.match(selector)
                if m:
                    (classes if m.group(1) == "." else ids).add(m.group(2))
    return classes - shown, ids - shown


def _paints_its_background(style: dict[str, str]) -> bool:
    """A rule that colours text as the background it sets itself (or transparent)."""
    colour = _colour(style.get("color"))
    back = style.get("background-color") or style.get("background") or ""
    return colour == "transparent" or (colour is not None and colour == _colour(back.split()[0] if back else None))


def _selectors(group: str) -> Iterable[str]:
    """The selectors of a rule that name one element plainly; "@media" wrappers and ":focus" states are
    not read (a rule that hides only on a small screen or until focused does not hide the text)."""
    for sel in group.split(","):
        sel = sel.strip()
        if sel and not sel.startswith("@") and ":" not in sel:
            yield sel
