"""Rebuild benchmarks/data/meaning_sources.jsonl.gz: the texts the meaning benchmark's pairs cite.

Real technical text the project had not used before: SQLite's documentation (Debian package
``sqlite3-doc``), chapter 3 of the Debian Policy Manual (``debian-policy``) and two licences from
``/usr/share/common-licenses`` (GPL-3, Apache-2.0); for the second held-out set (``heldout2``),
three manual pages: ssh_config(5) (``openssh-client``), tar(1) (``tar``) and git-stash(1)
(``git-man``); for more tuning pairs, gzip(1) (``gzip``) and ssh-add(1); for the third held-out set
(``heldout3``), prose of other shapes, kept as shipped: APT's release news (NEWS.Debian, hard-wrapped
paragraphs under version headers) and README.md (``apt``), and jq's README (``jq``); for tuning pairs
of that shape, two of Git's release notes (2.30.8, 2.39.0; ``git``); for the fourth held-out set
(``heldout4``), the bzip2 manual as HTML (``manual.html`` of ``bzip2``, through the project's own HTML
extractor, which breaks its paragraphs at inline markup) and less's release news (``NEWS`` of ``less``:
bullets under "Major changes between versions X and Y" banners); for the fifth (``heldout5``), XZ
Utils' FAQ (``faq.txt`` of ``xz-utils``: questions and answers) and GNU diffutils' release news
(``NEWS`` of ``diffutils``: dated release banners over outline sections); for the sixth
(``heldout6``), Valgrind's FAQ (``FAQ.txt`` of ``valgrind``: numbered questions under chapters) and
GNU findutils' release news (``NEWS`` of ``findutils``: dated releases with bug numbers); for the
seventh (``heldout7``), two more manual pages, zstd(1) (``zstd``: option lists with notes and
numeric limits) and rrsync(1) (``rsync``: a short page of security rules), and rsync's release news
in Markdown (``NEWS.md`` of ``rsync``: the releases 3.4.1 back to 3.2.7 only, cut at the headers,
with CVE bullets and sub-headings); for the eighth (``heldout8``), xargs(1) (``findutils``: options
with defaults, limits and an exit-status table) and Bash's COMPAT file (``COMPAT.gz`` of ``bash``:
numbered incompatibilities tied to versions, then the shell compatibility levels); for the ninth
(``heldout9``), logrotate(8) (``logrotate``: directives with defaults, size units and overrides),
crontab(5) (``cron``: a field table, ranges and steps, mail rules) and GNU grep's release news
(``NEWS`` of ``grep``: the releases 3.8 back to 3.0 only, with bug origins and performance figures);
for the tenth (``heldout10``), journald.conf(5) (``systemd``: options with defaults, size and time
units, percentages and caps), the Debian Python Policy (``python-policy.txt.gz`` of ``python3``: a
plain-text rendering of the policy, hard-wrapped, full of must/should/may) and GNU make's release news
(``NEWS`` of ``make``: the releases 4.3 back to 4.0 only, with backward-incompatibility warnings).
Manual pages are rendered by groff with one line per paragraph and no hyphenation. The pairs in
``meaning_pairs.jsonl`` were written by hand against these texts; this script only extracts the
texts, it never sees a pair.

Run (``apt-get install -y sqlite3-doc debian-policy openssh-client tar git-man gzip groff-base``;
the manual pages measured were openssh-client 1:9.2p1-2+deb12u6, tar 1.34+dfsg-1.2+deb12u1,
git-man 1:2.39.5-0+deb12u3; heldout3's texts: apt 2.6.1, jq 1.6-2.1+deb12u1; git 1:2.39.5-0+deb12u3;
heldout4's: bzip2 1.0.8-5+b1, less 590-2.1~deb12u2; heldout5's: xz-utils 5.4.1-1, diffutils 1:3.8-4;
heldout6's: valgrind 1:3.19.0-1, findutils 4.9.0-4; heldout7's: zstd 1.5.4+dfsg2-5,
rsync 3.5.0+ds1-0+deb12u1; heldout8's: findutils 4.9.0-4,
bash 5.2.15-2+b8; heldout9's: logrotate 3.21.0-1, cron 3.0pl1-162, grep 3.8-5; heldout10's:
systemd 252.38-1~deb12u1, python3 3.11.2-1+b1, make 4.3-4.1; the older texts
rebuilt byte-identical with sqlite3-doc 3.40.1-2+deb12u2 and debian-policy 4.6.2.0):
    python benchmarks/build_meaning_sources.py            # append the texts not in the file yet
    python benchmarks/build_meaning_sources.py --rebuild  # every text from scratch (older ones move)
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from open_research.sources.extract import extract_document  # noqa: E402

OUT = Path(__file__).resolve().parent / "data" / "meaning_sources.jsonl.gz"
SQLITE = Path("/usr/share/doc/sqlite3")
POLICY = Path("/usr/share/doc/debian-policy/policy.txt.gz")
LICENCES = Path("/usr/share/common-licenses")
MAN = Path("/usr/share/man")
MANPAGES = (
    ("ssh_config", "man5/ssh_config.5.gz", "ssh_config(5): OpenSSH client configuration file", "openssh-client"),
    ("tar_man", "man1/tar.1.gz", "tar(1): an archiving utility", "tar"),
    ("gzip_man", "man1/gzip.1.gz", "gzip(1): compress or expand files", "gzip"),
    ("ssh_add", "man1/ssh-add.1.gz", "ssh-add(1): adds private key identities to the agent", "openssh-client"),
    ("git_stash", "man1/git-stash.1.gz", "git-stash(1): stash the changes in a dirty working tree away", "git-man"),
)
DOC = Path("/usr/share/doc")
#: Prose shipped as is (heldout3, then two tuning texts): id, file under /usr/share/doc, title, package.
PROSE = (
    ("apt_news", "apt/NEWS.Debian.gz", "APT release news (NEWS.Debian)", "apt"),
    ("apt_readme", "apt/README.md.gz", "APT README", "apt"),
    ("jq_readme", "jq/README", "jq README", "jq"),
    ("git_relnotes_2_30_8", "git/RelNotes/2.30.8.txt", "Git v2.30.8 Release Notes", "git"),
    ("git_relnotes_2_39_0", "git/RelNotes/2.39.0.txt", "Git v2.39 Release Notes", "git"),
    ("less_news", "less/NEWS.gz", "NEWS about less", "less"),
    ("xz_faq", "xz-utils/faq.txt.gz", "XZ Utils FAQ", "xz-utils"),
    ("diffutils_news", "diffutils/NEWS.gz", "GNU diffutils NEWS", "diffutils"),
    ("valgrind_faq", "valgrind/FAQ.txt.gz", "Valgrind FAQ", "valgrind"),
    ("findutils_news", "findutils/NEWS.gz", "GNU findutils NEWS", "findutils"),
)
#: HTML manuals (heldout4): id, file under /usr/share/doc, package.
HTML = (("bzip2_manual", "bzip2/manual.html", "bzip2"),)
#: heldout7's manual pages, after the older records so those stay byte-identical.
MANPAGES_7 = (
    ("zstd_man", "man1/zstd.1.gz", "zstd(1): compress or decompress .zst files", "zstd"),
    ("rrsync_man", "man1/rrsync.1.gz", "rrsync(1): restricted rsync users via ssh logins", "rsync"),
)
#: Release news cut to a run of releases (heldout7): id, file, title, package, first header, header after the run.
NEWS_RUNS = (
    (
        "rsync_news",
        "rsync/NEWS.md.gz",
        "rsync NEWS, releases 3.4.1 back to 3.2.7",
        "rsync",
        "# NEWS for rsync 3.4.1 ",
        "# NEWS for rsync 3.2.6 ",
    ),
)
#: heldout8's texts, after heldout7's: (kind, id, file, title, package), kind "man" or "doc".
TEXTS_8 = (
    (
        "man",
        "xargs_man",
        "man1/xargs.1.gz",
        "xargs(1): build and execute command lines from standard input",
        "findutils",
    ),
    ("doc", "bash_compat", "bash/COMPAT.gz", "Bash COMPAT: compatibility with previous versions", "bash"),
)
#: heldout9's texts, after heldout8's: (kind, id, file, title, package) as in TEXTS_8, then a run of news.
TEXTS_9 = (
    (
        "man",
        "logrotate_man",
        "man8/logrotate.8.gz",
        "logrotate(8): rotates, compresses, and mails system logs",
        "logrotate",
    ),
    ("man", "crontab_man", "man5/crontab.5.gz", "crontab(5): tables for driving cron", "cron"),
)
NEWS_RUNS_9 = (
    (
        "grep_news",
        "grep/NEWS.gz",
        "GNU grep NEWS, releases 3.8 back to 3.0",
        "grep",
        "* Noteworthy changes in release 3.8 ",
        "* Noteworthy changes in release 2.28 ",
    ),
)
#: heldout10's texts, after heldout9's: (kind, id, file, title, package) as in TEXTS_8, then a run of news
#: (make's NEWS is Latin-1 in its 1990s entries; the run kept, 4.3 back to 4.0, is plain ASCII).
TEXTS_10 = (
    (
        "man",
        "journald_conf_man",
        "man5/journald.conf.5.gz",
        "journald.conf(5): journal service configuration files",
        "systemd",
    ),
    ("doc", "python_policy", "python3/python-policy.txt.gz", "Debian Python Policy 0.12.0.0", "python3"),
)
NEWS_RUNS_10 = (
    (
        "make_news",
        "make/NEWS.gz",
        "GNU make NEWS, releases 4.3 back to 4.0",
        "make",
        "Version 4.3 ",
        "Version 3.82 ",
    ),
)


def _prose(rel: str, encoding: str = "utf-8") -> str:
    path = DOC / rel
    raw = gzip.open(path, "rb").read() if rel.endswith(".gz") else path.read_bytes()
    return raw.decode(encoding)


def _news_run(text: str, first: str, after: str) -> str:
    """The lines from the header starting with ``first`` up to (not including) the one starting
    with ``after``: a fixed run of old releases, which newer releases of the package do not change."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(first))
    end = next(i for i, line in enumerate(lines) if line.startswith(after) and i > start)
    return "\n".join(lines[start:end]).strip() + "\n"


