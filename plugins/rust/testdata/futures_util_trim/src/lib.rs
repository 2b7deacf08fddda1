//! Combinators and utilities for working with `Future`s, `Stream`s, `Sink`s,
//! and the `AsyncRead` and `AsyncWrite` traits.
//!
//! Trimmed from futures-util 0.3.21: one type the crate declares inside
//! another crate's macro (pin_project_lite's pin_project!).

pub mod future;
