from cardgame.cli import main

raise SystemExit(main())
