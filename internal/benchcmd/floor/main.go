package main

import (
	"flag"
	"fmt"
	"os"

	_ "github.com/hashicorp/go-plugin"
	_ "google.golang.org/grpc"

	_ "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"

	"github.com/pkgdocs/pkgdocs/internal/benchcmd/onetool"
)

func main() {
	file := flag.String("baseline-server", "", "serve the one-tool server answering with this file")
	flag.Parse()
	if *file == "" {
		fmt.Fprintln(os.Stderr, "usage: floor -baseline-server FILE")
		os.Exit(2)
	}
	if err := onetool.Serve(*file); err != nil {
		fmt.Fprintln(os.Stderr, "floor:", err)
		os.Exit(1)
	}
}
