package npm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	hclog "github.com/hashicorp/go-hclog"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestRegistryUserinfoNeverShown configures a registry URL with a user
// name and password (npm accepts them as basic auth) and checks that
// neither reaches a document, a doc, an error, a health message or the log.
func TestRegistryUserinfoNeverShown(t *testing.T) {
	const user, password = "alice-t0ken", "s3cret-pass"
	e := newEnv(t)
	reg := strings.Replace(e.srv.RegistryURL(), "http://", "http://"+user+":"+password+"@", 1)
	e.vars[0] = "npm_config_registry=" + reg
	var logs bytes.Buffer
	p := New(Config{
		Environ: e.vars,
		Home:    e.home,
		AskNPM:  func(context.Context, string) (string, error) { return "", errors.New("npm must not be asked in tests") },
		Logger:  hclog.New(&hclog.LoggerOptions{Output: &logs, Level: hclog.Trace}),
	})
	ctx := context.Background()
	check := func(t *testing.T, what string, v any) {
		t.Helper()
		var text string
		switch v := v.(type) {
		case error:
			text = v.Error()
		case string:
			text = v
		default:
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			text = string(data)
		}
		for _, s := range []string{user, password} {
			if strings.Contains(text, s) {
				t.Errorf("%s repeats the registry credential %q: %s", what, s, text)
			}
		}
	}

	d, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: "is-number"}})
	if err != nil {
		t.Fatal(err)
	}
	if d.Source.Detail == "" {
		t.Errorf("source detail is empty; want the redacted registry URL")
	}
	check(t, "document", d)
	doc, err := p.GetDoc(ctx, sdk.GetDocRequest{Package: sdk.PackageRef{Name: "is-number"}})
	if err != nil {
		t.Fatal(err)
	}
	check(t, "doc", doc)
	for _, name := range []string{"no-such-package", "is-number@99.0.0", "is-number@beta"} {
		_, err := p.Describe(ctx, sdk.DescribeRequest{Package: sdk.PackageRef{Name: name}})
		if err == nil {
			t.Fatalf("%s: no error", name)
		}
		check(t, name+" error", err)
	}
	for _, deep := range []bool{false, true} {
		h, err := p.Health(ctx, deep)
		if err != nil {
			t.Fatal(err)
		}
		check(t, "health message", h.Message)
	}
	check(t, "log", logs.String())
}
