// Package subprojects finds the projects below a directory that is not one
// itself: the Go module in services/api of a monorepo, the Cargo project
// in src-tauri/ of a Tauri app, the pyproject in backend/. An agent's
// working directory (an MCP client's root) is often such a directory, and
// the version a project pins lives in the nested manifest and lockfile.
//
// The walk is bounded (depth, directories visited), never follows a
// symbolic link and skips the trees that hold other people's projects
// (node_modules, vendor, target, virtual environments, hidden directories
// such as .git) and test fixtures.
package subprojects
