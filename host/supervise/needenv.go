package supervise

import (
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/host/fingerprint"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// A provider learns some of its variables only when it reads a project's
// configuration (${NAME} in a trusted project's .npmrc): it answers such
// a call with sdk.NeedEnv, and the host remembers the names (learned),
// passes them from its own environment to every later run, and retries
// the call once on a new run. The names are bounded like a declaration
// (sdk.MaxConfigEnv) and kept for the host's life.

// offeredNames are the exact variable names a provider whose declarations
// are info is offered beyond the base set: declared by name, or learned.
func offeredNames(info sdk.RemoteInfo, learned []string) []string {
	var out []string
	if in, _, ok := fingerprint.Validate(info.ConfigInputs); ok {
		out = append(out, in.Names...)
	}
	out = append(out, learned...)
	slices.Sort(out)
	return slices.Compact(out)
}

// offeredEnv is the sdk.OfferedEnvVar setting for names.
func offeredEnv(names []string) string {
	return sdk.OfferedEnvVar + "=" + strings.Join(names, ",")
}

// learnedNames returns the variables the provider asked for with NeedEnv.
func (p *Provider) learnedNames() []string {
	p.infoMu.RLock()
	defer p.infoMu.RUnlock()
	return slices.Clone(p.learned)
}

// learn adds the variables need names to those passed to p's runs, and
// reports whether any was new: then the current run is retired, so the
// next call starts one with them.
func (p *Provider) learn(need *sdk.EnvNeeded) bool {
	c, _ := sdk.CheckConfigInputs(&sdk.ConfigInputs{Env: need.Names})
	p.infoMu.Lock()
	added := false
	for _, n := range c.Env {
		if strings.HasSuffix(n, "*") || slices.Contains(p.learned, n) || len(p.learned) >= sdk.MaxConfigEnv {
			continue
		}
		p.learned = append(p.learned, n)
		added = true
	}
	p.infoMu.Unlock()
	if !added {
		return false
	}
	p.log.Info("provider's configuration names variables it was not started with; starting it again with them", "names", strings.Join(c.Env, ","), "file", need.File)
	p.printer.Store(nil) // the fingerprint covers them from now on
	p.mu.Lock()
	in := p.inst
	if in != nil && !in.retired {
		p.inst = nil
		in.retired = true
		if in.calls == 0 {
			go p.stop(in, true)
		}
	}
	p.mu.Unlock()
	return true
}
