"""The report as HTML or PDF, with its references, gaps and each citation's supporting passage.

Markdown goes through markdown-it-py with raw HTML off, so anything a source put into the report
is shown as text, never as markup. An export loads nothing: the Markdown is made ``inert`` first
(images become their alt text), the renderer shows any image left as its alt text, links may only
be ``http(s)``, ``mailto`` or in-page anchors (a path or a ``file:`` URL stays text), the PDF
writer refuses every image (no file read, no URL fetched, whatever fpdf2's HTML parser meets), and
the HTML carries its own Content-Security-Policy in a ``<meta>`` tag, so a downloaded copy opened
from disk fetches nothing either.
Citation markers ``[n]`` link to their reference and carry the passage that supports them (a
tooltip in HTML). The PDF is made by fpdf2 (pure Python, no system libraries, unlike WeasyPrint's
Pango), installed by the ``pdf`` extra; a Unicode font is taken from the system (Debian's DejaVu)
when present, else the text is reduced to Latin-1.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt

from open_research.evidence.inert import inert

FORMATS = ("markdown", "json", "html", "pdf")
PDF_EXTRA = "pdf"
FONT_CANDIDATES = ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf")

CSS = """body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.55;
color:#1b1b1b;background:#fff}a{color:#0b57d0}a.cite{text-decoration:none;font-size:.8em;vertical-align:super}
h1,h2{line-height:1.25}code{background:#f2f2f2;padding:0 .2em}"""

#: The exported page runs nothing and fetches nothing, whatever a source managed to put into it.
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'"
_LINK_OK = re.compile(r"^(?:https?://|mailto:|#)", re.IGNORECASE)


class ExportUnavailable(RuntimeError):
    """The format needs an optional extra that is not installed."""


def passages(report_json: dict[str, Any] | None) -> dict[int, list[str]]:
    """The passages each citation number was checked against, in the order its markers appear: a
    source cited twice has two citations with two passages, and each marker shows its own."""
    out: dict[int, list[str]] = {}
    for c in (report_json or {}).get("citations") or []:
        n = c.get("n")
        if isinstance(n, int):
            out.setdefault(n, []).append(str(c.get("passage") or "").strip())
    return out


_MARKER = re.compile(r"(<li>)?\[(\d{1,4})((?:, [a-z]+)?)\]")


def _alt_text(tokens: Any, idx: int, options: Any, env: Any) -> str:
    token = tokens[idx]
    return html.escape("".join(c.content for c in token.children or []) or token.content or "")


def renderer() -> MarkdownIt:
    """CommonMark with raw HTML off, images shown as their alt text, links only to the web or in-page."""
    md = MarkdownIt("commonmark", {"html": False, "linkify": False}).enable("table")
    md.validateLink = lambda url: bool(_LINK_OK.match(url.strip()))  # type: ignore[method-assign]
    md.add_render_rule("image", _alt_text)
    return md


def body_html(markdown: str, report_json: dict[str, Any] | None = None) -> str:
    """The report body as safe HTML: escaped text, citations linked to references with passages."""
    rendered = renderer().render(inert(markdown))
    found = passages(report_json)
    seen: dict[int, int] = {}

    def link(m: re.Match) -> str:
        n, status = int(m.group(2)), m.group(3)
        if m.group(1):  # a reference entry: the anchor the markers point to
            return f'<li id="ref-{n}">[{n}]'
        own = found.get(n) or [""]
        k = seen[n] = seen.get(n, -1) + 1
        passage = own[min(k, len(own) - 1)]  # the k-th marker of n is the k-th citation of n
        title = f' title="{html.escape(passage, quote=True)}"' if passage else ""
        return f'<a class="cite" href="#ref-{n}"{title}>[{n}{status}]</a>'

    return _MARKER.sub(link, rendered)


def title_of(markdown: str) -> str:
    for line in markdown.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return "Research report"


def report_html(markdown: str, report_json: dict[str, Any] | None = None) -> str:
    """A standalone HTML document (inline CSS, no scripts, nothing fetched, its own CSP)."""
    title = html.escape(title_of(markdown))
    return (
        f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}"><title>{title}</title>'
        f'<meta name="viewport" content="width=device-width, initial-scale=1"><style>{CSS}</style></head>'
        f"<body><main>\n{body_html(markdown, report_json)}</main></body></html>\n"
    )


def _font() -> str | None:
    return next((p for p in FONT_CANDIDATES if Path(p).is_file()), None)


def _imageless_pdf() -> Any:
    """fpdf2's FPDF with every way to place an image refused (its default reads files and URLs)."""
    from fpdf import FPDF

    class ImagelessPDF(FPDF):
        def image(self, *args: Any, **kwargs: Any) -> Any:
            raise ValueError("images are not exported")

        def preload_image(self, *args: Any, **kwargs: Any) -> Any:
            raise ValueError("images are not exported")

    return ImagelessPDF(format="A4")


def report_pdf(markdown: str, report_json: dict[str, Any] | None = None) -> bytes:
    """The report as PDF bytes; ``ExportUnavailable`` naming the extra when fpdf2 is missing."""
    try:
        pdf = _imageless_pdf()
    except ImportError:
        raise ExportUnavailable(
            f"PDF export needs the '{PDF_EXTRA}' extra: pip install 'open-research[{PDF_EXTRA}]'"
        ) from None
    markdown = inert(markdown)
    pdf.set_title(title_of(markdown))
    pdf.set_creator("open-research")
    font = _font()
    if font:
        pdf.add_font("Body", "", font)
        for style, suffix in (("B", "-Bold"), ("I", "-Oblique"), ("BI", "-BoldOblique")):
            variant = font.replace(".ttf", suffix + ".ttf")
            pdf.add_font("Body", style, variant if Path(variant).is_file() else font)
        family = "Body"
    else:
        family = "helvetica"
        markdown = markdown.encode("latin-1", "replace").decode("latin-1")
    pdf.add_page()
    pdf.set_font(family, size=11)
    body = renderer().render(markdown)
    pdf.write_html(body, font_family=family, image_map=lambda src: "")
    return bytes(pdf.output())


def render(fmt: str, markdown: str, report_json: dict[str, Any] | None = None) -> str | bytes:
    if fmt == "html":
        return report_html(markdown, report_json)
    if fmt == "pdf":
        return report_pdf(markdown, report_json)
    return markdown
