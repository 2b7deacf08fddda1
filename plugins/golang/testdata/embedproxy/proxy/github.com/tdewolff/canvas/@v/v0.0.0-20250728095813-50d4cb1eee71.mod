module github.com/tdewolff/canvas

go 1.23.0

toolchain go1.24.2

require (
	fyne.io/fyne/v2 v2.6.1
	gioui.org v0.8.0
	github.com/ByteArena/poly2tri-go v0.0.0-20170716161910-d102ad91854f
	github.com/Kagami/go-avif v0.1.0
	github.com/barkimedes/go-deepcopy v0.0.0-20220514131651-17c30cfc62df
	github.com/benoitkugler/textprocessing v0.0.3
	github.com/go-fonts/latin-modern v0.3.3
	github.com/go-gl/gl v0.0.0-20231021071112-07e5d0ea2e71
	github.com/go-gl/glfw/v3.3/glfw v0.0.0-20250301202403-da16c1255728
	github.com/go-text/typesetting v0.3.0
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0
	github.com/kolesa-team/go-webp v1.0.5
	github.com/paulmach/orb v0.11.1
	github.com/paulmach/osm v0.8.0
	github.com/pkg/browser v0.0.0-20240102092130-5ac0b6a4141c
	github.com/srwiley/scanx v0.0.0-20190309010443-e94503791388
	github.com/tdewolff/argp v0.0.0-20250430135133-0f54527d2b1e
	github.com/tdewolff/font v0.0.0-20250430140153-b654fd8acba3
	github.com/tdewolff/minify/v2 v2.23.4
	github.com/tdewolff/parse/v2 v2.8.0
	github.com/tdewolff/test v1.0.11
	github.com/wcharczuk/go-chart/v2 v2.1.2
	golang.org/x/image v0.27.0
	golang.org/x/text v0.25.0
	gonum.org/v1/plot v0.16.0
)

require (
	codeberg.org/go-fonts/liberation v0.5.0 // indirect
	codeberg.org/go-latex/latex v0.1.0 // indirect
	codeberg.org/go-pdf/fpdf v0.11.1 // indirect
	fyne.io/systray v1.11.0 // indirect
	gioui.org/shader v1.0.8 // indirect
	git.sr.ht/~sbinet/gg v0.6.0 // indirect
	github.com/BurntSushi/freetype-go v0.0.0-20160129220410-b763ddbfe298 // indirect
	github.com/BurntSushi/graphics-go v0.0.0-20160129215708-b43f31a4a966 // indirect
	github.com/BurntSushi/toml v1.5.0 // indirect
	github.com/BurntSushi/xgb v0.0.0-20210121224620-deaf085860bc // indirect
	github.com/BurntSushi/xgbutil v0.0.0-20190907113008-ad855c713046 // indirect
	github.com/ajstarks/svgo v0.0.0-20211024235047-1546f124cd8b // indirect
	github.com/andybalholm/brotli v1.1.1 // indirect
	github.com/benoitkugler/textlayout v0.3.1 // indirect
	github.com/campoy/embedmd v1.0.0 // indirect
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/fredbi/uri v1.1.0 // indirect
	github.com/fsnotify/fsnotify v1.9.0 // indirect
	github.com/fyne-io/glfw-js v0.2.0 // indirect
	github.com/fyne-io/image v0.1.1 // indirect
	github.com/fyne-io/oksvg v0.1.0 // indirect
	github.com/go-text/render v0.2.0 // indirect
	github.com/godbus/dbus/v5 v5.1.0 // indirect
	github.com/hack-pad/go-indexeddb v0.3.2 // indirect
	github.com/hack-pad/safejs v0.1.1 // indirect
	github.com/jeandeaual/go-locale v0.0.0-20250421151639-a9d6ed1b3d45 // indirect
	github.com/jmoiron/sqlx v1.4.0 // indirect
	github.com/jsummers/gobmp v0.0.0-20230614200233-a9de23ed2e25 // indirect
	github.com/nfnt/resize v0.0.0-20180221191011-83c6a9932646 // indirect
	github.com/nicksnyder/go-i18n/v2 v2.6.0 // indirect
	github.com/pelletier/go-toml v1.9.5 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/rymdport/portal v0.4.1 // indirect
	github.com/srwiley/scanFT v0.0.0-20220128184157-0d1ee492111f // indirect
	github.com/tiendc/go-deepcopy v1.6.0 // indirect
	go.mongodb.org/mongo-driver v1.17.3 // indirect
	golang.org/x/exp v0.0.0-20250506013437-ce4c2cf36ca6 // indirect
	golang.org/x/exp/shiny v0.0.0-20250506013437-ce4c2cf36ca6 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
	modernc.org/knuth v0.5.5 // indirect
	modernc.org/token v1.1.0 // indirect
)

require (
	github.com/fyne-io/gl-js v0.1.0 // indirect
	github.com/srwiley/oksvg v0.0.0-20221011165216-be6e8873101c // indirect
	github.com/srwiley/rasterx v0.0.0-20220730225603-2ab79fcdd4ef
	github.com/stretchr/testify v1.10.0 // indirect
	github.com/yuin/goldmark v1.7.11 // indirect
	golang.org/x/net v0.40.0
	golang.org/x/sys v0.33.0 // indirect
	star-tex.org/x/tex v0.7.1
)
