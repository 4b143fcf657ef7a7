package main

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver FerretDB itself uses
)

// FerretDB 1.24's SQLite handler looks documents up by `_ferretdb_sjson->'$._id'` but indexes
// `_ferretdb_sjson->"_id"`. SQLite matches index expressions textually, so every update and delete by _id
// scans and parses the whole table: about 90 ms per update at 3,000 e-mails in the outbox, growing with it.
// This keeps an index on the expression the lookups use, for every collection table, as collections appear.
// FerretDB keeps its own index list in its metadata, so it neither sees nor minds this one; a dropped
// collection takes it along with its table.
func keepIDIndexes(ctx context.Context, dir string, logger *slog.Logger) {
	dbs := map[string]*sql.DB{}
	defer func() {
		for _, db := range dbs {
			_ = db.Close()
		}
	}()

	for {
		files, _ := filepath.Glob(filepath.Join(dir, "*.sqlite"))
		for _, file := range files {
			db := dbs[file]
			if db == nil {
				var err error
				db, err = sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)")
				if err != nil {
					logger.Warn("id index: cannot open", "file", file, "err", err)
					continue
				}
				db.SetMaxOpenConns(1)
				dbs[file] = db
			}
			indexTables(ctx, db, logger)
		}

		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
}

// indexTables creates the missing lookup indexes; checking sqlite_master is a read, so an idle round costs
// nothing and a collection dropped and created again gets its index back.
func indexTables(ctx context.Context, db *sql.DB, logger *slog.Logger) {
	rows, err := db.QueryContext(ctx, `SELECT c.table_name FROM _ferretdb_collections c
		WHERE NOT EXISTS (SELECT 1 FROM sqlite_master m WHERE m.type = 'index' AND m.name = c.table_name || '__id_lookup')`)
	if err != nil {
		return // a database file FerretDB has not finished creating
	}
	var tables []string
	for rows.Next() {
		var t string
		if rows.Scan(&t) == nil {
			tables = append(tables, t)
		}
	}
	_ = rows.Close()

	for _, t := range tables {
		q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS "%[1]s__id_lookup" ON "%[1]s" (_ferretdb_sjson->'$._id')`, strings.ReplaceAll(t, `"`, `""`))
		if _, err := db.ExecContext(ctx, q); err != nil {
			// The table may have been dropped meanwhile; the next round tries again if it still exists.
			if !strings.Contains(err.Error(), "no such table") {
				logger.Warn("id index: cannot create", "table", t, "err", err)
			}
		}
	}
}
