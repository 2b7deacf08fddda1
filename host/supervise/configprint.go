package supervise

import (
	"slices"

	"github.com/pkgdocs/pkgdocs/host/discovery"
	"github.com/pkgdocs/pkgdocs/host/fingerprint"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// printer is the fingerprint.Printer of one declaration.
type printer struct {
	of *sdk.ConfigInputs // the declaration it was made for
	pr *fingerprint.Printer
}

// ConfigFingerprint returns the fingerprint of what configures the
// provider's registries and credentials right now, for a request about
// project (trusted: the user chose it): the values of the variables it
// declared, as it gets them, and the contents of the files it declared
// (Info.ConfigInputs, contract minor 5). ok is false for a provider that
// declared none (before minor 5): callers then key answers as before.
// It never starts the provider: the declarations come from its manifest
// or its last start.
func (p *Provider) ConfigFingerprint(project string, trusted bool) (sum string, ok bool) {
	info := p.Info()
	if info.ConfigInputs == nil {
		return "", false
	}
	cur := p.printer.Load()
	if cur == nil || cur.of != info.ConfigInputs {
		cur = &printer{of: info.ConfigInputs, pr: p.newPrinter(info)}
		p.printer.Store(cur)
	}
	return cur.pr.Sum(project, trusted), true
}

// configUnder is the user and global fingerprint of a provider declaring
// info ("" when it declares nothing), whatever is known of it now.
func (p *Provider) configUnder(info sdk.RemoteInfo) string {
	if info.ConfigInputs == nil {
		return ""
	}
	return p.newPrinter(info).Sum("", false)
}

// newPrinter fingerprints info's declaration in the environment the
// provider runs with.
func (p *Provider) newPrinter(info sdk.RemoteInfo) *fingerprint.Printer {
	in, _, _ := fingerprint.Validate(info.ConfigInputs)
	// The variables it asked for (sdk.NeedEnv) decide its credentials
	// as much as the declared ones.
	in.Names = append(slices.Clip(in.Names), p.learnedNames()...)
	return fingerprint.NewPrinter(in, p.launchEnv(info))
}

// NewDeclared returns a provider known only from its declarations (as if
// from its manifest), not started: for tests of what the host does with
// them. Its binary is path, which need not exist until a call starts it.
func NewDeclared(name, path string, info sdk.RemoteInfo, opt Options) *Provider {
	opt.defaults()
	p := newProvider(discovery.Candidate{Name: name, Path: path}, opt)
	p.info = info
	p.buildID = info.Version
	return p
}
