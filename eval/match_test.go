package eval

import "testing"

func TestSymbolMatches(t *testing.T) {
	for _, tc := range []struct {
		loc, name, pkg, sep string
		want                bool
	}{
		{"Client.Do", "Client.Do", "net/http", ".", true},
		{"requests.Session.get", "Session.get", "requests", ".", true},
		{"offset::Local::now", "Local::now", "chrono", "::", true},
		{"Distribution.at", "importlib_metadata.Distribution.at", "importlib-metadata", ".", true},
		{"get_data_path", "matplotlib.get_data_path", "matplotlib", ".", true},
		// Another root than the package's is another item.
		{"Distribution.at", "pkg_resources.Distribution.at", "setuptools", ".", false},
		{"at", "Distribution.at", "importlib-metadata", ".", false},
		{"", "x.y", "x", ".", false},
		{"Session.gets", "Session.get", "requests", ".", false},
	} {
		if got := symbolMatches(tc.loc, tc.name, tc.pkg, tc.sep); got != tc.want {
			t.Errorf("symbolMatches(%q, %q, %q, %q) = %v, want %v", tc.loc, tc.name, tc.pkg, tc.sep, got, tc.want)
		}
	}
}
