from open_research.cli.commands import main

raise SystemExit(main())
