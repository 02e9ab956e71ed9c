"""``open-research index PATH``: build or update the local index, with a progress bar and a summary.

The terminal side of ``sources.index``: the index itself prints nothing, so it can run in the
service and in tests; this shows what it did in words a user can act on.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from open_research.sources.index import DocumentIndex, default_index_path


def run_index_command(path: str, index_file: str | None, console: Any) -> int:
    """`open-research index PATH [--index FILE]`: build or update the index, show progress and a summary."""
    folder = Path(path).expanduser()
    if not folder.exists():
        console.print(f"[red]No such folder: {path}[/red] - give the folder of documents to index.")
        return 2
    if not folder.is_dir():
        console.print(f"[red]{path} is a file, not a folder[/red] - give the folder that contains it.")
        return 2
    target = Path(index_file).expanduser() if index_file else default_index_path()
    try:
        index = DocumentIndex(target)
    except (OSError, sqlite3.Error) as exc:
        console.print(f"[red]Cannot open the index file {target}: {exc}[/red]")
        return 1
    with Progress(
        TextColumn("[bold]Indexing"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.fields[current]}", style="dim"),
        console=console,
        transient=True,
    ) as bar:
        task = bar.add_task("index", total=None, current="")

        def on_progress(done: int, total: int, rel: str) -> None:
            bar.update(task, completed=done, total=total, current=rel[-60:])

        try:
            summary = index.update(folder, progress=on_progress)
        except (OSError, sqlite3.Error) as exc:
            console.print(f"[red]Indexing failed: {exc}[/red]")
            return 1
    table = Table(title=f"Index {target}", show_header=False)
    table.add_row("Folder", summary.root)
    table.add_row("Indexed (new or changed)", str(len(summary.indexed)))
    table.add_row("Unchanged", str(len(summary.unchanged)))
    table.add_row("Removed (file gone)", str(len(summary.removed)))
    table.add_row("Skipped", str(len(summary.skipped)))
    table.add_row("Chunks written", str(summary.chunks))
    table.add_row("Index total", f"{summary.total_documents} documents, {summary.total_chunks} chunks")
    table.add_row("Time", f"{summary.seconds:.1f} s")
    if not summary.mtimes_trusted:
        table.add_row("File dates", "not used: every file has the same modification time (a copied folder)")
    if summary.unsupported:
        table.add_row(
            "Ignored (unsupported type)", ", ".join(f"{k} x{v}" for k, v in sorted(summary.unsupported.items()))
        )
    console.print(table)
    if summary.skipped:
        skipped = Table(title="Skipped files")
        skipped.add_column("File")
        skipped.add_column("Reason")
        for item in summary.skipped:
            skipped.add_row(item.path, item.reason)
        console.print(skipped)
    return 0