def _manpage(rel: str) -> str:
    """The page as plain text: groff with a very long line (one line per paragraph), no
    hyphenation, no overstriking; trailing blanks and runs of blank lines removed."""
    source = gzip.open(MAN / rel, "rb").read()
    out = subprocess.run(
        ["groff", "-t", "-man", "-Tutf8", "-rLL=3000n", "-rHY=0", "-P-cbou"],
        input=source,
        capture_output=True,
        check=True,
    ).stdout.decode("utf-8")
    lines = [line.rstrip() for line in out.splitlines()]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"


def _policy_chapter_3() -> str:
    lines = gzip.open(POLICY, "rt", encoding="utf-8").read().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("3. Binary packages"))
    end = next(i for i, line in enumerate(lines) if line.startswith("4. Source packages") and i > start)
    return "\n".join(lines[start:end])


def main() -> None:
    docs = []
    for name in ("limits", "autoinc", "quirks", "wal"):
        e = extract_document("html", (SQLITE / f"{name}.html").read_bytes())
        docs.append(
            {"id": f"sqlite_{name}", "title": e.title or name, "origin": f"sqlite3-doc {name}.html", "text": e.text}
        )
    docs.append(
        {
            "id": "policy_ch3",
            "title": "Debian Policy Manual, chapter 3: Binary packages",
            "origin": "debian-policy policy.txt",
            "text": _policy_chapter_3(),
        }
    )
    for lic, title in (("GPL-3", "GNU General Public License, version 3"), ("Apache-2.0", "Apache License 2.0")):
        docs.append(
            {
                "id": {"GPL-3": "gpl3", "Apache-2.0": "apache2"}[lic],
                "title": title,
                "origin": f"/usr/share/common-licenses/{lic}",
                "text": (LICENCES / lic).read_text(encoding="utf-8"),
            }
        )
    for doc_id, rel, title, package in MANPAGES:
        docs.append({"id": doc_id, "title": title, "origin": f"{package} {rel}", "text": _manpage(rel)})
    for doc_id, rel, title, package in PROSE:
        docs.append({"id": doc_id, "title": title, "origin": f"{package} /usr/share/doc/{rel}", "text": _prose(rel)})
    for doc_id, rel, package in HTML:
        e = extract_document("html", (DOC / rel).read_bytes())
        origin = f"{package} /usr/share/doc/{rel}"
        docs.append({"id": doc_id, "title": e.title or rel, "origin": origin, "text": e.text})
    for doc_id, rel, title, package in MANPAGES_7:
        docs.append({"id": doc_id, "title": title, "origin": f"{package} {rel}", "text": _manpage(rel)})
    for doc_id, rel, title, package, first, after in NEWS_RUNS:
        text = _news_run(_prose(rel), first, after)
        docs.append({"id": doc_id, "title": title, "origin": f"{package} /usr/share/doc/{rel}", "text": text})
    for kind, doc_id, rel, title, package in TEXTS_8 + TEXTS_9:
        text, origin = (
            (_manpage(rel), f"{package} {rel}") if kind == "man" else (_prose(rel), f"{package} /usr/share/doc/{rel}")
        )
        docs.append({"id": doc_id, "title": title, "origin": origin, "text": text})
    for doc_id, rel, title, package, first, after in NEWS_RUNS_9:
        text = _news_run(_prose(rel), first, after)
        docs.append({"id": doc_id, "title": title, "origin": f"{package} /usr/share/doc/{rel}", "text": text})
    for kind, doc_id, rel, title, package in TEXTS_10:
        text, origin = (
            (_manpage(rel), f"{package} {rel}") if kind == "man" else (_prose(rel), f"{package} /usr/share/doc/{rel}")
        )
        docs.append({"id": doc_id, "title": title, "origin": origin, "text": text})
    for doc_id, rel, title, package, first, after in NEWS_RUNS_10:
        text = _news_run(_prose(rel, "latin-1"), first, after)
        docs.append({"id": doc_id, "title": title, "origin": f"{package} /usr/share/doc/{rel}", "text": text})
    kept = [] if "--rebuild" in sys.argv[1:] or not OUT.exists() else gzip.open(OUT, "rb").read().splitlines()
    lines = keep_and_append(kept, docs)
    with gzip.GzipFile(OUT, "wb", mtime=0) as f:  # no timestamp: the same texts, the same bytes
        f.write(b"".join(line + b"\n" for line in lines))
    print(f"{len(lines)} sources ({len(lines) - len(kept)} added, {len(kept)} kept as they were) -> {OUT}")


def keep_and_append(kept: list[bytes], docs: list[dict]) -> list[bytes]:
    """The file's records byte for byte, then each built text whose id is new: pairs were written
    against the texts as extracted then, and a later extractor (the HTML one joins paragraphs
    differently since heldout4) must not move the passages under them."""
    have = {json.loads(line)["id"] for line in kept}
    added = [json.dumps(d, ensure_ascii=False).encode("utf-8") for d in docs if d["id"] not in have]
    return kept + added


if __name__ == "__main__":
    main()
