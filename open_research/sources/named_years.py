"""Whether a year is part of a name, not a time: "Limitation Act 1980", "SQL Server 2019", "QuickBooks
Desktop 2019". A year in a title dates the document only when it says when ("Fee schedule 2024"); a
statute's or a product's year names the thing the document is about, which may be years older. So is a
figure numbering the document before its date ("Version 4 – 17 March 2025"): a number, not a day."""

from __future__ import annotations

import re

__all__ = ["named_year", "numbered_day"]

#: A statute's or rule's year ("Limitation Act 1980", "CDM Regulations 2015", "the Civil Procedure Rules 1998").
_NAMED_YEAR_RE = re.compile(
    r"\b(?:acts?|regulations?|rules|orders?|bill|directive|code|convention|treaty|measure|statute)\s*\(?\s*$", re.I
)
#: A software product's ("SQL Server 2019", "Visual Studio 2022", "AutoCAD 2024", "Windows Server 2022",
#: "Office 2019" after Microsoft or MS): the release it names, not when the document was written.
_PRODUCT_YEAR_RE = re.compile(
    r"\b(?:(?:sql|windows|exchange|sharepoint)[\s-]+server|visual[\s-]+studio|sharepoint|autocad(?:[\s-]+lt)?|revit|"
    r"visio|(?:microsoft|ms)[\s-]+(?:office|project|excel|word|outlook|access|exchange))[\s-]*$|"
    r"\b(?-i:Windows|Excel|Outlook)\s*$",
    re.I,
)
#: Any product's release, by how its name is written rather than by a list of products: a brand with a
#: capital inside it ("QuickBooks 2019", "SolidWorks 2022", "InDesign 2024", "ArcGIS Pro 2023"), or a
#: capitalised name and an edition word ("Sage Accounts Professional 2021", "Tekla Structures 2024" is
#: the list's, "Acme Desktop 2019", "Orbit Server 2022", "Nimbus Studio 2023", "Ledger Enterprise 2020").
_EDITION = r"(?:Desktop|Server|Studio|Pro|Professional|Enterprise|Premier|Ultimate|Suite|Express|Structures|LT)"
_RELEASE_YEAR_RE = re.compile(rf"(?-i:\b[A-Z][a-z]+[A-Z][A-Za-z]+(?:\s+{_EDITION})?|\b[A-Z][\w-]+\s+{_EDITION})[\s-]*$")


def named_year(before: str) -> bool:
    """Whether the words before a year make it part of a name: a statute's or a software product's."""
    return bool(_NAMED_YEAR_RE.search(before) or _PRODUCT_YEAR_RE.search(before) or _RELEASE_YEAR_RE.search(before))


#: A figure that numbers the document, set off from its date by a spaced dash ("Version 4 – 17 March 2025",
#: "Issue 7 - Sept. 2024", "Rev 5 – 3 June 2024"): a version or issue number, not the first day of a span.
_NUMBER_WORD_RE = re.compile(
    r"(?<![^\W\d_])(?<!of\s)(?:versi[oó]n|issue|rev(?:ision)?|[eé]dition|release|amendment|ausgabe|no|"
    r"num[eé]ro|number|part|phase|stage|v)\.?\s*$",
    re.I,
)
_SPACED_DASH_RE = re.compile(r"\d{1,2}\s+[-\u2013\u2014]\s")


def numbered_day(text: str, start: int) -> bool:
    """Whether the figure at ``start`` numbers the document (``_NUMBER_WORD_RE``) rather than a day."""
    return bool(_SPACED_DASH_RE.match(text, start) and _NUMBER_WORD_RE.search(text[max(0, start - 20) : start]))
