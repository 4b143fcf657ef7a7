// Command embedded-db runs FerretDB v1 with its SQLite handler in-process, so the local default and the
// tests speak the real MongoDB wire protocol without a MongoDB server on the machine.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	addr := flag.String("listen", "127.0.0.1:27018", "TCP address for the MongoDB wire protocol")
	dir := flag.String("dir", ".data/db", "directory holding the SQLite files")
	level := flag.String("log-level", "error", "debug, info, warn or error")
	// WAL (FerretDB's default) with synchronous=NORMAL: a commit is in the WAL file before the write is
	// answered, so it survives a crash of this process or of the API; only a power cut may lose the last
	// commits. FULL would fsync on every commit, which makes each quiz submission wait on the disk.
	synchronous := flag.String("synchronous", "NORMAL", "SQLite synchronous pragma: OFF, NORMAL, FULL or EXTRA")
	watchStdin := flag.Bool("exit-with-stdin", false, "stop when standard input closes (the parent process is gone)")
	flag.Parse()

	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(*level)); err != nil {
		fmt.Fprintf(os.Stderr, "embedded-db: bad -log-level %q\n", *level)
		os.Exit(2)
	}
	logger := slog.New(&lazyHandler{base: slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: lvl})})

	abs, err := filepath.Abs(*dir)
	if err == nil {
		err = os.MkdirAll(abs, 0o755)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "embedded-db: cannot use data directory %q: %v\n", *dir, err)
		os.Exit(1)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *addr},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/?_pragma=synchronous(" + *synchronous + ")",
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "embedded-db: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if *watchStdin {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			stop()
		}()
	}

	go keepIDIndexes(ctx, abs, logger)

	fmt.Printf("embedded-db: listening on %s (%s), data in %s\n", *addr, f.MongoDBURI(), abs)
	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		fmt.Fprintf(os.Stderr, "embedded-db: %v\n", err)
		os.Exit(1)
	}
}
