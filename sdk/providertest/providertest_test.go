package providertest

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/providertest/internal/fake"
)

var fakeConfig = Config{
	Known:   sdk.PackageRef{Name: fake.Known},
	Unknown: sdk.PackageRef{Name: fake.Unknown},
	Invalid: sdk.PackageRef{Name: fake.Invalid},
	Slow:    sdk.PackageRef{Name: fake.Slow},
}

// faultTests says which checks must catch each fault; a well-behaved
// provider fails none.
var faultTests = []struct {
	fault string
	want  []string // failing checks
	// binaryOnly faults cannot be shown in-process.
	binaryOnly bool
}{
	{fault: fake.None},
	{fault: fake.Stdout, want: []string{"no_stdout"}},
	{fault: fake.RawStdout, want: []string{"no_stdout"}, binaryOnly: true},
	{fault: fake.IgnoreCancel, want: []string{"cancellation"}},
	{fault: fake.UnknownCode, want: []string{"describe_unknown"}},
	{fault: fake.InvalidNotFound, want: []string{"describe_invalid"}},
	{fault: fake.EmptyNameNotFound, want: []string{"describe_empty"}},
	{fault: fake.NoVersion, want: []string{"describe_known"}},
	{fault: fake.NoVersionInfo, want: []string{"info"}},
	{fault: fake.GetDocUnimplemented, want: []string{"capabilities/get_doc"}},
	{fault: fake.SearchAnswers, want: []string{"capabilities/search"}},
	{fault: fake.CompleteError, want: []string{"capabilities/complete"}},
	{fault: fake.HealthError, want: []string{"health"}},
	// The panic becomes Internal, and the provider keeps serving.
	{fault: fake.Panic, want: []string{"describe_unknown"}},
	{fault: fake.BadSchema, want: []string{"schemas/fake_echo"}},
	{fault: fake.ProjectNoPath, want: []string{"schemas/fake_echo"}},
	{fault: fake.CachedEffects, want: []string{"schemas/fake_echo"}},
	{fault: fake.PreTrim, want: []string{"budget_independent"}},
	// Rendered, the hostile text stays fenced; the name and version
	// with line breaks are the provider's fault.
	{fault: fake.Hostile, want: []string{"fenced"}},
	// serve.Serve refuses to serve it at all; served bare (binary only), the
	// info check catches it, and the cancellation check finds none of the
	// SDK's call records.
	{fault: fake.BadInfo, want: []string{""}},
	// Under -race the binary exits with status 66.
	{fault: fake.Race, binaryOnly: true},
}

func TestRunFaults(t *testing.T) {
	for _, tt := range faultTests {
		if tt.binaryOnly {
			continue
		}
		t.Run("fault="+tt.fault, func(t *testing.T) {
			r := recordRun(func(t tb) { run(t, &fake.Provider{Fault: tt.fault}, fakeConfig) })
			if diff := cmp.Diff(tt.want, r.failures()); diff != "" {
				t.Errorf("failing checks (-want +got):\n%s\nmessages:\n%s", diff, r.messages())
			}
		})
	}
}

func TestRunBinaryFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	bin := BuildBinary(t, "./testdata/fakeprovider")
	for _, tt := range faultTests {
		want := tt.want
		cfg := fakeConfig
		cfg.Env = []string{fake.FaultEnv + "=" + tt.fault}
		switch tt.fault {
		case fake.BadInfo:
			want = []string{"cancellation", "info"}
			// The cancellation check waits this long for a record that
			// never comes.
			cfg.Timeout = 2 * time.Second
		case fake.Race:
			if raceEnabled {
				want = []string{"exit"}
			}
		}
		t.Run("fault="+tt.fault, func(t *testing.T) {
			r := recordRun(func(t tb) { runBinary(t, bin, cfg) })
			if diff := cmp.Diff(want, r.failures()); diff != "" {
				t.Errorf("failing checks (-want +got):\n%s\nmessages:\n%s", diff, r.messages())
			}
		})
	}
}

// The exported entry points, on the well-behaved fake.
func TestRun(t *testing.T) {
	Run(t, &fake.Provider{}, fakeConfig)
}

func TestRunBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	RunBinary(t, BuildBinary(t, "./testdata/fakeprovider"), fakeConfig)
}

func TestRunWithoutSlow(t *testing.T) {
	cfg := fakeConfig
	cfg.Slow = sdk.PackageRef{}
	Run(t, &fake.Provider{}, cfg)
	cfg.Known = sdk.PackageRef{}
	Run(t, &fake.Provider{}, cfg)
}

func TestConfigRequired(t *testing.T) {
	r := recordRun(func(t tb) { run(t, &fake.Provider{}, Config{Known: fakeConfig.Known}) })
	if diff := cmp.Diff([]string{""}, r.failures()); diff != "" {
		t.Errorf("failing checks (-want +got):\n%s", diff)
	}
}

func TestConnect(t *testing.T) {
	remote := Connect(t, &fake.Provider{})
	doc, err := remote.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: fake.Known}})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(&sdk.Document{Name: fake.Known, Version: "2.0.0", Summary: "A fake package.", Symbols: fake.KnownSymbols()}, doc); diff != "" {
		t.Errorf("Describe (-want +got):\n%s", diff)
	}
}

func TestSymbolsDiff(t *testing.T) {
	a := fake.KnownSymbols()
	shortened := fake.KnownSymbols()
	shortened[1].Signature = "type Client struct{ ... }"
	tests := []struct {
		name string
		b    []sdk.Symbol
		want string
	}{
		{"same", fake.KnownSymbols(), ""},
		{"dropped", a[:2], "3 symbols against 2; 1 missing (first: Client.Do)"},
		{"shortened", shortened, `3 symbols against 3; 1 signatures changed (first: Client is "type Client struct{ ... }", not "type Client struct {\n\t// Name names the client.\n\tName string\n}")`},
	}
	for _, tt := range tests {
		if got := symbolsDiff(a, tt.b); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
