package mdfolder

import (
	"os"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder/folder"
)

// DirEnv names the environment variable holding the documentation folder.
const DirEnv = "PKGDOCS_MDFOLDER_DIR"

// Config configures a Provider. The zero Config is ready to use.
type Config struct {
	// Dir is the documentation folder. Empty means $PKGDOCS_MDFOLDER_DIR,
	// read on each call.
	Dir string
	// Version is reported in Info. Empty means "dev".
	Version string
}

// Provider serves a documentation folder. It holds no state between
// calls: the folder is read afresh each time, as the user edits it.
type Provider struct {
	cfg Config
}

// New returns a Provider; defaults are filled here, once.
func New(cfg Config) *Provider {
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	return &Provider{cfg: cfg}
}

// Info implements sdk.Provider.
func (p *Provider) Info() sdk.Info {
	return sdk.Info{
		Name:           "mdfolder",
		DisplayName:    "Markdown folder (example provider)",
		Version:        p.cfg.Version,
		Ecosystem:      "mdfolder",
		Description:    "Documentation from a local folder of Markdown files, one subfolder per package ($" + DirEnv + ").",
		DescribeParams: []string{"symbol"},
		Tools:          []sdk.Tool{listTool},
		// What decides where answers come from (contract minor 5): the
		// host passes this variable and keys cached answers on its value,
		// so pointing it at another folder never serves the first one's.
		ConfigInputs: &sdk.ConfigInputs{Env: []string{DirEnv}},
	}
}

// folder opens the documentation folder.
func (p *Provider) folder() (folder.Folder, error) {
	d := p.cfg.Dir
	if d == "" {
		d = os.Getenv(DirEnv)
	}
	if d == "" {
		return folder.Folder{}, sdk.FailedPrecondition("no documentation folder: set $%s to a folder with one subfolder per package", DirEnv)
	}
	return folder.Open(d), nil
}
