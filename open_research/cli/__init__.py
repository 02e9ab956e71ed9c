from open_research.cli.commands import main  # noqa: F401
