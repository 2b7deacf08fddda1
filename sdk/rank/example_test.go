package rank_test

import (
	"fmt"

	"github.com/pkgdocs/pkgdocs/sdk/rank"
)

func ExampleIndex_Search() {
	ix := rank.NewIndex([]rank.Doc{
		{ID: "useState", Symbol: "useState", Text: "Adds a state variable to a component."},
		{ID: "useEffect", Symbol: "useEffect", Text: "Synchronizes a component with an external system; return a cleanup function."},
		{ID: "useEffectEvent", Symbol: "useEffectEvent", Text: "Extracts non-reactive logic from an Effect."},
		{ID: "effects", Title: "Synchronizing with Effects", Text: "Effects let you run code after rendering."},
	})
	for _, q := range []string{"useEfect", "cleanup function", "use_effect_event"} {
		hits := ix.Search(q, 3, true)
		fmt.Printf("%s:", q)
		for _, h := range hits {
			fmt.Printf(" %s", h.Doc.ID)
		}
		fmt.Println()
	}
	fmt.Println(ix.Search("cleanup", 1, false)[0].Snippet)
	// Output:
	// useEfect: useEffect useEffectEvent useState
	// cleanup function: useEffect
	// use_effect_event: useEffectEvent useEffect effects
	// Synchronizes a component with an external system; return a cleanup function.
}
