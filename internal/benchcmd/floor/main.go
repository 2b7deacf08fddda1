// Command floor is benchcmd's one-tool mcp-go baseline with the plugin
// stack the architecture prescribes linked in: go-plugin (with its gRPC
// health and reflection services and its net/rpc side), gRPC, protobuf
// and the DocsProvider contract's generated code. It does nothing with
// them: linking a package runs its initialisation at every start, and that
// is the cost measured. Its start-up is the floor for any host that talks
// to providers the prescribed way; make bench prints it beside the
// baseline.
//
//	floor -baseline-server FILE
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
