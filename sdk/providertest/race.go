//go:build race

package providertest

// raceEnabled: BuildBinary builds providers with -race when the test does.
const raceEnabled = true
